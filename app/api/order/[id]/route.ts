import { revalidateTag } from "next/cache";
import { NextResponse } from "next/server";

import { HttpError } from "@/lib/api/errors";
import { parseWith, readJson } from "@/lib/api/input";
import { route } from "@/lib/api/route";
import { requireOrderAccess } from "@/lib/auth/order-access";
import { cacheTags } from "@/lib/data/cache-tags";
import { cancelOrder } from "@/lib/orders/cancel-order";
import { confirmOrderPayment } from "@/lib/payments/order-payments";
import { assertNotExpired } from "@/lib/payments/unpaid-hold";
import { objectIdSchema } from "@/lib/validations/object-id";
import { paymentConfirmationSchema } from "@/lib/validations/payment";

type Context = RouteContext<"/api/order/[id]">;

async function orderId(params: Context["params"]) {
  return parseWith(objectIdSchema, (await params).id);
}

export const GET = route(async (request, { params }: Context) =>
  NextResponse.json(await requireOrderAccess(request, await orderId(params))),
);

/** After a card payment: marks the order paid once Stripe confirms the payment is real. */
export const PUT = route(async (request, { params }: Context) => {
  const id = await orderId(params);
  const order = await requireOrderAccess(request, id, { allowAdmin: false });
  const { orderId: bodyOrderId, transactionId } = parseWith(paymentConfirmationSchema, await readJson(request));
  if (bodyOrderId && bodyOrderId !== id)
    throw new HttpError(400, "The order ids do not match.", { orderId: "Does not match the URL" });
  assertNotExpired(order);
  return NextResponse.json(await confirmOrderPayment(order, transactionId));
});

/** Cancels an unpaid order as its buyer would; a paid one is the shop's to refund (/api/allorder). */
export const DELETE = route(async (request, { params }: Context) => {
  const order = await requireOrderAccess(request, await orderId(params));
  const result = await cancelOrder(order, "buyer");
  revalidateTag(cacheTags.tools, { expire: 0 });
  return NextResponse.json(result);
});
