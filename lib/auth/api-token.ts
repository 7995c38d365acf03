import "server-only";

import { SignJWT, jwtVerify } from "jose";

import { authSecret } from "@/lib/auth/secret";

/**
 * Short-lived bearer tokens for the API (the spec's `accessToken`). They only say who
 * the caller is; what they may do is decided from the database on every request.
 */
const ISSUER = "motoforge-shop";
const AUDIENCE = "motoforge-api";
const API_TOKEN_TTL_SECONDS = 60 * 60;

async function signingKey() {
  // Derived, so the session cookie's key and the API token's key never coincide.
  const material = new TextEncoder().encode(`api-token:${authSecret()}`);
  return new Uint8Array(await crypto.subtle.digest("SHA-256", material));
}

export async function issueApiToken(email: string): Promise<string> {
  return new SignJWT({ email })
    .setProtectedHeader({ alg: "HS256" })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setSubject(email)
    .setIssuedAt()
    .setExpirationTime(`${API_TOKEN_TTL_SECONDS}s`)
    .sign(await signingKey());
}

/** The email a valid token was issued to, or null for anything forged, expired or malformed. */
export async function verifyApiToken(token: string): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, await signingKey(), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ["HS256"],
    });
    return typeof payload.sub === "string" ? payload.sub : null;
  } catch {
    return null;
  }
}
