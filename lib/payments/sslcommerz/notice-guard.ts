import "server-only";

import { hit, type RateLimitRule } from "@/lib/auth/rate-limit";
import { env } from "@/lib/env";
import { apiMessage, invalid, rateLimited } from "@/lib/errors";
import { clientAddress } from "@/lib/http/client-address";
import { checkNoticeSignature } from "@/lib/payments/sslcommerz/notice";

/**
 * What a notice from SSLCommerz (its IPN, or the browser's return) must pass before the shop
 * spends a call to the gateway's validation API on it: otherwise anyone could make the shop
 * call SSLCommerz as often as they post, from the shop's own credentials.
 */

/** Notices per client address in a minute: far above what a shop's payments send (SSLCOMMERZ_NOTICES_PER_MINUTE). */
const noticesPerAddress = (): RateLimitRule => ({
  name: "sslcommerz-notices",
  limit: env().SSLCOMMERZ_NOTICES_PER_MINUTE,
  windowSeconds: 60,
});

/** Counts the notice against its address; a 429 past the limit (SSLCommerz sends an IPN again later). */
export async function countNotice(request: Request): Promise<void> {
  if (!(await hit(noticesPerAddress(), clientAddress(request))))
    throw rateLimited(apiMessage("payments.tooManyNotices"));
}

/** SSLCommerz signs every notice it sends: an unsigned or wrongly signed one is refused (400). */
export function assertSignedNotice(fields: Record<string, string>, storePassword: string): void {
  const signature = checkNoticeSignature(fields, storePassword);
  if (signature === "unsigned") throw invalid(apiMessage("payments.noticeUnsigned"));
  if (signature === "invalid") throw invalid("The notice's signature is not valid.");
}
