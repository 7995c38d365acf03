import { expect, test } from "../fixtures";
import { newAccount, signUp } from "../support/accounts";
import { signInWithGoogle } from "../support/auth-js";
import { withDb } from "../support/db";
import { e2eConfig } from "../support/env";
import { UNVERIFIED_PREFIX } from "../../tests/doubles/google-oidc";

/** Anyone can sign up with any address; only Google's word proves who owns it. */
test.describe("Google sign-in and passwords nobody proved", () => {
  test("the owner's Google sign-in removes a squatter's password and ends its sessions", async ({
    playwright,
    baseURL,
  }) => {
    const squatter = await playwright.request.newContext({ baseURL });
    const account = await signUp(squatter, newAccount("owner"));
    const isAdminPath = `/api/admin/${encodeURIComponent(account.email)}`;
    expect((await squatter.get(isAdminPath)).status()).toBe(200);

    const owner = await playwright.request.newContext({ baseURL });
    expect((await signInWithGoogle(owner, account.email)).pathname).toBe("/dashboard");
    expect((await owner.get(isAdminPath)).status()).toBe(200);
    const dashboard = await (await owner.get("/dashboard")).text();
    expect(dashboard).toContain("We removed that password");

    // The squatter's session is over, and the password opens nothing any more.
    expect((await squatter.get(isAdminPath)).status()).toBe(401);
    const login = await squatter.post("/api/login", { data: { email: account.email, password: account.password } });
    expect(login.status()).toBe(401);
    await Promise.all([squatter.dispose(), owner.dispose()]);
  });

  test("an address Google has not verified opens no account", async ({ request }) => {
    const landed = await signInWithGoogle(request, `${UNVERIFIED_PREFIX}${newAccount().email}`);
    expect(landed.pathname).toBe("/login");
    expect(landed.searchParams.get("error")).toBe("AccessDenied");
    expect(await (await request.get("/api/auth/session")).json()).toBeNull();
  });

  test("an ADMIN_EMAILS address signed up with a password is an admin only once Google proves it", async ({
    request,
  }) => {
    const email = e2eConfig.provenAdminEmail;
    await signUp(request, { ...newAccount(), email });
    const isAdmin = async () => ((await (await request.get(`/api/admin/${email}`)).json()) as { admin: boolean }).admin;
    expect(await isAdmin()).toBe(false);

    await signInWithGoogle(request, email);
    expect(await isAdmin()).toBe(true);
  });
});

test("an address Google writes in capitals is one account, stored in lower case", async ({ request }) => {
  const email = newAccount().email;
  const shouted = email.replace(/^[^@]+/, (local) => local.toUpperCase());
  await signInWithGoogle(request, shouted);
  const stored = await withDb((db) =>
    db
      .collection("users")
      .find({ email: { $in: [email, shouted] } })
      .toArray(),
  );
  expect(stored.map((user) => user.email)).toEqual([email]);
  const me = await request.get(`/api/myProfile?email=${encodeURIComponent(email)}`);
  expect(me.status()).toBe(200);
});
