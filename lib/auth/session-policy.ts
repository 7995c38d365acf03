import "server-only";

/**
 * How long a sign-in lasts. The session cookie slides (each visit renews it for another
 * SESSION_IDLE_SECONDS) and API tokens are renewed from it, but neither outlives
 * SESSION_MAX_SECONDS after the password or Google check that began the session.
 */
export const SESSION_IDLE_SECONDS = 7 * 24 * 60 * 60;
export const SESSION_MAX_SECONDS = 30 * 24 * 60 * 60;
export const API_TOKEN_TTL_SECONDS = 60 * 60;

/** What a session cookie or API token says about its holder, once its signature checks out. */
export type SessionClaims = {
  email: string;
  /** The user's session version when they signed in; signing out anywhere moves it on. */
  sessionVersion: number;
  /** Seconds since the epoch of the sign-in that began this session. */
  signedInAt: number;
  /**
   * The session cookie's word, as of its last renewal, that the user is an admin: enough for
   * proxy.ts to pick a redirect without the database, never for a decision (lib/auth/access.ts).
   */
  admin?: true;
};

export const nowInSeconds = () => Math.floor(Date.now() / 1000);

/** When a session begun at `signedInAt` ends for good, however often it is renewed. */
export const sessionEndsAt = (signedInAt: number) => signedInAt + SESSION_MAX_SECONDS;

function sessionOutlived(signedInAt: number, now = nowInSeconds()): boolean {
  return now >= sessionEndsAt(signedInAt);
}

/** The claims in a decoded token, or null when one is missing or of the wrong type. */
export function claimsFrom(token: Record<string, unknown> | null | undefined): SessionClaims | null {
  const email = token?.email;
  const sessionVersion = token?.sessionVersion;
  const signedInAt = token?.signedInAt;
  if (typeof email !== "string" || typeof sessionVersion !== "number" || typeof signedInAt !== "number") return null;
  if (sessionOutlived(signedInAt)) return null;
  return { email, sessionVersion, signedInAt, ...(token?.admin === true && { admin: true }) };
}
