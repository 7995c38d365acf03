import { hasSessionHint, SESSION_HINT_COOKIE } from "@/lib/auth/session-hint-cookie";

/** Whether this browser holds the session hint (lib/auth/session-hint-cookie.ts). */
export const sessionHinted = (): boolean => hasSessionHint(document.cookie);

/** Drops a hint with no session behind it (forged, or left by a session ended elsewhere). */
export function forgetSessionHint(): void {
  document.cookie = `${SESSION_HINT_COOKIE}=; Path=/; Max-Age=0`;
}
