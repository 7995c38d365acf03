import "server-only";

import { CredentialsSignin } from "@auth/core/errors";

import { apiMessage, rateLimited } from "@/lib/errors";
import { attemptsPerAddress, failuresPerAccountAndAddress, hit, isLimited } from "@/lib/auth/rate-limit";
import { clientAddress } from "@/lib/http/client-address";

/** authorize()'s refusal when the limits are used up; Auth.js passes the code on to the caller. */
export class TooManyAttempts extends CredentialsSignin {
  code = "rate_limited";
}

const accountAtAddress = (email: string, request: Request) => `${email.toLowerCase()} ${clientAddress(request)}`;

/**
 * Called before a password is checked, on every path that checks one (authorize() serves
 * both /api/login and Auth.js's own callback): counts the attempt against the address and
 * refuses it once the address, or this account from this address, has had too many.
 */
export async function admitPasswordCheck(request: Request, email: string): Promise<void> {
  const withinAddressLimit = await hit(attemptsPerAddress(), clientAddress(request));
  if (!withinAddressLimit || (await isLimited(failuresPerAccountAndAddress, accountAtAddress(email, request))))
    throw new TooManyAttempts();
}

export async function recordWrongPassword(request: Request, email: string): Promise<void> {
  await hit(failuresPerAccountAndAddress, accountAtAddress(email, request));
}

/**
 * Counts a sign-up, a reset request or a reset against the address's allowance of attempts (the
 * logins' own), refusing it with 429 once used up.
 */
export async function admitFromAddress(request: Request): Promise<void> {
  if (!(await hit(attemptsPerAddress(), clientAddress(request)))) throw rateLimited(apiMessage("auth.rateLimited"));
}
