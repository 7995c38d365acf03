/**
 * The headers every response of the shop carries: next.config.ts sets them on what Next.js sends,
 * and server.ts on the build's files it sends itself (lib/http/static-files.ts).
 *
 * Plain module (no server-only): next.config.ts imports it at build and start.
 */
import type { Env } from "@/lib/env/schema";

import { staticContentSecurityPolicy } from "./content-security-policy";

export function securityHeaders(env: Env): { key: string; value: string }[] {
  return [
    // Pages rendered per request get a stricter, nonce-based policy from proxy.ts.
    { key: "Content-Security-Policy", value: staticContentSecurityPolicy(env) },
    // Browsers honour HSTS only over HTTPS, so plain-HTTP development and tests are unaffected.
    ...(env.NODE_ENV === "production"
      ? [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" }]
      : []),
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
  ];
}
