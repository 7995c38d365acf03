import { NextResponse } from "next/server";
import type Stripe from "stripe";

import { readBodyLimited } from "@/lib/api/body";
import { renderApiText } from "@/lib/api/messages";
import { apiMessage, invalid, unavailable } from "@/lib/errors";
import { route } from "@/lib/api/route";
import { env } from "@/lib/env";
import { getOrder } from "@/lib/data/orders";
import { applyStripePayment } from "@/lib/orders/pay-order";
import { getStripe } from "@/lib/payments/stripe/client";

const MAX_EVENT_BYTES = 512 * 1024;

/**
 * Stripe's notice that a payment succeeded: the same check as PUT /api/order/{id}, for
 * buyers who closed the tab before the browser could report back. Signed, and idempotent:
 * a replayed event finds the order already paid and changes nothing.
 */
export const POST = route(async (request) => {
  const stripe = getStripe();
  const secret = env().STRIPE_WEBHOOK_SECRET;
  if (!stripe || !secret) throw unavailable(apiMessage("payments.cardsNotConfigured"));
  const signature = request.headers.get("stripe-signature");
  if (!signature) throw invalid("The webhook is not signed.");
  // Read as a stream that stops at the limit, so an endless body is never buffered whole.
  const payload = (await readBodyLimited(request, MAX_EVENT_BYTES, "The webhook is too large.")).toString("utf8");

  let event: Stripe.Event;
  try {
    event = await stripe.webhooks.constructEventAsync(payload, signature, secret);
  } catch {
    throw invalid("The webhook signature is not valid.");
  }

  if (event.type === "payment_intent.succeeded") {
    const intent = event.data.object;
    const order = await getOrder(intent.metadata.orderId ?? "");
    // The event's copy of the intent is signed by Stripe, so it can be checked as it is.
    const refused = order ? await applyStripePayment(order, intent) : "No such order.";
    if (refused) console.warn(`Stripe webhook: payment ${intent.id} not applied: ${renderApiText(refused)}`);
  }
  return NextResponse.json({ received: true });
});
