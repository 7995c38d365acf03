/**
 * A cookie that says "this browser may have a session", so a page asks /api/auth/session only
 * then, and a signed-out visitor's first visit makes no request for it. Not a secret and worth
 * nothing: scripts may read it (the session cookie itself is httpOnly), and anyone may forge it,
 * which only costs them that request. Pages and handlers check the real session, never this.
 * The server sets and deletes it beside the session cookie (lib/auth/session-hint.ts).
 */
export const SESSION_HINT_COOKIE = "session-hint";

export function hasSessionHint(cookieHeader: string): boolean {
  return cookieHeader.split(/;\s*/).some((cookie) => cookie.startsWith(`${SESSION_HINT_COOKIE}=`));
}
