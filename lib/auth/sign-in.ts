import "server-only";

import { AuthError } from "next-auth";

import { HttpError } from "@/lib/api/errors";
import { signIn } from "@/lib/auth";
import { attemptsPerIp, clientIp, failuresPerEmail, hit, isLimited } from "@/lib/auth/rate-limit";
import { texts } from "@/config/texts";

/** Refuses the attempt with 429 when this address or this account has had too many. */
export async function guardAttempt(request: Request, email: string): Promise<void> {
  const withinIpLimit = await hit(attemptsPerIp, clientIp(request));
  if (!withinIpLimit || (await isLimited(failuresPerEmail, email))) throw new HttpError(429, texts.auth.rateLimited);
}

/** Signs in with email and password, setting the session cookie; a wrong pair is a 401 that does not say which half was wrong. */
export async function signInWithPassword(email: string, password: string): Promise<void> {
  try {
    await signIn("credentials", { email, password, redirect: false });
  } catch (error) {
    if (error instanceof AuthError && error.type === "CredentialsSignin") {
      await hit(failuresPerEmail, email);
      throw new HttpError(401, texts.auth.wrongCredentials);
    }
    throw error;
  }
}
