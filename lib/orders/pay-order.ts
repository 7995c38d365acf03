import "server-only";

import type Stripe from "stripe";

import { apiMessage, conflict, invalid, type ApiText } from "@/lib/errors";
import {
  addPaymentAttempt,
  getOrder,
  getOrderByNumber,
  recordRefundedPayment,
  refundedAlready,
  type Order,
} from "@/lib/data/orders";
import { recordPayment } from "@/lib/orders/record-payment";
import { refundOnce } from "@/lib/orders/refund-once";
import { assertStillHeld } from "@/lib/orders/unpaid-hold";
import { assertCanMove } from "@/lib/orders/transition";
import { sslcommerzCredentials, validatePayment } from "@/lib/payments/sslcommerz/client";
import {
  gatewayPaymentMismatch,
  newAttemptId,
  openGatewaySession,
  orderNumberOfAttempt,
  refundGatewayPayment,
  verifiedGatewayPayment,
} from "@/lib/payments/sslcommerz/order-payments";
import {
  paymentIntentFor,
  paymentMismatch,
  refundStrayCardPayment,
  retrievePayment,
  verifiedCardPayment,
} from "@/lib/payments/stripe/order-payments";
import type { RefundReceipt } from "@/lib/payments/verified-payment";
import { expiredError } from "@/lib/orders/hold-time";
import type { PaymentMethod } from "@/lib/validations/order";

/** How each way to pay reads in "the order is paid ...", for the webhook's log. */
const PAID_HOW: Record<PaymentMethod, string> = {
  cod: "in cash on delivery",
  card: "by card",
  sslcommerz: "by bKash, Nagad or Rocket",
};

function assertPayableBy(order: Order, method: Exclude<PaymentMethod, "cod">) {
  if (order.paymentMethod !== method)
    throw conflict(apiMessage("orders.paidOtherwise", { method: order.paymentMethod, asked: method }));
  if (order.paid) throw conflict(apiMessage("orders.alreadyPaid"));
}

/** The client secret for paying the buyer's own unpaid card order, at its stored total, while it is held. */
export async function startCardPayment(order: Order): Promise<{ clientSecret: string }> {
  assertPayableBy(order, "card");
  await assertStillHeld(order);
  assertCanMove(order, "paid", "payments");
  const started = await paymentIntentFor(order);
  if ("clientSecret" in started) return started;
  // Paid already, but the browser never said so (the tab closed) and no webhook has yet: the
  // payment is recorded rather than a second one started.
  await recordPayment(order, started.paid);
  throw conflict(apiMessage("orders.alreadyPaid"));
}

/**
 * After a card payment: the order becomes paid only once Stripe itself confirms the
 * PaymentIntent succeeded for this order and this amount. Confirming the same payment twice
 * is fine. A payment made while the order was held counts however late the browser reports it,
 * as ending the hold would record it too; only an order already expired refuses it.
 */
export async function confirmCardPayment(order: Order, paymentIntentId: string): Promise<{ modifiedCount: number }> {
  if (order.paid && order.transactionId === paymentIntentId) return { modifiedCount: 0 };
  assertPayableBy(order, "card");
  if (order.status === "expired") throw conflict(expiredError());
  assertCanMove(order, "paid", "payments");
  const intent = await retrievePayment(paymentIntentId);
  const mismatch = paymentMismatch(order, intent);
  if (mismatch) throw invalid(mismatch, { transactionId: mismatch });
  return recordPayment(order, verifiedCardPayment(intent));
}

/**
 * Stripe's signed notice that a payment succeeded, for buyers who closed the tab before the
 * browser could report back. A payment the order cannot take (it closed meanwhile, or another
 * payment paid it) is refunded, once however often the notice comes. Returns why it does not
 * apply (for the log), or null when it was recorded or refunded.
 */
export async function applyStripePayment(order: Order, intent: Stripe.PaymentIntent): Promise<ApiText | null> {
  if (order.paymentMethod !== "card") return `The order is paid ${PAID_HOW[order.paymentMethod]}.`;
  const mismatch = paymentMismatch(order, intent);
  if (mismatch) return mismatch;
  if (order.status === "unpaid") await recordPayment(order, verifiedCardPayment(intent));
  const now = (await getOrder(order._id)) ?? order;
  if (now.transactionId !== intent.id && !refundedAlready(now, intent.id))
    await refundStrayPayment(now, intent.id, () => refundStrayCardPayment(now, intent.id));
  return null;
}

/**
 * Gives back a payment the order could not take, asked for once however many notices of it
 * arrive at once, and notes it on the order (its page shows it). Returns the order as it now is.
 */
async function refundStrayPayment(
  order: Order,
  transactionId: string,
  refund: () => Promise<RefundReceipt>,
): Promise<Order> {
  const receipt = await refundOnce(order, transactionId, refund);
  // Another notice of the same payment holds the claim: it is refunding it.
  if (!receipt) return order;
  console.warn(`Payment ${transactionId} could not pay order ${order._id} (${order.status}): refunded.`);
  return recordRefundedPayment(order, transactionId, receipt);
}

/**
 * Gateway sessions one order may open: plenty for a buyer who tries two wallets and comes back,
 * but not a loop at the shop's expense, as each is a call to the gateway now and another when
 * the hold ends (lib/payments/sslcommerz/order-payments.ts asks after every attempt).
 */
export const MAX_GATEWAY_ATTEMPTS = 10;

/**
 * A new attempt to pay the buyer's own unpaid SSLCommerz order, at its stored total, while it
 * is held: returns the gateway page to send the browser to.
 */
export async function startGatewayPayment(order: Order): Promise<{ url: string }> {
  assertPayableBy(order, "sslcommerz");
  await assertStillHeld(order);
  assertCanMove(order, "paid", "payments");
  if (!sslcommerzCredentials()) throw conflict(apiMessage("payments.walletsNotConfigured"));
  const tooMany = conflict(apiMessage("payments.tooManyAttempts", { max: MAX_GATEWAY_ATTEMPTS }));
  if ((order.paymentAttempts?.length ?? 0) >= MAX_GATEWAY_ATTEMPTS) throw tooMany;
  const tranId = newAttemptId(order);
  if (!(await addPaymentAttempt(order._id, tranId, MAX_GATEWAY_ATTEMPTS)))
    throw (await getOrder(order._id))?.status === "unpaid" ? tooMany : conflict(apiMessage("orders.noLongerPayable"));
  return openGatewaySession({ ...order, paymentAttempts: [...(order.paymentAttempts ?? []), tranId] }, tranId);
}

/** The order an SSLCommerz tran_id was handed out for, or null when it is none of ours. */
export async function orderForAttempt(tranId: string): Promise<Order | null> {
  const orderNumber = orderNumberOfAttempt(tranId);
  const order = orderNumber === null ? null : await getOrderByNumber(orderNumber);
  return order?.paymentAttempts?.includes(tranId) ? order : null;
}

export type GatewayOutcome =
  | { result: "paid"; order: Order }
  | { result: "refunded"; order: Order }
  | { result: "refused"; order: Order | null; reason: string };

/**
 * What a payment the gateway announced (its IPN, or the buyer's return) means, decided only
 * by what the validation API says about `valId`: the notice's own fields are never trusted.
 * Paying is the same atomic move as a card's, so a replayed or late notice changes nothing.
 * A payment the order cannot take (it closed meanwhile, or another attempt paid it) is refunded.
 */
export async function confirmGatewayPayment(valId: string, announcedTranId?: string): Promise<GatewayOutcome> {
  const payment = await validatePayment(valId);
  if (announcedTranId !== undefined && payment.tran_id !== announcedTranId)
    return { result: "refused", order: null, reason: "The notice names another transaction than the gateway." };
  const order = payment.tran_id ? await orderForAttempt(payment.tran_id) : null;
  if (!order) return { result: "refused", order: null, reason: `No order has the attempt ${payment.tran_id ?? "?"}.` };
  const mismatch = gatewayPaymentMismatch(order, payment);
  if (mismatch) return { result: "refused", order, reason: mismatch };

  const verified = verifiedGatewayPayment(payment);
  const outcome = (now: Order): GatewayOutcome | null => {
    if (now.gatewayPayment?.valId === payment.val_id) return { result: "paid", order: now };
    if (refundedAlready(now, verified.transactionId)) return { result: "refunded", order: now };
    return null;
  };
  const known = outcome(order);
  if (known) return known;
  if (order.status === "unpaid") await recordPayment(order, verified);
  const now = (await getOrder(order._id)) ?? order;
  const recorded = outcome(now);
  if (recorded) return recorded;
  // Paid on a gateway page left open after the order closed, or paid twice: that money goes back.
  const refunded = await refundStrayPayment(now, verified.transactionId, () =>
    refundGatewayPayment(now, verified.gatewayPayment),
  );
  return { result: "refunded", order: refunded };
}
