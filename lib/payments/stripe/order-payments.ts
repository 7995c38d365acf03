import "server-only";

import Stripe from "stripe";

import type { ApiMessage } from "@/lib/api/messages";
import { apiMessage, conflict, invalid, unavailable, upstreamFailed } from "@/lib/errors";
import { toCents } from "@/lib/money";
import { rememberPaymentIntent, type Order } from "@/lib/data/orders";
import { formatOrderNumber } from "@/lib/orders/lifecycle";
import { getStripe } from "@/lib/payments/stripe/client";
import type { PartialRefund, RefundReceipt, VerifiedPayment } from "@/lib/payments/verified-payment";

/**
 * Stripe's side of a card order: the PaymentIntent for its stored price, checking that a
 * payment really pays for it, closing an open payment and refunding. Which order may be paid,
 * and what that does to it, is lib/orders' business.
 */

const CURRENCY = "usd";

function requireStripe(): Stripe {
  const stripe = getStripe();
  if (!stripe) throw unavailable(apiMessage("payments.cardsNotConfigured"));
  return stripe;
}

/**
 * A PaymentIntent for the order's stored total (items and delivery), never a number from the client. The order's
 * open intent is reused while its amount still matches, so reloading the page does not
 * create a new one each time. When that intent has in fact paid for the order (the browser never
 * said so), the payment is returned instead, for the caller to record. An intent made while the
 * order closed is cancelled at once: nobody can pay for a closed order with it.
 */
export async function paymentIntentFor(order: Order): Promise<{ clientSecret: string } | { paid: VerifiedPayment }> {
  const stripe = requireStripe();
  const amount = toCents(order.total);
  if (order.paymentIntentId) {
    const existing = await stripe.paymentIntents.retrieve(order.paymentIntentId);
    if (!paymentMismatch(order, existing)) return { paid: verifiedCardPayment(existing) };
    const reusable = existing.amount === amount && existing.status !== "succeeded" && existing.status !== "canceled";
    if (reusable && existing.client_secret) return { clientSecret: existing.client_secret };
  }
  const intent = await stripe.paymentIntents.create(
    {
      amount,
      currency: CURRENCY,
      allowed_payment_method_types: ["card"],
      description: `MotoForge order ${formatOrderNumber(order.orderNumber)}: ${order.items
        .map((line) => `${line.quantity} x ${line.toolName}`)
        .join(", ")}`.slice(0, 1000),
      receipt_email: order.BuyerEmail,
      metadata: { orderId: order._id, orderNumber: formatOrderNumber(order.orderNumber) },
    },
    { idempotencyKey: `order-${order._id}-${amount}-${order.paymentIntentId ?? "first"}` },
  );
  if (!intent.client_secret) throw new Error(`PaymentIntent ${intent.id} came back without a client secret`);
  if (!(await rememberPaymentIntent(order._id, intent.id))) {
    await stripe.paymentIntents.cancel(intent.id);
    throw conflict(apiMessage("orders.noLongerPayable"));
  }
  return { clientSecret: intent.client_secret };
}

/** The PaymentIntent with this id, as Stripe has it; an id Stripe does not know is the caller's mistake. */
export async function retrievePayment(paymentIntentId: string): Promise<Stripe.PaymentIntent> {
  try {
    return await requireStripe().paymentIntents.retrieve(paymentIntentId);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError && error.statusCode === 404)
      throw invalid(apiMessage("payments.paymentUnknown"), { transactionId: apiMessage("payments.unknownPayment") });
    throw error;
  }
}

/** Why a PaymentIntent does not pay for this order, or null when it does. */
export function paymentMismatch(order: Order, intent: Stripe.PaymentIntent): ApiMessage | null {
  if (intent.status !== "succeeded") return apiMessage("payments.notSucceeded");
  if (intent.metadata.orderId !== order._id) return apiMessage("payments.otherOrder");
  if (
    intent.currency !== CURRENCY ||
    intent.amount !== toCents(order.total) ||
    intent.amount_received < intent.amount
  ) {
    return apiMessage("payments.wrongTotal");
  }
  return null;
}

/** How a PaymentIntent that pays for an order is recorded on it. */
export const verifiedCardPayment = (intent: Stripe.PaymentIntent): VerifiedPayment => ({
  transactionId: intent.id,
  paymentIntentId: intent.id,
});

/**
 * Cancels the order's open PaymentIntent, so nobody can pay for an order that is being
 * cancelled or expired. Returns the payment instead when it has in fact just paid for the
 * order, for the caller to record.
 */
export async function closeOpenCardPayment(order: Order): Promise<VerifiedPayment | null> {
  const stripe = getStripe();
  if (!order.paymentIntentId || !stripe) return null;
  const intent = await stripe.paymentIntents.retrieve(order.paymentIntentId);
  if (!paymentMismatch(order, intent)) return verifiedCardPayment(intent);
  if (intent.status !== "canceled" && intent.status !== "succeeded") await stripe.paymentIntents.cancel(intent.id);
  return null;
}

/**
 * Gives a paid order's money back. The idempotency key is the order's, so a retried cancel
 * never refunds twice; a payment already refunded (say, from Stripe's dashboard) is fine too.
 */
export function refundCardPayment(order: Order): Promise<RefundReceipt> {
  return refundCard(order, { metadata: { orderId: order._id }, idempotencyKey: `refund-order-${order._id}` });
}

/** Gives back in full a card payment the order could not take: it closed meanwhile, or another payment paid it. */
export function refundStrayCardPayment(order: Order, paymentIntentId: string): Promise<RefundReceipt> {
  return refundCard(order, {
    paymentIntentId,
    metadata: { orderId: order._id, refundFor: paymentIntentId },
    idempotencyKey: `refund-${paymentIntentId}`,
  });
}

/** Gives back part of a card payment, in dollar cents; the part's id keeps a retry from refunding it twice. */
export function refundCardPart(order: Order, part: PartialRefund): Promise<RefundReceipt> {
  return refundCard(order, {
    amount: part.cents,
    metadata: { orderId: order._id, refundFor: part.id },
    idempotencyKey: `refund-${part.id}`,
  });
}

async function refundCard(
  order: Order,
  refund: { paymentIntentId?: string; amount?: number; metadata: Record<string, string>; idempotencyKey: string },
): Promise<RefundReceipt> {
  const paymentIntentId = refund.paymentIntentId ?? order.paymentIntentId ?? order.transactionId;
  if (!paymentIntentId) throw invalid(apiMessage("payments.noCardPayment"));
  const stripe = getStripe();
  if (!stripe) throw unavailable(apiMessage("payments.cardRefundUnavailable"));
  try {
    const made = await stripe.refunds.create(
      {
        payment_intent: paymentIntentId,
        ...(refund.amount !== undefined && { amount: refund.amount }),
        reason: "requested_by_customer",
        metadata: refund.metadata,
      },
      { idempotencyKey: refund.idempotencyKey },
    );
    return { refundReference: made.id };
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeError)) throw error;
    if (error.code === "charge_already_refunded") return {};
    throw upstreamFailed(apiMessage("payments.cardRefundFailed", { reason: error.message }));
  }
}
