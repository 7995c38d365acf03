import { revalidateTag } from "next/cache";
import { NextResponse } from "next/server";

import { notFound } from "@/lib/api/errors";
import { parseWith } from "@/lib/api/input";
import { route } from "@/lib/api/route";
import { assertSelfOrAdmin, requireCaller } from "@/lib/auth/access";
import { cacheTags } from "@/lib/data/cache-tags";
import { cancelUnpaidOrder, getOrder } from "@/lib/data/orders";
import { objectIdSchema } from "@/lib/validations/object-id";

type Context = RouteContext<"/api/order/[id]">;

/** The order, if the caller owns it or is an admin. Someone else's order is a 404 to them, as if it did not exist. */
async function accessibleOrder(request: Request, params: Context["params"]) {
  const caller = await requireCaller(request);
  const order = await getOrder(parseWith(objectIdSchema, (await params).id));
  if (!order) throw notFound("This order does not exist.");
  try {
    assertSelfOrAdmin(caller, order.BuyerEmail);
  } catch {
    throw notFound("This order does not exist.");
  }
  return order;
}

export const GET = route(async (request, { params }: Context) => NextResponse.json(await accessibleOrder(request, params)));

export const DELETE = route(async (request, { params }: Context) => {
  const order = await accessibleOrder(request, params);
  const result = await cancelUnpaidOrder(order._id);
  revalidateTag(cacheTags.tools, { expire: 0 });
  return NextResponse.json(result);
});
