import "server-only";

import { consumeToken, createToken, peekToken } from "@/lib/data/tokens";
import { markEmailVerified } from "@/lib/data/users";
import { defaultLocale, type Locale } from "@/lib/i18n/locales";
import { linkMessageKey, verifyEmailMessage } from "@/lib/messages/account-messages";
import { queueEmail } from "@/lib/messages/outbox";

const VERIFY_LINK_TTL_MS = 7 * 24 * 60 * 60_000;

/** Mails a new password account a link that proves its address (valid for a week), in the language it signed up in. */
export async function sendVerificationLink(email: string, name: string, locale: Locale = defaultLocale): Promise<void> {
  const token = await createToken("verify-email", email, VERIFY_LINK_TTL_MS);
  // The token is the message's secret: the outbox keeps it sealed, and only until the mail is sent.
  await queueEmail(linkMessageKey("verify", token), verifyEmailMessage(email, name, token, locale), [token]);
}

export type VerificationResult = "verified" | "invalid" | "other-account";

/**
 * Follows a verification link. It counts only when opened signed in as the account it was
 * mailed for: otherwise a stranger who signed up with someone else's address (an
 * ADMIN_EMAILS one, say) would have it proven by the owner's innocent click. The link is used
 * up only when it counts.
 */
export async function verifyEmail(token: string, signedInEmail: string): Promise<VerificationResult> {
  const email = await peekToken("verify-email", token);
  if (!email) return "invalid";
  if (email !== signedInEmail.toLowerCase()) return "other-account";
  if ((await consumeToken("verify-email", token)) !== email) return "invalid";
  await markEmailVerified(email);
  return "verified";
}
