import "server-only";

import { env } from "@/lib/env";

/**
 * An absolute URL on the shop, for what leaves it (e-mails, SMS, a payment gateway's return
 * addresses): from the configured AUTH_URL (or NEXT_PUBLIC_SITE_URL), never from a request's
 * Host header, which a caller chooses.
 */
export function shopUrl(path: string): string {
  const { AUTH_URL, NEXT_PUBLIC_SITE_URL } = env();
  return new URL(path, AUTH_URL ?? NEXT_PUBLIC_SITE_URL).toString();
}

/** Whether shoppers reach the shop over HTTPS: then its cookies are Secure. */
export const shopIsHttps = () => shopUrl("/").startsWith("https:");
