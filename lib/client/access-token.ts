/**
 * The API token the specification stores after login (`accessToken`). It is short-lived
 * and only identifies the user; the session cookie is the fallback when it expires.
 */
const KEY = "accessToken";

export function getAccessToken(): string | null {
  try {
    return window.localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function storeAccessToken(token: string): void {
  try {
    window.localStorage.setItem(KEY, token);
  } catch {
    // Storage may be disabled (private mode); the session cookie still works.
  }
}

export function clearAccessToken(): void {
  try {
    window.localStorage.removeItem(KEY);
  } catch {
    // Nothing stored, nothing to remove.
  }
}
