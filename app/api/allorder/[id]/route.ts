import { revalidateTag } from "next/cache";
import { NextResponse } from "next/server";

import { notFound } from "@/lib/api/errors";
import { parseWith } from "@/lib/api/input";
import { route } from "@/lib/api/route";
import { requireAdmin } from "@/lib/auth/access";
import { cacheTags } from "@/lib/data/cache-tags";
import { cancelPaidOrder, cancelUnpaidOrder, getOrder } from "@/lib/data/orders";
import { closeOpenPayment, refundOrderPayment } from "@/lib/payments/order-payments";
import { objectIdSchema } from "@/lib/validations/object-id";

/**
 * The admin cancels any order. An unpaid one first has its open payment closed (if it has
 * just been paid, the cancel is refused so the admin decides again, knowing that); a paid
 * one, say for a part that ran out, is refunded in full first, so no money is kept for an
 * order that no longer exists. Either way the quantity goes back in stock.
 */
export const DELETE = route(async (request, { params }: RouteContext<"/api/allorder/[id]">) => {
  await requireAdmin(request);
  const order = await getOrder(parseWith(objectIdSchema, (await params).id));
  if (!order) throw notFound("This order does not exist.");
  let result: { deletedCount: number };
  if (order.paid) {
    await refundOrderPayment(order);
    result = await cancelPaidOrder(order._id);
  } else {
    await closeOpenPayment(order);
    result = await cancelUnpaidOrder(order._id);
  }
  if (result.deletedCount === 0) throw notFound("This order does not exist.");
  revalidateTag(cacheTags.tools, { expire: 0 });
  return NextResponse.json(result);
});
