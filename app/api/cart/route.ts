import { parseWith, readJson } from "@/lib/api/input";
import { route } from "@/lib/api/route";
import { getCaller } from "@/lib/auth/access";
import { currentBike } from "@/lib/bikes/current-bike";
import { addToCartLine, clearCart, setCartLine, viewCart } from "@/lib/cart/cart";
import { cartAnswer, cartOwner } from "@/lib/cart/owner";
import { cartAdditionSchema, cartLineSchema } from "@/lib/validations/cart";

/**
 * The caller's cart (the basket shoppers see): a visitor's by their `cart` cookie, a signed-in
 * customer's by their account (lib/cart/owner.ts). Every answer is the cart as it reads now,
 * with the navbar's count cookie to match. Ordering it is POST /api/order with `fromCart`.
 */
export const GET = route(async (request) => {
  const caller = await getCaller(request);
  const owner = await cartOwner(caller?.email ?? null);
  const { bike } = await currentBike(caller?.email);
  return cartAnswer(await viewCart(owner?.key ?? null, bike), owner);
});

/** Sets how many of one part the cart holds; `quantity: 0` takes it out. */
export const PUT = route(async (request) => {
  const caller = await getCaller(request);
  const line = parseWith(cartLineSchema, await readJson(request));
  const owner = await cartOwner(caller?.email ?? null, { create: line.quantity > 0 });
  if (owner) await setCartLine(owner.key, line, owner.expiresAt);
  const { bike } = await currentBike(caller?.email);
  return cartAnswer(await viewCart(owner?.key ?? null, bike), owner);
});

/** Adds to how many of one part the cart holds: "Add to basket", in one request. */
export const POST = route(async (request) => {
  const caller = await getCaller(request);
  const line = parseWith(cartAdditionSchema, await readJson(request));
  const owner = await cartOwner(caller?.email ?? null, { create: true });
  if (owner) await addToCartLine(owner.key, line, owner.expiresAt);
  const { bike } = await currentBike(caller?.email);
  return cartAnswer(await viewCart(owner?.key ?? null, bike), owner);
});

/** Empties the cart. */
export const DELETE = route(async (request) => {
  const caller = await getCaller(request);
  const owner = await cartOwner(caller?.email ?? null);
  if (owner) await clearCart(owner.key);
  return cartAnswer(await viewCart(null), owner);
});
