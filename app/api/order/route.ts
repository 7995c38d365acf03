import { revalidateTag } from "next/cache";
import { NextResponse } from "next/server";

import { readJson, parseWith } from "@/lib/api/input";
import { chosenLocale } from "@/lib/api/locale";
import { route } from "@/lib/api/route";
import { requireAdmin, requireCaller } from "@/lib/auth/access";
import { cacheTags } from "@/lib/data/cache-tags";
import { listOrders } from "@/lib/data/orders";
import { getProfile } from "@/lib/data/users";
import { findOrders } from "@/lib/orders/find-orders";
import { placeOrder } from "@/lib/orders/place-order";
import { orderSchema } from "@/lib/validations/order";
import { orderListQuerySchema } from "@/lib/validations/order-list";

/**
 * Places an order for the signed-in buyer. Only the tool, quantity, delivery address and
 * payment method come from the client; the buyer is the caller, and the price, order number
 * and status are the server's.
 */
export const POST = route(async (request) => {
  const caller = await requireCaller(request);
  const input = parseWith(orderSchema, await readJson(request));
  const profile = await getProfile(caller.email);
  const order = await placeOrder(input, {
    name: profile?.name || caller.name || caller.email,
    email: caller.email,
    locale: chosenLocale(request),
  });
  revalidateTag(cacheTags.tools, { expire: 0 });
  return NextResponse.json(
    { insertedId: order._id, orderNumber: order.orderNumber, status: order.status },
    { status: 201 },
  );
});

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
