import { request, type APIRequestContext, type BrowserContext } from "@playwright/test";

import { adminAccount, logIn } from "./accounts";

type StorageState = Awaited<ReturnType<APIRequestContext["storageState"]>>;

let session: Promise<StorageState> | undefined;

/**
 * The admin's session cookie, logged in once per worker: login attempts are rate limited
 * per address, and the whole suite shares one, so admin tests reuse a session.
 */
function adminSession(): Promise<StorageState> {
  session ??= (async () => {
    const context = await request.newContext({ baseURL: process.env.E2E_BASE_URL });
    try {
      await logIn(context, adminAccount);
      return await context.storageState();
    } finally {
      await context.dispose();
    }
  })();
  return session;
}

/** A fresh API context signed in as the admin. */
export async function adminRequest(): Promise<APIRequestContext> {
  return request.newContext({ baseURL: process.env.E2E_BASE_URL, storageState: await adminSession() });
}

/** Signs a browser context (and its pages and `page.request`) in as the admin. */
export async function signInAsAdmin(context: BrowserContext): Promise<void> {
  await context.addCookies((await adminSession()).cookies);
}
