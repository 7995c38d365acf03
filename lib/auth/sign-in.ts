import "server-only";

import { AuthError, CredentialsSignin } from "next-auth";

import { apiMessage, rateLimited, unauthenticated } from "@/lib/errors";
import { signIn } from "@/lib/auth";
import { setSessionHintBesideSessionCookie } from "@/lib/auth/session-hint";

/**
 * Signs in with email and password, setting the session cookie. A wrong pair is a 401 that
 * does not say which half was wrong; too many attempts a 429.
 */
export async function signInWithPassword(email: string, password: string): Promise<void> {
  try {
    await signIn("credentials", { email, password, redirect: false });
    await setSessionHintBesideSessionCookie();
  } catch (error) {
    if (error instanceof CredentialsSignin && error.code === "rate_limited")
      throw rateLimited(apiMessage("auth.rateLimited"));
    if (error instanceof AuthError && error.type === "CredentialsSignin")
      throw unauthenticated(apiMessage("auth.wrongCredentials"));
    throw error;
  }
}
