import "server-only";

import Stripe from "stripe";

const globalForStripe = globalThis as typeof globalThis & { __stripe?: Stripe };

/** Card payments need both keys; without them the shop works and the payment page says so. */
function paymentsConfigured(): boolean {
  return Boolean(process.env.STRIPE_SECRET_KEY && process.env.STRIPE_PUBLISHABLE_KEY);
}

export function stripePublishableKey(): string | null {
  return paymentsConfigured() ? (process.env.STRIPE_PUBLISHABLE_KEY ?? null) : null;
}

/**
 * The server's Stripe client, or null when card payments are not configured.
 * STRIPE_API_HOST/PORT/PROTOCOL exist for the tests' local Stripe double; production leaves them unset.
 */
export function getStripe(): Stripe | null {
  const secretKey = process.env.STRIPE_SECRET_KEY;
  if (!secretKey || !paymentsConfigured()) return null;
  globalForStripe.__stripe ??= new Stripe(secretKey, {
    appInfo: { name: "motoforge-shop" },
    maxNetworkRetries: 2,
    ...(process.env.STRIPE_API_HOST && { host: process.env.STRIPE_API_HOST }),
    ...(process.env.STRIPE_API_PORT && { port: Number(process.env.STRIPE_API_PORT) }),
    ...(process.env.STRIPE_API_PROTOCOL === "http" && { protocol: "http" as const }),
  });
  return globalForStripe.__stripe;
}
