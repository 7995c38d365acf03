import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { startStripeDouble, type StripeDouble } from "./server";

let double: StripeDouble;
let stripe: Stripe;

beforeAll(async () => {
  double = await startStripeDouble();
  stripe = new Stripe(double.secretKey, { host: double.host, port: double.port, protocol: "http" });
});

afterAll(() => double.close());

beforeEach(() => double.reset());

/** What the Stripe.js stand-in sends: a form body authorised by the publishable key. */
async function fromBrowser(path: string, params: Record<string, string>) {
  const response = await fetch(`${double.url}${path}`, {
    method: "POST",
    headers: { Authorization: `Bearer ${double.publishableKey}`, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(params),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

function confirmWithCard(intent: Stripe.PaymentIntent, cardNumber: string) {
  return fromBrowser(`/v1/payment_intents/${intent.id}/confirm`, {
    client_secret: intent.client_secret ?? "",
    "payment_method_data[type]": "card",
    "payment_method_data[card][number]": cardNumber,
    "payment_method_data[card][exp_month]": "12",
    "payment_method_data[card][exp_year]": "2034",
    "payment_method_data[card][cvc]": "123",
  });
}

function newIntent() {
  return stripe.paymentIntents.create({ amount: 2599, currency: "usd", metadata: { orderId: "order-1" } });
}

describe("Stripe double with stripe-node", () => {
  it("creates a PaymentIntent and reads it back", async () => {
    const created = await stripe.paymentIntents.create({
      amount: 4500,
      currency: "usd",
      metadata: { orderId: "order-42", userId: "user-7" },
      automatic_payment_methods: { enabled: true },
      description: "Brake pads",
      receipt_email: "rider@example.com",
    });

    expect(created).toMatchObject({
      object: "payment_intent",
      amount: 4500,
      amount_received: 0,
      currency: "usd",
      status: "requires_payment_method",
      livemode: false,
      payment_method: null,
      last_payment_error: null,
      automatic_payment_methods: { enabled: true },
      description: "Brake pads",
      receipt_email: "rider@example.com",
    });
    expect(created.id).toMatch(/^pi_/);
    expect(created.client_secret).toMatch(new RegExp(`^${created.id}_secret_\\w+$`));
    expect(await stripe.paymentIntents.retrieve(created.id)).toEqual(created);
    expect(double.paymentIntents.get(created.id)?.metadata).toEqual({ orderId: "order-42", userId: "user-7" });
  });

  it("reads the indexed arrays stripe-node sends", async () => {
    const created = await stripe.paymentIntents.create({
      amount: 999,
      currency: "usd",
      allowed_payment_method_types: ["card"],
    });
    expect(created).toMatchObject({ allowed_payment_method_types: ["card"], payment_method_types: ["card"] });
  });

  it("rejects payment_method_types, which stripe-node 23's API version no longer accepts", async () => {
    const response = await fetch(`${double.url}/v1/payment_intents`, {
      method: "POST",
      headers: { Authorization: `Bearer ${double.secretKey}` },
      body: new URLSearchParams({ amount: "999", currency: "usd", "payment_method_types[]": "card" }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { code: "parameter_unknown", param: "payment_method_types" },
    });
  });

  it("rejects amounts below Stripe's US minimum", async () => {
    await expect(stripe.paymentIntents.create({ amount: 49, currency: "usd" })).rejects.toMatchObject({
      type: "StripeInvalidRequestError",
      statusCode: 400,
      code: "amount_too_small",
      param: "amount",
    });
  });

  it("marks the intent paid when the browser confirms with 4242", async () => {
    const intent = await newIntent();
    const { status, body } = await confirmWithCard(intent, "4242424242424242");

    expect(status).toBe(200);
    expect(body).toMatchObject({ id: intent.id, status: "succeeded" });
    expect(body).not.toHaveProperty("metadata");
    const paid = await stripe.paymentIntents.retrieve(intent.id);
    expect(paid).toMatchObject({ status: "succeeded", amount_received: 2599, metadata: { orderId: "order-1" } });
    expect(paid.payment_method).toMatch(/^pm_/);
  });

  it("declines 4000 0000 0000 0002 with a 402 card error and leaves the intent unpaid", async () => {
    const intent = await newIntent();
    const { status, body } = await confirmWithCard(intent, "4000000000000002");

    expect(status).toBe(402);
    expect(body.error).toMatchObject({
      type: "card_error",
      code: "card_declined",
      decline_code: "generic_decline",
      message: "Your card was declined.",
      payment_intent: { id: intent.id, status: "requires_payment_method" },
    });
    const unpaid = await stripe.paymentIntents.retrieve(intent.id);
    expect(unpaid).toMatchObject({ status: "requires_payment_method", amount_received: 0, payment_method: null });
    expect(unpaid.last_payment_error).toMatchObject({ code: "card_declined", decline_code: "generic_decline" });
  });

  it("rejects other card numbers as incorrect", async () => {
    const { status, body } = await confirmWithCard(await newIntent(), "5555555555554444");
    expect(status).toBe(402);
    expect(body.error).toMatchObject({
      type: "card_error",
      code: "incorrect_number",
      message: "Your card number is incorrect.",
    });
  });

  it("confirms with a PaymentMethod created from the browser, keeping its billing details", async () => {
    const intent = await newIntent();
    const method = await fromBrowser("/v1/payment_methods", {
      type: "card",
      "card[number]": "4242424242424242",
      "card[exp_month]": "4",
      "card[exp_year]": "2031",
      "card[cvc]": "314",
      "billing_details[name]": "Rider One",
      "billing_details[email]": "rider@example.com",
    });
    expect(method.body).toMatchObject({
      object: "payment_method",
      type: "card",
      card: { brand: "visa", last4: "4242", exp_month: 4, exp_year: 2031 },
      billing_details: { name: "Rider One", email: "rider@example.com" },
    });

    const paymentMethod = String(method.body.id);
    const confirmed = await fromBrowser(`/v1/payment_intents/${intent.id}/confirm`, {
      client_secret: intent.client_secret ?? "",
      payment_method: paymentMethod,
    });
    expect(confirmed.body).toMatchObject({ status: "succeeded", payment_method: paymentMethod });
  });

  it("refuses to confirm with another intent's client secret", async () => {
    const [intent, other] = [await newIntent(), await newIntent()];
    const { status, body } = await confirmWithCard(
      { ...intent, client_secret: other.client_secret },
      "4242424242424242",
    );
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ param: "client_secret" });
    expect(double.paymentIntents.get(intent.id)?.status).toBe("requires_payment_method");
  });

  it("refuses to confirm an intent that already succeeded", async () => {
    const paid = double.createSucceededPaymentIntent({ amount: 1000, metadata: { orderId: "order-9" } });
    const { status, body } = await confirmWithCard(await stripe.paymentIntents.retrieve(paid.id), "4242424242424242");
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ type: "invalid_request_error", code: "payment_intent_unexpected_state" });
  });

  it("sets up paid and unpaid intents directly for tests", async () => {
    const paid = double.createSucceededPaymentIntent({ amount: 1500, metadata: { orderId: "order-2" } });
    const unpaid = double.createPaymentIntent({ amount: 700, currency: "usd" });

    expect(await stripe.paymentIntents.retrieve(paid.id)).toMatchObject({ status: "succeeded", amount_received: 1500 });
    expect(await stripe.paymentIntents.retrieve(unpaid.id)).toMatchObject({
      status: "requires_payment_method",
      amount_received: 0,
    });
    double.reset();
    expect(double.paymentIntents.list()).toEqual([]);
  });

  it("answers a secret-key confirm with a test PaymentMethod id", async () => {
    const intent = await newIntent();
    await expect(
      stripe.paymentIntents.confirm(intent.id, { payment_method: "pm_card_chargeDeclined" }),
    ).rejects.toMatchObject({
      type: "StripeCardError",
      statusCode: 402,
      code: "card_declined",
    });
    expect(await stripe.paymentIntents.confirm(intent.id, { payment_method: "pm_card_visa" })).toMatchObject({
      status: "succeeded",
    });
  });

  it("throws StripeInvalidRequestError with 404 for an unknown id", async () => {
    await expect(stripe.paymentIntents.retrieve("pi_missing")).rejects.toMatchObject({
      type: "StripeInvalidRequestError",
      statusCode: 404,
      code: "resource_missing",
      param: "intent",
      message: "No such payment_intent: 'pi_missing'",
    });
  });

  it("rejects a wrong secret key and a publishable key on server endpoints", async () => {
    const wrongKey = new Stripe("sk_test_not_the_double", { host: double.host, port: double.port, protocol: "http" });
    await expect(wrongKey.paymentIntents.create({ amount: 500, currency: "usd" })).rejects.toBeInstanceOf(
      Stripe.errors.StripeAuthenticationError,
    );

    const publishable = new Stripe(double.publishableKey, { host: double.host, port: double.port, protocol: "http" });
    await expect(publishable.paymentIntents.create({ amount: 500, currency: "usd" })).rejects.toBeInstanceOf(
      Stripe.errors.StripePermissionError,
    );
  });

  it("refunds a succeeded intent in full, once", async () => {
    const paid = double.createSucceededPaymentIntent({ amount: 2850, metadata: { orderId: "order-7" } });
    const refund = await stripe.refunds.create({
      payment_intent: paid.id,
      reason: "requested_by_customer",
      metadata: { orderId: "order-7" },
    });

    expect(refund).toMatchObject({
      object: "refund",
      amount: 2850,
      currency: "usd",
      payment_intent: paid.id,
      charge: paid.latest_charge,
      status: "succeeded",
      reason: "requested_by_customer",
      metadata: { orderId: "order-7" },
    });
    expect(double.refunds.list()).toEqual([refund]);
    expect((await stripe.refunds.list({ payment_intent: paid.id })).data).toEqual([refund]);
    expect((await stripe.refunds.list({ payment_intent: "pi_other" })).data).toEqual([]);
    await expect(stripe.refunds.create({ payment_intent: paid.id })).rejects.toMatchObject({
      type: "StripeInvalidRequestError",
      code: "charge_already_refunded",
    });
  });

  it("refunds part of a payment, but never more than is left", async () => {
    const paid = double.createSucceededPaymentIntent({ amount: 1000 });
    await stripe.refunds.create({ payment_intent: paid.id, amount: 600 });

    await expect(stripe.refunds.create({ payment_intent: paid.id, amount: 500 })).rejects.toMatchObject({
      type: "StripeInvalidRequestError",
      param: "amount",
    });
    expect(await stripe.refunds.create({ payment_intent: paid.id })).toMatchObject({ amount: 400 });
  });

  it("refuses to refund an intent that was never paid, an unknown intent and a publishable key", async () => {
    const unpaid = await newIntent();
    await expect(stripe.refunds.create({ payment_intent: unpaid.id })).rejects.toMatchObject({
      code: "charge_not_refundable",
    });
    await expect(stripe.refunds.create({ payment_intent: "pi_missing" })).rejects.toMatchObject({ statusCode: 404 });
    const paid = double.createSucceededPaymentIntent({ amount: 1000 });
    const { status } = await fromBrowser("/v1/refunds", { payment_intent: paid.id });
    expect(status).toBe(403);
    expect(double.refunds.list()).toEqual([]);
  });

  it("replays the first response for a reused idempotency key", async () => {
    const params = { amount: 800, currency: "usd" };
    const first = await stripe.paymentIntents.create(params, { idempotencyKey: "order-5-attempt-1" });
    const again = await stripe.paymentIntents.create(params, { idempotencyKey: "order-5-attempt-1" });

    expect(again.id).toBe(first.id);
    expect(double.paymentIntents.list()).toHaveLength(1);
    await expect(
      stripe.paymentIntents.create({ amount: 900, currency: "usd" }, { idempotencyKey: "order-5-attempt-1" }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
  });

  it("answers CORS preflights from the browser", async () => {
    const response = await fetch(`${double.url}/v1/payment_methods`, {
      method: "OPTIONS",
      headers: { Origin: "http://127.0.0.1:3000", "Access-Control-Request-Headers": "authorization,content-type" },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("access-control-allow-headers")).toMatch(/Authorization.*Content-Type/);
  });
});

describe("webhook signing in tests", () => {
  it("signs a payload that stripe.webhooks.constructEvent accepts", () => {
    const secret = "whsec_test_double";
    const payload = JSON.stringify({
      id: "evt_test",
      object: "event",
      type: "payment_intent.succeeded",
      data: { object: double.createSucceededPaymentIntent({ amount: 2000, metadata: { orderId: "order-3" } }) },
    });
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret });

    const event = stripe.webhooks.constructEvent(payload, header, secret);
    expect(event.type).toBe("payment_intent.succeeded");
    expect(() => stripe.webhooks.constructEvent(payload, header, "whsec_other")).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
  });
});
