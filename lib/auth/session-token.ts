import "server-only";

import { getToken } from "next-auth/jwt";

import { authSecret } from "@/lib/auth/secret";
import { claimsFrom, type SessionClaims } from "@/lib/auth/session-policy";

/**
 * The claims of the request's Auth.js session cookie, or null. Auth.js names the cookie
 * `__Secure-…` when the shop is served over HTTPS, which a TLS-terminating load balancer
 * may hide from us, so both names are tried. Whether the session is still valid (not
 * signed out since) is decided against the database by lib/auth/access.ts.
 */
export async function readSessionClaims(headers: Headers): Promise<SessionClaims | null> {
  const secret = authSecret();
  for (const secureCookie of [true, false]) {
    const claims = claimsFrom(await getToken({ req: { headers }, secret, secureCookie }));
    if (claims) return claims;
  }
  return null;
}
