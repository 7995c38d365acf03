import { OAuth2Server } from "oauth2-mock-server";

/** The one Google account the local OIDC server signs everybody in as. */
export const googleIdentity = {
  sub: "google-oauth2|e2e-rider",
  email: "google.rider@e2e.test",
  name: "Google Rider",
} as const;

/**
 * A local OpenID Connect provider standing in for Google: the app's Google provider is
 * pointed at it with AUTH_GOOGLE_ISSUER, so sign-in runs the real OIDC code flow offline.
 */
export async function startGoogleDouble(clientId: string) {
  const server = new OAuth2Server();
  await server.issuer.keys.generate("RS256");
  const claims = { ...googleIdentity, email_verified: true };
  server.service.on("beforeTokenSigning", (token) => {
    Object.assign(token.payload, claims, { aud: clientId });
  });
  server.service.on("beforeUserinfo", (response) => {
    response.body = claims;
  });
  await server.start(0, "127.0.0.1");
  const issuer = server.issuer.url;
  if (!issuer) throw new Error("The OIDC double did not report its issuer URL");
  return { issuer, close: () => server.stop() };
}
