import "server-only";

import type Stripe from "stripe";

import { conflict, invalid } from "@/lib/errors";
import type { Order } from "@/lib/data/orders";
import { recordCardPayment } from "@/lib/orders/record-payment";
import { assertStillHeld } from "@/lib/orders/unpaid-hold";
import { assertCanMove } from "@/lib/orders/transition";
import { paymentIntentFor, paymentMismatch, retrievePayment } from "@/lib/payments/order-payments";

function assertPayableByCard(order: Order) {
  if (order.paymentMethod !== "card") throw conflict("This order is paid in cash on delivery, not by card.");
  if (order.paid) throw conflict("This order is already paid.");
}

/** The client secret for paying the buyer's own unpaid card order, at its stored price, while it is held. */
export async function startCardPayment(order: Order): Promise<{ clientSecret: string }> {
  assertPayableByCard(order);
  await assertStillHeld(order);
  assertCanMove(order, "paid", "payments");
  return paymentIntentFor(order);
}

/**
 * After a card payment: the order becomes paid only once Stripe itself confirms the
 * PaymentIntent succeeded for this order and this amount. Confirming the same payment twice
 * is fine.
 */
export async function confirmCardPayment(order: Order, paymentIntentId: string): Promise<{ modifiedCount: number }> {
  if (order.paid && order.transactionId === paymentIntentId) return { modifiedCount: 0 };
  assertPayableByCard(order);
  await assertStillHeld(order);
  assertCanMove(order, "paid", "payments");
  const intent = await retrievePayment(paymentIntentId);
  const mismatch = paymentMismatch(order, intent);
  if (mismatch) throw invalid(mismatch, { transactionId: mismatch });
  return recordCardPayment(order, intent.id);
}

/**
 * Stripe's signed notice that a payment succeeded, for buyers who closed the tab before the
 * browser could report back. Returns why it does not apply, or null when it was recorded.
 */
export async function applyStripePayment(order: Order, intent: Stripe.PaymentIntent): Promise<string | null> {
  if (order.paymentMethod !== "card") return "The order is paid in cash on delivery.";
  const mismatch = paymentMismatch(order, intent);
  if (mismatch) return mismatch;
  await recordCardPayment(order, intent.id);
  return null;
}
