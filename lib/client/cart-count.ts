import { CART_COUNT_COOKIE } from "@/lib/cart/cookies";

/**
 * The navbar's basket count, read from the readable `cart-count` cookie (lib/cart/cookies.ts)
 * so a first visit without a basket asks the server nothing. Every cart answer sets the cookie;
 * whoever made the call says so (`cartChanged`), and the button reads it again.
 */
const CART_CHANGED = "motoforge:cart-changed";

export function subscribeToCartCount(onChange: () => void): () => void {
  window.addEventListener(CART_CHANGED, onChange);
  return () => window.removeEventListener(CART_CHANGED, onChange);
}

/** How many parts the basket holds, as the last cart answer left it; 0 without a basket. */
export function cartCount(): number {
  const prefix = `${CART_COUNT_COOKIE}=`;
  const value = document.cookie
    .split(/;\s*/)
    .find((cookie) => cookie.startsWith(prefix))
    ?.slice(prefix.length);
  const count = Number(value);
  return Number.isInteger(count) && count > 0 ? count : 0;
}

export function cartChanged(): void {
  window.dispatchEvent(new Event(CART_CHANGED));
}
