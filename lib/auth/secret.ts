import "server-only";

import { env } from "@/lib/env";

/** The key Auth.js signs sessions with; the API's bearer tokens are signed with a key derived from it. */
export function authSecret(): string {
  const secret = env().AUTH_SECRET;
  if (!secret) throw new Error("AUTH_SECRET is not set. See .env.example.");
  return secret;
}
