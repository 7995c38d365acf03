import { revalidateTag } from "next/cache";
import { NextResponse } from "next/server";

import { notFound } from "@/lib/api/errors";
import { parseWith } from "@/lib/api/input";
import { route } from "@/lib/api/route";
import { requireAdmin } from "@/lib/auth/access";
import { cacheTags } from "@/lib/data/cache-tags";
import { getOrder } from "@/lib/data/orders";
import { cancelOrder } from "@/lib/orders/cancel-order";
import { objectIdSchema } from "@/lib/validations/object-id";

/** The admin cancels any order, refunding a paid one first (lib/orders/cancel-order.ts). */
export const DELETE = route(async (request, { params }: RouteContext<"/api/allorder/[id]">) => {
  await requireAdmin(request);
  const order = await getOrder(parseWith(objectIdSchema, (await params).id));
  if (!order) throw notFound("This order does not exist.");
  const result = await cancelOrder(order, "shop");
  revalidateTag(cacheTags.tools, { expire: 0 });
  return NextResponse.json(result);
});
