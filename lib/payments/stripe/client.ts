import "server-only";

import Stripe from "stripe";

import { env } from "@/lib/env";

const globalForStripe = globalThis as typeof globalThis & { __stripe?: Stripe };

/** Card payments need both keys; without them the shop works and the payment page says so. */
function paymentsConfigured(): boolean {
  return Boolean(env().STRIPE_SECRET_KEY && env().STRIPE_PUBLISHABLE_KEY);
}

export function stripePublishableKey(): string | null {
  return paymentsConfigured() ? (env().STRIPE_PUBLISHABLE_KEY ?? null) : null;
}

/**
 * The server's Stripe client, or null when card payments are not configured.
 * STRIPE_API_HOST/PORT/PROTOCOL exist for the tests' local Stripe double; production leaves them unset.
 */
export function getStripe(): Stripe | null {
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_API_HOST, STRIPE_API_PORT, STRIPE_API_PROTOCOL } = env();
  if (!secretKey || !paymentsConfigured()) return null;
  globalForStripe.__stripe ??= new Stripe(secretKey, {
    appInfo: { name: "motoforge-shop" },
    maxNetworkRetries: 2,
    ...(STRIPE_API_HOST && { host: STRIPE_API_HOST }),
    ...(STRIPE_API_PORT && { port: STRIPE_API_PORT }),
    ...(STRIPE_API_PROTOCOL && { protocol: STRIPE_API_PROTOCOL }),
  });
  return globalForStripe.__stripe;
}
