import { NextResponse } from "next/server";

import { apiMessage, invalid } from "@/lib/errors";
import { parseWith, readJson } from "@/lib/api/input";
import { idParam } from "@/lib/api/params";
import { route } from "@/lib/api/route";
import { requireCaller } from "@/lib/auth/access";
import { listOrderReturns } from "@/lib/data/returns";
import { orderAsSeenBy, requireOrderFor } from "@/lib/orders/access";
import { cancelOrder } from "@/lib/orders/cancel-order";
import { confirmCardPayment } from "@/lib/orders/pay-order";
import { paymentConfirmationSchema } from "@/lib/validations/payment";

type Context = RouteContext<"/api/order/[id]">;

/** One order, for its buyer or an admin: number, status, payment method, address, timeline and return requests. */
export const GET = route(async (request, { params }: Context) => {
  const caller = await requireCaller(request);
  const order = await requireOrderFor(caller, await idParam(params));
  return NextResponse.json({ ...orderAsSeenBy(caller, order), returns: await listOrderReturns(order._id) });
});

/** After a card payment: marks the order paid once Stripe confirms the payment is real. */
export const PUT = route(async (request, { params }: Context) => {
  const caller = await requireCaller(request);
  const id = await idParam(params);
  const { orderId: bodyOrderId, transactionId } = parseWith(paymentConfirmationSchema, await readJson(request));
  if (bodyOrderId && bodyOrderId !== id)
    throw invalid(apiMessage("orders.idsDoNotMatch"), { orderId: apiMessage("orders.idDoesNotMatchUrl") });
  const order = await requireOrderFor(caller, id, { allowAdmin: false });
  return NextResponse.json(await confirmCardPayment(order, transactionId));
});

/**
 * The buyer cancels their order before it is paid or shipped; a paid one is the shop's to
 * refund (/api/allorder). The order is kept, cancelled, and answered as it now is.
 */
export const DELETE = route(async (request, { params }: Context) => {
  const caller = await requireCaller(request);
  const order = await requireOrderFor(caller, await idParam(params));
  const cancelled = await cancelOrder(order, order.BuyerEmail === caller.email ? "buyer" : "shop");
  return NextResponse.json(orderAsSeenBy(caller, cancelled));
});
