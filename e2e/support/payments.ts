import type { APIRequestContext } from "@playwright/test";

import { confirmWithCard, stripeClient } from "./stripe";

/**
 * Pays for an order the way the payment page does: a PaymentIntent from the shop, the test
 * card confirmed at the Stripe double, then the shop verifies it. Returns the transaction id.
 */
export async function payOrder(request: APIRequestContext, orderId: string): Promise<string> {
  const created = await request.post("/api/create-payment-intent", { data: { orderId } });
  if (!created.ok()) throw new Error(`payment intent failed: ${created.status()} ${await created.text()}`);
  const { clientSecret } = (await created.json()) as { clientSecret: string };
  const intent = await stripeClient().paymentIntents.retrieve(clientSecret.split("_secret_")[0] ?? "");
  const confirmed = await confirmWithCard(intent);
  if (confirmed !== 200) throw new Error(`card payment failed: ${confirmed}`);
  const recorded = await request.put(`/api/order/${orderId}`, { data: { orderId, transactionId: intent.id } });
  if (!recorded.ok()) throw new Error(`payment not recorded: ${recorded.status()} ${await recorded.text()}`);
  return intent.id;
}
