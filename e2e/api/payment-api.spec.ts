import { ObjectId } from "mongodb";

import { expect, test } from "../fixtures";
import { newAccount, signUp } from "../support/accounts";
import { placeOrder, readOrder } from "../support/orders";
import { confirmWithCard, signedWebhook, stripeClient } from "../support/stripe";

const stripe = stripeClient();

async function clientSecretFor(request: import("@playwright/test").APIRequestContext, orderId: string) {
  const response = await request.post("/api/create-payment-intent", { data: { orderId, price: 0.5 } });
  expect(response.status()).toBe(200);
  const { clientSecret } = (await response.json()) as { clientSecret: string };
  return stripe.paymentIntents.retrieve(clientSecret.split("_secret_")[0]!);
}

test.describe("payment API: only a payment Stripe confirms makes an order paid", () => {
  test("the PaymentIntent is for the order's stored price, whatever the client says", async ({ request }) => {
    await signUp(request);
    const { orderId } = await placeOrder(request);
    const order = await readOrder(request, orderId);
    const intent = await clientSecretFor(request, orderId);
    expect(intent.amount).toBe(Math.round(order.total * 100));
    expect(intent.currency).toBe("usd");
    expect(intent.metadata.orderId).toBe(orderId);
    // Asking again reuses the open intent instead of creating a new one.
    expect((await clientSecretFor(request, orderId)).id).toBe(intent.id);
  });

  test("a real, matching payment marks the order paid, once", async ({ request }) => {
    await signUp(request);
    const { orderId } = await placeOrder(request);
    const intent = await clientSecretFor(request, orderId);
    expect(await confirmWithCard(intent)).toBe(200);

    const paid = await request.put(`/api/order/${orderId}`, { data: { orderId, transactionId: intent.id } });
    expect(await paid.json()).toEqual({ modifiedCount: 1 });
    expect(await readOrder(request, orderId)).toMatchObject({
      paid: true,
      transactionId: intent.id,
      status: "paid",
      paidAt: expect.any(String),
    });
    const again = await request.put(`/api/order/${orderId}`, { data: { orderId, transactionId: intent.id } });
    expect(await again.json()).toEqual({ modifiedCount: 0 });
    expect((await request.post("/api/create-payment-intent", { data: { orderId } })).status()).toBe(409);
    expect((await request.delete(`/api/order/${orderId}`)).status()).toBe(409);
  });

  test("forged, unpaid, foreign and wrong-amount payments never mark an order paid", async ({
    request,
    playwright,
    baseURL,
  }) => {
    await signUp(request);
    const { orderId } = await placeOrder(request);
    const tryPay = async (transactionId: string) =>
      (await request.put(`/api/order/${orderId}`, { data: { orderId, transactionId } })).status();

    expect(await tryPay("pi_forged_1234567890")).toBe(400);
    expect(await tryPay("not-a-payment")).toBe(400);

    const unpaid = await clientSecretFor(request, orderId);
    expect(await tryPay(unpaid.id)).toBe(400);

    const other = await playwright.request.newContext({ baseURL });
    await signUp(other, newAccount("other"));
    const { orderId: otherOrderId } = await placeOrder(other);
    const othersIntent = await clientSecretFor(other, otherOrderId);
    expect(await confirmWithCard(othersIntent)).toBe(200);
    expect(await tryPay(othersIntent.id)).toBe(400);
    // And the other buyer cannot use my order's id to claim their payment for me, or read mine.
    expect(
      (await other.put(`/api/order/${orderId}`, { data: { orderId, transactionId: othersIntent.id } })).status(),
    ).toBe(404);
    expect((await other.post("/api/create-payment-intent", { data: { orderId } })).status()).toBe(404);
    await other.dispose();

    const order = await readOrder(request, orderId);
    const cheap = await stripe.paymentIntents.create({
      amount: Math.round(order.total * 100) - 100,
      currency: "usd",
      metadata: { orderId },
    });
    expect(await confirmWithCard(cheap)).toBe(200);
    expect(await tryPay(cheap.id)).toBe(400);

    const declined = await clientSecretFor(request, orderId);
    expect(await confirmWithCard(declined, "4000000000000002")).toBe(402);
    expect(await tryPay(declined.id)).toBe(400);

    expect(await readOrder(request, orderId)).toMatchObject({ paid: false, transactionId: null });
  });

  test("the webhook checks its signature, pays the order and ignores replays", async ({ request }) => {
    await signUp(request);
    const { orderId } = await placeOrder(request);
    const intent = await clientSecretFor(request, orderId);
    expect(await confirmWithCard(intent)).toBe(200);
    const event = {
      id: `evt_${new ObjectId().toHexString()}`,
      object: "event",
      type: "payment_intent.succeeded",
      data: { object: await stripe.paymentIntents.retrieve(intent.id) },
    };

    const forged = await request.post("/api/webhooks/stripe", signedWebhook(event, "whsec_wrong_secret"));
    expect(forged.status()).toBe(400);
    const unsigned = await request.post("/api/webhooks/stripe", { data: event });
    expect(unsigned.status()).toBe(400);
    expect((await readOrder(request, orderId)).paid).toBe(false);

    const delivered = await request.post("/api/webhooks/stripe", signedWebhook(event));
    expect(delivered.status()).toBe(200);
    const paid = await readOrder(request, orderId);
    expect(paid).toMatchObject({ paid: true, transactionId: intent.id, status: "paid" });

    const replayed = await request.post("/api/webhooks/stripe", signedWebhook(event));
    expect(replayed.status()).toBe(200);
    expect(await readOrder(request, orderId)).toEqual(paid);
  });

  test("a signed event for the wrong amount does not pay the order", async ({ request }) => {
    await signUp(request);
    const { orderId } = await placeOrder(request);
    const cheap = await stripe.paymentIntents.create({ amount: 50, currency: "usd", metadata: { orderId } });
    expect(await confirmWithCard(cheap)).toBe(200);
    const event = {
      id: `evt_${new ObjectId().toHexString()}`,
      object: "event",
      type: "payment_intent.succeeded",
      data: { object: await stripe.paymentIntents.retrieve(cheap.id) },
    };
    expect((await request.post("/api/webhooks/stripe", signedWebhook(event))).status()).toBe(200);
    expect((await readOrder(request, orderId)).paid).toBe(false);
  });

  test("cancelling an unpaid order also cancels its open payment", async ({ request }) => {
    await signUp(request);
    const { orderId } = await placeOrder(request);
    const intent = await clientSecretFor(request, orderId);
    expect((await request.delete(`/api/order/${orderId}`)).status()).toBe(200);
    expect((await stripe.paymentIntents.retrieve(intent.id)).status).toBe("canceled");
  });
});
