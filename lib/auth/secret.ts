import "server-only";

/** The key Auth.js signs sessions with; the API's bearer tokens are signed with a key derived from it. */
export function authSecret(): string {
  const secret = process.env.AUTH_SECRET;
  if (!secret) throw new Error("AUTH_SECRET is not set. See .env.example.");
  return secret;
}
