import type { BrowserContext } from "@playwright/test";
import Stripe from "stripe";

import { stripeJsStandIn } from "../../tests/doubles/stripe/stripe-js-stand-in";
import { e2eConfig } from "./env";

function doubleUrl(): URL {
  const url = process.env.E2E_STRIPE_URL;
  if (!url) throw new Error("E2E_STRIPE_URL is set by the global setup");
  return new URL(url);
}

/** Serves the Stripe.js stand-in in place of js.stripe.com for every page of the context. */
export async function useStripeStandIn(context: BrowserContext): Promise<void> {
  const body = stripeJsStandIn(doubleUrl().origin);
  await context.route("https://js.stripe.com/**", (route) =>
    route.fulfill({ contentType: "application/javascript", body }),
  );
}

/** stripe-node talking to the local Stripe double, as the shop does. */
export function stripeClient(): Stripe {
  const url = doubleUrl();
  return new Stripe("sk_test_stripe_double", { host: url.hostname, port: Number(url.port), protocol: "http" });
}

/** Confirms a PaymentIntent with a test card, as Stripe.js would in the browser. */
export async function confirmWithCard(
  paymentIntent: Stripe.PaymentIntent,
  cardNumber = "4242424242424242",
): Promise<number> {
  const body = new URLSearchParams({
    client_secret: paymentIntent.client_secret ?? "",
    "payment_method_data[type]": "card",
    "payment_method_data[card][number]": cardNumber,
    "payment_method_data[card][exp_month]": "12",
    "payment_method_data[card][exp_year]": "2034",
    "payment_method_data[card][cvc]": "123",
  });
  const response = await fetch(`${doubleUrl().origin}/v1/payment_intents/${paymentIntent.id}/confirm`, {
    method: "POST",
    headers: { Authorization: "Bearer pk_test_stripe_double", "Content-Type": "application/x-www-form-urlencoded" },
    body,
  });
  return response.status;
}

/** A webhook call signed the way Stripe signs them. */
export function signedWebhook(event: object, secret: string = e2eConfig.stripeWebhookSecret) {
  const payload = JSON.stringify(event);
  const signature = stripeClient().webhooks.generateTestHeaderString({ payload, secret });
  return { data: payload, headers: { "Stripe-Signature": signature, "Content-Type": "application/json" } };
}
