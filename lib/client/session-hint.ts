import { hasSessionHint, SESSION_HINT_COOKIE } from "@/lib/auth/session-hint-cookie";

/** Whether this browser holds the session hint (lib/auth/session-hint-cookie.ts). */
export const sessionHinted = (): boolean => hasSessionHint(document.cookie);

/** Drops a hint with no session behind it (forged, or left by a session ended elsewhere). */
export function forgetSessionHint(): void {
  document.cookie = `${SESSION_HINT_COOKIE}=; Path=/; Max-Age=0`;
}

/**
 * Calls `onSet` when the hint is set without a page load (a sign-in in another tab, proxy.ts giving
 * an older session its hint), where the Cookie Store API exists; returns the unsubscribe function.
 * Deletions are left to the page load that follows a sign-out.
 */
export function onSessionHintSet(onSet: () => void): () => void {
  const cookies = window.cookieStore;
  if (!cookies) return () => {};
  const onChange = (event: CookieChangeEvent) => {
    if (event.changed.some((cookie) => cookie.name === SESSION_HINT_COOKIE)) onSet();
  };
  cookies.addEventListener("change", onChange);
  return () => cookies.removeEventListener("change", onChange);
}
