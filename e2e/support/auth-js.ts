import type { APIRequestContext } from "@playwright/test";

/** Auth.js's REST API as a browser without our client code would call it (tests of the raw endpoints). */
async function csrfToken(request: APIRequestContext): Promise<string> {
  const { csrfToken: token } = (await (await request.get("/api/auth/csrf")).json()) as { csrfToken: string };
  return token;
}

/**
 * Runs the whole Google sign-in against the OIDC double, following every redirect, as the
 * account `email` (the double signs in whomever the login hint names). Returns the final URL.
 */
export async function signInWithGoogle(request: APIRequestContext, email: string, callbackUrl = "/dashboard") {
  const response = await request.post(`/api/auth/signin/google?login_hint=${encodeURIComponent(email)}`, {
    form: { csrfToken: await csrfToken(request), callbackUrl },
  });
  return new URL(response.url());
}

/** Auth.js's own password endpoint, which the shop's forms do not use but anyone can call. */
export async function postCredentials(
  request: APIRequestContext,
  { email, password }: { email: string; password: string },
  headers: Record<string, string> = {},
) {
  return request.post("/api/auth/callback/credentials", {
    form: { csrfToken: await csrfToken(request), email, password, callbackUrl: "/" },
    headers,
    maxRedirects: 0,
  });
}

export async function signOut(request: APIRequestContext) {
  return request.post("/api/auth/signout", { form: { csrfToken: await csrfToken(request), callbackUrl: "/" } });
}
