/**
 * The shop's Content-Security-Policy (README, "Security headers", says why it has two forms).
 *
 * - Pages rendered per request get a fresh nonce from proxy.ts and `'strict-dynamic'`: only
 *   scripts Next.js marked with the nonce, and what they load (the app's chunks, Stripe.js),
 *   may run; an injected script, inline or from anywhere, does not.
 * - Prerendered pages (home, blog, legal, portfolio, not-found) are the same bytes for every
 *   visitor and carry no nonce, so their inline bootstrap scripts need `'unsafe-inline'`;
 *   scripts from other origins and eval stay blocked there too.
 *
 * Plain module (no server-only): next.config.ts imports it at build and start.
 */
import type { Env } from "@/lib/env/schema";

/** Where Stripe.js lives and what it talks to (https://docs.stripe.com/security/guide#content-security-policy). */
const STRIPE_JS = ["https://js.stripe.com", "https://*.js.stripe.com"];
const STRIPE_FRAMES = [...STRIPE_JS, "https://hooks.stripe.com"];

/** The Stripe API the browser calls: Stripe's own, or the local double tests point the shop at. */
function stripeApiOrigin(env: Env): string {
  if (!env.STRIPE_API_HOST) return "https://api.stripe.com";
  const protocol = env.STRIPE_API_PROTOCOL ?? "https";
  return `${protocol}://${env.STRIPE_API_HOST}${env.STRIPE_API_PORT ? `:${env.STRIPE_API_PORT}` : ""}`;
}

function policy(scriptSources: string[], env: Env): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    // React's development build evaluates code for its debugging aids; production never does.
    "script-src": env.NODE_ENV === "development" ? [...scriptSources, "'unsafe-eval'"] : scriptSources,
    // React and Stripe set style attributes; styles cannot run code.
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'", stripeApiOrigin(env)],
    "frame-src": STRIPE_FRAMES,
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    // The chat widget's form opens a WhatsApp chat. The wallet Pay button's own post (before the
    // page hydrates) is redirected to SSLCommerz's page, and a form's redirects are held to this too.
    "form-action": ["'self'", "https://wa.me", new URL(env.SSLCOMMERZ_BASE_URL).origin],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ");
}

/** For pages rendered per request: Next.js puts `nonce` on every script it renders. */
export function nonceContentSecurityPolicy(nonce: string, env: Env): string {
  return policy([`'nonce-${nonce}'`, "'strict-dynamic'", "'self'", ...STRIPE_JS], env);
}

/** For prerendered pages, which cannot carry a per-request nonce. */
export function staticContentSecurityPolicy(env: Env): string {
  return policy(["'self'", "'unsafe-inline'", ...STRIPE_JS], env);
}
