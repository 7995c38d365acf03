import { CART_UNADDED } from "@/config/cart";
import { isFormEncoded, readForm, seeOther } from "@/lib/api/form";
import { parseWith, readJson } from "@/lib/api/input";
import { formPageLocale } from "@/lib/api/locale";
import { route } from "@/lib/api/route";
import { getCaller, type Caller } from "@/lib/auth/access";
import { currentBike } from "@/lib/bikes/current-bike";
import { addToCartLine, clearCart, setCartLine, viewCart } from "@/lib/cart/cart";
import { cartAnswer, cartOwner, withCartCookies } from "@/lib/cart/owner";
import { DomainError } from "@/lib/errors";
import { localizeHref } from "@/lib/i18n/locales";
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
  if (isFormEncoded(request)) return addFromForm(request, caller);
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

/**
 * "Add to basket" as the browser itself sends it, tapped before the page's script has taken the
 * button over (a phone still hydrating): the same addition, answered as a form expects, with a
 * redirect (303) to the basket in the page's language, which shows the part, or says it could
 * not be added (`?unadded`: too many, more than the stock, a full basket). Cross-site posts are
 * refused as for every write.
 */
async function addFromForm(request: Request, caller: Caller | null): Promise<Response> {
  const basket = localizeHref("/cart", formPageLocale(request));
  const notAdded = () => seeOther(`${basket}?${CART_UNADDED}`);
  const form = await readForm(request);
  const line = cartAdditionSchema.safeParse({ toolId: form.toolId, quantity: Number(form.quantity) });
  if (!line.success) return notAdded();
  const owner = await cartOwner(caller?.email ?? null, { create: true });
  try {
    if (owner) await addToCartLine(owner.key, line.data, owner.expiresAt);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return notAdded();
  }
  const { count } = await viewCart(owner?.key ?? null);
  return withCartCookies(seeOther(basket), count, owner);
}
