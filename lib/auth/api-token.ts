import "server-only";

import { SignJWT, jwtVerify } from "jose";

import { authSecret } from "@/lib/auth/secret";
import {
  API_TOKEN_TTL_SECONDS,
  claimsFrom,
  nowInSeconds,
  sessionEndsAt,
  type SessionClaims,
} from "@/lib/auth/session-policy";

/**
 * Short-lived bearer tokens for the API (the spec's `accessToken`). They only say who the
 * caller is and which sign-in they come from; what they may do, and whether that sign-in
 * has ended, is decided from the database on every request.
 */
const ISSUER = "motoforge-shop";
const AUDIENCE = "motoforge-api";

async function signingKey() {
  // Derived, so the session cookie's key and the API token's key never coincide.
  const material = new TextEncoder().encode(`api-token:${authSecret()}`);
  return new Uint8Array(await crypto.subtle.digest("SHA-256", material));
}

/** A token for the session these claims come from; it never outlives that session. */
export async function issueApiToken({ email, sessionVersion, signedInAt }: SessionClaims): Promise<string> {
  const expiresAt = Math.min(nowInSeconds() + API_TOKEN_TTL_SECONDS, sessionEndsAt(signedInAt));
  return new SignJWT({ email, sessionVersion, signedInAt })
    .setProtectedHeader({ alg: "HS256" })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setSubject(email)
    .setIssuedAt()
    .setExpirationTime(expiresAt)
    .sign(await signingKey());
}

/** The claims of a valid token, or null for anything forged, expired, without `exp` or malformed. */
export async function verifyApiToken(token: string): Promise<SessionClaims | null> {
  try {
    const { payload } = await jwtVerify(token, await signingKey(), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ["HS256"],
      requiredClaims: ["exp", "sub"],
    });
    const claims = claimsFrom(payload);
    return claims && claims.email === payload.sub ? claims : null;
  } catch {
    return null;
  }
}
