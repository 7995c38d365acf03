import { NextResponse } from "next/server";

import { parseWith } from "@/lib/api/input";
import { route } from "@/lib/api/route";
import { assertSelfOrAdmin, requireCaller } from "@/lib/auth/access";
import { listOrders, type Order } from "@/lib/data/orders";
import { orderAsSeenBy } from "@/lib/orders/access";
import { findOrders } from "@/lib/orders/find-orders";
import { buyerOrderListQuerySchema } from "@/lib/validations/order-list";
import { emailQuery } from "@/lib/api/params";

/**
 * A buyer's orders, newest first: the spec's plain list for ?email= alone; with page, limit
 * or status as well, one page and the number of matches in X-Total-Count.
 */
export const GET = route(async (request) => {
  const caller = await requireCaller(request);
  const email = emailQuery(request);
  assertSelfOrAdmin(caller, email);
  const { email: _, ...params } = Object.fromEntries(new URL(request.url).searchParams);
  const seen = (orders: Order[]) => orders.map((order) => orderAsSeenBy(caller, order));
  if (Object.keys(params).length === 0)
    return NextResponse.json(seen((await listOrders({ buyerEmail: email })).orders));
  const query = parseWith(buyerOrderListQuerySchema, params);
  const { orders, total } = await findOrders(query, email);
  return NextResponse.json(seen(orders), { headers: { "X-Total-Count": String(total) } });
});
