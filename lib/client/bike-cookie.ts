import { rawBikeCookie } from "@/lib/bikes/cookie";

/**
 * The `bike` cookie as components see it: PUT /api/garage sets it, and whoever made that call
 * says so (`bikeCookieChanged`), so every component showing the bike follows at once.
 */
const listeners = new Set<() => void>();

export function subscribeToBikeCookie(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

/** The cookie's raw text: a string compares equal from one read to the next, as useSyncExternalStore needs. */
export const bikeCookieSnapshot = (): string | null => rawBikeCookie(document.cookie);

export function bikeCookieChanged(): void {
  for (const listener of listeners) listener();
}
