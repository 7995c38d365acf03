/**
 * The browser side of Auth.js, written small: the shop's page shell needs only these four
 * calls, and next-auth/react would add its whole client to every page's first load.
 * They follow Auth.js's REST API (https://authjs.dev/reference/core#rest-api).
 */
const BASE = "/api/auth";

export type ClientSession = { user: { name: string | null; email: string } };

export async function fetchSession(): Promise<ClientSession | null> {
  const response = await fetch(`${BASE}/session`, { cache: "no-store" });
  const body = (await response.json()) as { user?: { name?: string | null; email?: string | null } } | null;
  const email = body?.user?.email;
  return email ? { user: { name: body.user?.name ?? null, email } } : null;
}

async function csrfToken(): Promise<string> {
  const { csrfToken: token } = (await (await fetch(`${BASE}/csrf`)).json()) as { csrfToken: string };
  return token;
}

/** POSTs an Auth.js action the way its own client does, and returns where Auth.js says to go. */
async function postAction(path: string, callbackUrl: string): Promise<string> {
  const response = await fetch(`${BASE}/${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Auth-Return-Redirect": "1" },
    body: new URLSearchParams({ csrfToken: await csrfToken(), callbackUrl }),
  });
  const { url } = (await response.json()) as { url?: string };
  return url ?? callbackUrl;
}

/** Starts Google sign-in: Auth.js answers with the provider's authorisation URL. */
export async function signInWithGoogle(callbackUrl: string): Promise<void> {
  window.location.assign(await postAction("signin/google", callbackUrl));
}

export async function signOutOfAuth(callbackUrl = "/"): Promise<void> {
  window.location.assign(await postAction("signout", callbackUrl));
}

/** Asks Auth.js to re-issue the session cookie with a new display name (its `update` trigger). */
export async function updateSessionName(name: string): Promise<ClientSession | null> {
  await fetch(`${BASE}/session`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ csrfToken: await csrfToken(), data: { name } }),
  });
  return fetchSession();
}
