import "server-only";

import { apiMessage, invalid } from "@/lib/errors";
import { hashPassword } from "@/lib/auth/password";
import { admitFromAddress } from "@/lib/auth/password-attempts";
import { hit, type RateLimitRule } from "@/lib/auth/rate-limit";
import { preferredLocale } from "@/lib/api/locale";
import { defaultLocale, isLocale } from "@/lib/i18n/locales";
import { consumeToken, createToken, deleteTokens } from "@/lib/data/tokens";
import { findUserByEmail, replacePassword } from "@/lib/data/users";
import { linkMessageKey, resetPasswordMessage } from "@/lib/messages/account-messages";
import { queueEmail } from "@/lib/messages/outbox";

const RESET_LINK_TTL_MS = 60 * 60_000;

/** Reset mails per account: enough for a rider who lost the first one, too few to flood a mailbox. */
const resetMailsPerAccount: RateLimitRule = { name: "reset-mails", limit: 5, windowSeconds: 60 * 60 };

export const RESET_REQUESTED = apiMessage("auth.resetRequested");
const RESET_LINK_INVALID = apiMessage("auth.resetLinkInvalid");

/**
 * "Forgot password?": mails a one-hour, single-use link to the account's address. The
 * caller learns nothing about whether the address has an account (the route answers the same
 * either way); requests count against the address's allowance like logins, and reset mails
 * per account are capped, so nobody floods a rider's inbox.
 */
export async function requestPasswordReset(request: Request, email: string): Promise<void> {
  await admitFromAddress(request);
  const user = await findUserByEmail(email);
  if (!user || !(await hit(resetMailsPerAccount, email))) return;
  const token = await createToken("reset-password", user.email, RESET_LINK_TTL_MS);
  // In the account's language; one that never chose gets the language the request was made in.
  const locale = isLocale(user.locale)
    ? user.locale
    : (preferredLocale(request.headers.get("accept-language")) ?? defaultLocale);
  // The token is the message's secret: the outbox keeps it sealed, and only until the mail is sent.
  await queueEmail(
    linkMessageKey("reset", token),
    resetPasswordMessage(user.email, user.name || user.email, token, locale),
    [token],
  );
}

/**
 * Sets the new password from a reset link: the link works once (used up atomically, and
 * every other reset link of the account with it), the password follows the sign-up rules
 * (the route's schema), and every session of the account ends.
 */
export async function resetPassword(request: Request, token: string, password: string): Promise<void> {
  await admitFromAddress(request);
  const email = await consumeToken("reset-password", token);
  if (!email) throw invalid(RESET_LINK_INVALID, { token: RESET_LINK_INVALID });
  await deleteTokens("reset-password", email);
  if (!(await replacePassword(email, await hashPassword(password))))
    throw invalid(RESET_LINK_INVALID, { token: RESET_LINK_INVALID });
}
