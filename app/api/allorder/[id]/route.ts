import { NextResponse } from "next/server";

import { parseWith, readJson } from "@/lib/api/input";
import { idParam } from "@/lib/api/params";
import { route } from "@/lib/api/route";
import { requireAdmin } from "@/lib/auth/access";
import { requireOrderFor } from "@/lib/orders/access";
import { cancelOrder } from "@/lib/orders/cancel-order";
import { fulfilOrder } from "@/lib/orders/fulfil-order";
import { orderUpdateSchema } from "@/lib/validations/order";

type Context = RouteContext<"/api/allorder/[id]">;

/**
 * The admin ships an order (courier, optional tracking number), marks it delivered or refused at
 * the door (returned: its parts back in stock), or confirms a cash order held for a call; 409 out of order.
 */
export const PATCH = route(async (request, { params }: Context) => {
  const admin = await requireAdmin(request);
  const id = await idParam(params);
  const update = parseWith(orderUpdateSchema, await readJson(request));
  const order = await fulfilOrder(await requireOrderFor(admin, id), update);
  return NextResponse.json(order);
});

/** The admin cancels any order not yet shipped, refunding a paid one first (lib/orders/cancel-order.ts). */
export const DELETE = route(async (request, { params }: Context) => {
  const admin = await requireAdmin(request);
  return NextResponse.json(await cancelOrder(await requireOrderFor(admin, await idParam(params)), "shop"));
});
