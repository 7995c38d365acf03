import type { CartView } from "@/lib/cart/view";
import { api } from "@/lib/client/api";
import { cartChanged } from "@/lib/client/cart-count";

/**
 * The browser's side of the basket (GET, PUT and POST /api/cart). Every answer sets the navbar's
 * count cookie, so every call tells the navbar to read it again.
 */
async function cartCall(init?: Parameters<typeof api>[1]): Promise<CartView> {
  try {
    return await api<CartView>("/api/cart", init);
  } finally {
    cartChanged();
  }
}

export const readCart = () => cartCall();

/** Sets how many of a part the basket holds (0 takes it out) and answers the basket as it is now. */
export const setCartQuantity = (toolId: string, quantity: number) =>
  cartCall({ method: "PUT", json: { toolId, quantity } });

/**
 * Adds `quantity` of a part to what the basket already holds, so pressing "Add to basket" twice
 * adds twice; the server refuses more than its stock, with the reason.
 */
export const addToCart = (toolId: string, quantity: number) => cartCall({ method: "POST", json: { toolId, quantity } });
