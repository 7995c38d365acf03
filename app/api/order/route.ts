import { revalidateTag } from "next/cache";
import { NextResponse } from "next/server";

import { readJson, parseWith } from "@/lib/api/input";
import { chosenLocale } from "@/lib/api/locale";
import { route } from "@/lib/api/route";
import { requireAdmin, requireCaller } from "@/lib/auth/access";
import { cacheTags } from "@/lib/data/cache-tags";
import { listOrders, type Order } from "@/lib/data/orders";
import { getProfile } from "@/lib/data/users";
import { findOrders } from "@/lib/orders/find-orders";
import { placeCartOrder } from "@/lib/orders/place-cart-order";
import { placeOrder } from "@/lib/orders/place-order";
import { viewCart } from "@/lib/cart/cart";
import { accountCart, withCartCookies } from "@/lib/cart/owner";
import { cartOrderSchema, orderSchema } from "@/lib/validations/order";
import { orderListQuerySchema } from "@/lib/validations/order-list";

/**
 * Places an order for the signed-in buyer: the spec's one part (`toolId`, `quantity`), or with
 * `fromCart: true` every line of their cart as one order with one delivery charge. Only the
 * parts, quantities, delivery address and payment method come from the client; the buyer is
 * the caller, and the prices, order number and status are the server's.
 */
export const POST = route(async (request) => {
  const caller = await requireCaller(request);
  const body = await readJson(request);
  const profile = await getProfile(caller.email);
  const buyer = {
    name: profile?.name || caller.name || caller.email,
    email: caller.email,
    locale: chosenLocale(request),
  };
  if (!isCartOrder(body)) {
    const order = await placeOrder(parseWith(orderSchema, body), buyer);
    revalidateTag(cacheTags.tools, { expire: 0 });
    return NextResponse.json(placedAnswer(order), { status: 201 });
  }
  const input = parseWith(cartOrderSchema, body);
  const owner = await accountCart(caller.email);
  const { order, leftOut } = await placeCartOrder(owner.key, input, buyer);
  revalidateTag(cacheTags.tools, { expire: 0 });
  // The ordered lines have left the cart: the navbar's count follows.
  const { count } = await viewCart(owner.key);
  return withCartCookies(NextResponse.json({ ...placedAnswer(order), leftOut }, { status: 201 }), count, owner);
});

const placedAnswer = (order: Order) => ({
  insertedId: order._id,
  orderNumber: order.orderNumber,
  status: order.status,
  totalBdt: order.totalBdt,
});

const isCartOrder = (body: unknown) =>
  typeof body === "object" && body !== null && (body as { fromCart?: unknown }).fromCart === true;

/**
 * Every order, newest first: the admin's Manage All Orders. The spec's plain list without
 * parameters; with page, limit, status or q (an order number or a buyer's email), one page
 * and the number of matches in X-Total-Count.
 */
export const GET = route(async (request) => {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  if (params.size === 0) return NextResponse.json((await listOrders()).orders);
  const { orders, total } = await findOrders(parseWith(orderListQuerySchema, Object.fromEntries(params)));
  return NextResponse.json(orders, { headers: { "X-Total-Count": String(total) } });
});
