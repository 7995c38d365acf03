import "server-only";

import Stripe from "stripe";

import { HttpError } from "@/lib/api/errors";
import { toCents } from "@/lib/data/money";
import { markOrderPaid, rememberPaymentIntent, type Order } from "@/lib/data/orders";
import { getStripe } from "@/lib/payments/stripe";

const CURRENCY = "usd";

function requireStripe(): Stripe {
  const stripe = getStripe();
  if (!stripe) throw new HttpError(503, "Card payments are not configured yet.");
  return stripe;
}

/**
 * A PaymentIntent for the order's stored price, never a number from the client. The order's
 * open intent is reused while its amount still matches, so reloading the page does not
 * create a new one each time.
 */
export async function paymentIntentFor(order: Order): Promise<{ clientSecret: string }> {
  if (order.paid) throw new HttpError(409, "This order is already paid.");
  const stripe = requireStripe();
  const amount = toCents(order.price);
  if (order.paymentIntentId) {
    const existing = await stripe.paymentIntents.retrieve(order.paymentIntentId);
    const reusable = existing.amount === amount && existing.status !== "succeeded" && existing.status !== "canceled";
    if (reusable && existing.client_secret) return { clientSecret: existing.client_secret };
  }
  const intent = await stripe.paymentIntents.create(
    {
      amount,
      currency: CURRENCY,
      allowed_payment_method_types: ["card"],
      description: `MotoForge order ${order._id}: ${order.quantity} x ${order.toolName}`,
      receipt_email: order.BuyerEmail,
      metadata: { orderId: order._id },
    },
    { idempotencyKey: `order-${order._id}-${amount}-${order.paymentIntentId ?? "first"}` },
  );
  if (!intent.client_secret) throw new Error(`PaymentIntent ${intent.id} came back without a client secret`);
  await rememberPaymentIntent(order._id, intent.id);
  return { clientSecret: intent.client_secret };
}

/** Why a PaymentIntent does not pay for this order, or null when it does. */
export function paymentMismatch(order: Order, intent: Stripe.PaymentIntent): string | null {
  if (intent.status !== "succeeded") return "This payment has not succeeded.";
  if (intent.metadata.orderId !== order._id) return "This payment is for another order.";
  if (
    intent.currency !== CURRENCY ||
    intent.amount !== toCents(order.price) ||
    intent.amount_received < intent.amount
  ) {
    return "This payment does not match the order's price.";
  }
  return null;
}

/**
 * Marks the order paid only after Stripe itself confirms that the PaymentIntent succeeded
 * for this order and this amount. Idempotent: confirming the same payment twice is fine.
 */
export async function confirmOrderPayment(order: Order, paymentIntentId: string): Promise<{ modifiedCount: number }> {
  if (order.paid) {
    if (order.transactionId === paymentIntentId) return { modifiedCount: 0 };
    throw new HttpError(409, "This order is already paid.");
  }
  const stripe = requireStripe();
  let intent: Stripe.PaymentIntent;
  try {
    intent = await stripe.paymentIntents.retrieve(paymentIntentId);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError && error.statusCode === 404)
      throw new HttpError(400, "This payment does not exist.", { transactionId: "Unknown payment" });
    throw error;
  }
  const mismatch = paymentMismatch(order, intent);
  if (mismatch) throw new HttpError(400, mismatch, { transactionId: mismatch });
  return markOrderPaid(order._id, intent.id);
}

/**
 * Before an unpaid order is cancelled, its open PaymentIntent is cancelled too, so the
 * buyer cannot pay for an order that no longer exists. If it has in fact just succeeded,
 * the order is recorded as paid instead and the cancellation refused.
 */
export async function closeOpenPayment(order: Order): Promise<void> {
  const stripe = getStripe();
  if (!order.paymentIntentId || !stripe) return;
  const intent = await stripe.paymentIntents.retrieve(order.paymentIntentId);
  if (!paymentMismatch(order, intent)) {
    await markOrderPaid(order._id, intent.id);
    throw new HttpError(409, "This order has just been paid, so it cannot be cancelled here.");
  }
  if (intent.status !== "canceled" && intent.status !== "succeeded") await stripe.paymentIntents.cancel(intent.id);
}

/**
 * Gives a paid order's money back before the shop owner cancels it. The idempotency key
 * is the order's, so a retried cancel never refunds twice; a payment already refunded
 * (say, from Stripe's dashboard) is fine too.
 */
export async function refundOrderPayment(order: Order): Promise<void> {
  const paymentIntentId = order.paymentIntentId ?? order.transactionId;
  if (!paymentIntentId) throw new HttpError(409, "This order has no card payment to refund.");
  const stripe = getStripe();
  if (!stripe)
    throw new HttpError(503, "Card payments are not configured, so the payment cannot be refunded; the order is kept.");
  try {
    await stripe.refunds.create(
      { payment_intent: paymentIntentId, reason: "requested_by_customer", metadata: { orderId: order._id } },
      { idempotencyKey: `refund-order-${order._id}` },
    );
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeError)) throw error;
    if (error.code === "charge_already_refunded") return;
    throw new HttpError(502, `Stripe could not refund this payment (${error.message}), so the order is kept.`);
  }
}
