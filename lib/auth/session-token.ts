import { getToken } from "next-auth/jwt";

import { authSecret } from "@/lib/auth/secret";

/**
 * The email in the request's Auth.js session cookie, or null. Auth.js names the cookie
 * `__Secure-…` when the shop is served over HTTPS, which a TLS-terminating load balancer
 * may hide from us, so both names are tried.
 */
export async function sessionEmail(request: Request): Promise<string | null> {
  const secret = authSecret();
  for (const secureCookie of [true, false]) {
    const token = await getToken({ req: request, secret, secureCookie });
    if (typeof token?.email === "string") return token.email;
  }
  return null;
}
