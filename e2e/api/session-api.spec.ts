import { expect, test } from "../fixtures";
import { signUp } from "../support/accounts";
import { signOut } from "../support/auth-js";

test("after sign-out, a copied session cookie and API token stop working at once", async ({
  playwright,
  baseURL,
  request,
}) => {
  const account = await signUp(request);
  const ownRecord = `/api/admin/${encodeURIComponent(account.email)}`;
  const issued = await request.put(`/api/user/${encodeURIComponent(account.email)}`, {
    data: { email: account.email },
  });
  const { token } = (await issued.json()) as { token: string };
  const copiedCookies = await playwright.request.newContext({ baseURL, storageState: await request.storageState() });
  const copiedToken = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { Authorization: `Bearer ${token}` },
  });
  expect((await copiedCookies.get(ownRecord)).status()).toBe(200);
  expect((await copiedToken.get(ownRecord)).status()).toBe(200);

  await signOut(request);
  expect((await copiedCookies.get(ownRecord)).status()).toBe(401);
  expect((await copiedToken.get(ownRecord)).status()).toBe(401);
  // Renewing the token is refused too.
  const renewal = await copiedToken.put(`/api/user/${encodeURIComponent(account.email)}`, {
    data: { email: account.email },
  });
  expect(renewal.status()).toBe(401);
  await Promise.all([copiedCookies.dispose(), copiedToken.dispose()]);
});
