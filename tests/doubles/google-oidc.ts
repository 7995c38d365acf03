import type { IncomingMessage } from "node:http";

import { OAuth2Server } from "oauth2-mock-server";

/** The Google account the local OIDC server signs in as when no address is asked for. */
export const googleIdentity = {
  sub: "google-oauth2|e2e-rider",
  email: "google.rider@e2e.test",
  name: "Google Rider",
} as const;

/** Addresses Google does not vouch for (`email_verified: false`) start with this. */
export const UNVERIFIED_PREFIX = "unverified.";

type Identity = { sub: string; email: string; name: string; email_verified: boolean };

/**
 * The account a sign-in is for: the `login_hint` the shop passed on (tests pick any address
 * that way), else the default rider.
 */
function identityFor(loginHint: unknown): Identity {
  if (typeof loginHint !== "string" || !loginHint) return { ...googleIdentity, email_verified: true };
  return {
    sub: `google-oauth2|${loginHint}`,
    email: loginHint,
    name: loginHint.split("@")[0] ?? loginHint,
    email_verified: !loginHint.startsWith(UNVERIFIED_PREFIX),
  };
}

/**
 * A local OpenID Connect provider standing in for Google: the app's Google provider is
 * pointed at it with AUTH_GOOGLE_ISSUER, so sign-in runs the real OIDC code flow offline.
 */
export async function startGoogleDouble(clientId: string) {
  const server = new OAuth2Server();
  await server.issuer.keys.generate("RS256");
  // Each authorization code remembers whom it was issued for, until the shop redeems it.
  const identityByCode = new Map<string, Identity>();
  server.service.on("beforeAuthorizeRedirect", ({ url }: { url: URL }, req: IncomingMessage & { query: object }) => {
    const code = url.searchParams.get("code");
    if (code) identityByCode.set(code, identityFor((req.query as { login_hint?: unknown }).login_hint));
  });
  server.service.on("beforeTokenSigning", (token, req: IncomingMessage & { body?: { code?: string } }) => {
    const identity = identityByCode.get(req.body?.code ?? "") ?? identityFor(undefined);
    Object.assign(token.payload, identity, { aud: clientId });
  });
  server.service.on("beforeUserinfo", (response, req: IncomingMessage) => {
    // The access token carries the identity's claims too (stamped above).
    const payload = req.headers.authorization?.split(".")[1];
    response.body = payload ? JSON.parse(Buffer.from(payload, "base64url").toString()) : identityFor(undefined);
  });
  await server.start(0, "127.0.0.1");
  const issuer = server.issuer.url;
  if (!issuer) throw new Error("The OIDC double did not report its issuer URL");
  return { issuer, close: () => server.stop() };
}
