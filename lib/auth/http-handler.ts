import "server-only";

import { Auth, setEnvDefaults } from "@auth/core";

import { privateByDefault } from "@/lib/api/route";
import { authConfig } from "@/lib/auth/config";
import { authSecret } from "@/lib/auth/secret";
import { withSessionHint } from "@/lib/auth/session-hint";
import { env } from "@/lib/env";

/**
 * The origin shoppers reach the shop at: AUTH_URL's when set, else the host the request was
 * made to (server.ts lets a forwarded host through only from a trusted proxy).
 */
function publicOrigin(request: Request): string {
  const { AUTH_URL } = env();
  if (AUTH_URL) return new URL(AUTH_URL).origin;
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  const protocol = request.headers.get("x-forwarded-proto") ?? new URL(request.url).protocol.slice(0, -1);
  return `${protocol}://${host}`;
}

/**
 * Auth.js's endpoints (/api/auth/*). next-auth's own handlers pass the request through
 * NextRequest, which renames loopback hosts to "localhost", so a shop at 127.0.0.1 sent
 * Google a redirect_uri on localhost, and its PKCE cookie never came back. This hands
 * Auth.js a plain Request at the public origin, so every URL it builds is the shop's.
 */
export async function handleAuthRequest(request: Request): Promise<Response> {
  const { pathname, search } = new URL(request.url);
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  const atPublicOrigin = new Request(new URL(pathname + search, publicOrigin(request)), {
    method: request.method,
    headers: request.headers,
    body: hasBody ? await request.arrayBuffer() : undefined,
  });
  // The defaults next-auth would apply: its base path, the secret, and Auth.js's own reading
  // of its variables (AUTH_TRUST_HOST and the like), which it does from process.env itself.
  const config = { ...authConfig(), basePath: "/api/auth", secret: authSecret() };
  setEnvDefaults(process.env, config, true);
  return privateByDefault(withSessionHint(await Auth(atPublicOrigin, config)));
}
