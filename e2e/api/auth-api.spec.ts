import bcrypt from "bcryptjs";

import { expect, test } from "../fixtures";
import { adminAccount, logIn, newAccount, signUp } from "../support/accounts";
import { withDb } from "../support/db";

/** Every account call, tried by someone who may not make it. */
test.describe("account API access rules", () => {
  test("anonymous callers get 401 for every protected call", async ({ playwright, baseURL }) => {
    const anonymous = await playwright.request.newContext({ baseURL });
    const someone = encodeURIComponent("someone@e2e.test");
    expect((await anonymous.get("/api/user")).status()).toBe(401);
    expect((await anonymous.put(`/api/user/admin/${someone}`)).status()).toBe(401);
    expect((await anonymous.get(`/api/admin/${someone}`)).status()).toBe(401);
    expect((await anonymous.put(`/api/user/${someone}`, { data: { email: "someone@e2e.test" } })).status()).toBe(401);
    await anonymous.dispose();
  });

  test("a customer gets 403 for admin calls and for other people's records", async ({ request }) => {
    await signUp(request);
    const other = encodeURIComponent(adminAccount.email);
    expect((await request.get("/api/user")).status()).toBe(403);
    expect((await request.put(`/api/user/admin/${other}`)).status()).toBe(403);
    expect((await request.get(`/api/admin/${other}`)).status()).toBe(403);
    expect((await request.put(`/api/user/${other}`, { data: { email: adminAccount.email } })).status()).toBe(403);
  });

  test("a token is issued for one's own email only, and works as a Bearer token", async ({
    request,
    playwright,
    baseURL,
  }) => {
    const account = await signUp(request);
    const response = await request.put(`/api/user/${encodeURIComponent(account.email)}`, {
      data: { email: account.email },
    });
    expect(response.status()).toBe(200);
    const { token } = (await response.json()) as { token: string };
    expect(token.split(".")).toHaveLength(3);

    const bearerOnly = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { Authorization: `Bearer ${token}` },
    });
    const lookup = await bearerOnly.get(`/api/admin/${encodeURIComponent(account.email)}`);
    expect(await lookup.json()).toEqual({ admin: false });
    expect((await bearerOnly.get("/api/user")).status()).toBe(403);
    await bearerOnly.dispose();

    const forged = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { Authorization: `Bearer ${token.slice(0, -4)}AAAA` },
    });
    expect((await forged.get(`/api/admin/${encodeURIComponent(account.email)}`)).status()).toBe(401);
    await forged.dispose();
  });

  test("the user list is for admins and never contains a secret", async ({ request }) => {
    await logIn(request, adminAccount);
    const response = await request.get("/api/user");
    expect(response.status()).toBe(200);
    const users = (await response.json()) as Record<string, unknown>[];
    expect(users.some((user) => user.email === adminAccount.email && user.role === "admin")).toBe(true);
    const text = JSON.stringify(users);
    expect(text).not.toContain("passwordHash");
    expect(text).not.toMatch(/\$2[aby]\$|\$argon2/);
  });

  test("a new admin's rights apply at once", async ({ request, playwright, baseURL }) => {
    const customer = await signUp(request);
    expect((await request.get("/api/user")).status()).toBe(403);

    const admin = await playwright.request.newContext({ baseURL });
    await logIn(admin, adminAccount);
    const made = await admin.put(`/api/user/admin/${encodeURIComponent(customer.email)}`);
    expect(await made.json()).toEqual({ modifiedCount: 1 });
    const again = await admin.put(`/api/user/admin/${encodeURIComponent(customer.email)}`);
    expect(await again.json()).toEqual({ modifiedCount: 0 });
    expect((await admin.put(`/api/user/admin/${encodeURIComponent("nobody@e2e.test")}`)).status()).toBe(404);
    await admin.dispose();

    expect((await request.get("/api/user")).status()).toBe(200);
    expect(await (await request.get(`/api/admin/${encodeURIComponent(customer.email)}`)).json()).toEqual({
      admin: true,
    });
  });

  test("repeated wrong passwords for one account are answered with 429", async ({ request }) => {
    const account = await signUp(request);
    const attempt = () => request.post("/api/login", { data: { email: account.email, password: "wrong-password" } });
    for (let i = 0; i < 10; i++) expect((await attempt()).status()).toBe(401);
    const limited = await attempt();
    expect(limited.status()).toBe(429);
    expect(await limited.json()).toEqual({ error: "Too many attempts. Please wait a few minutes and try again." });
    // Even the right password waits until the window is over.
    const right = await request.post("/api/login", { data: { email: account.email, password: account.password } });
    expect(right.status()).toBe(429);
  });

  test("a password hashed with bcrypt before argon2id signs in, once, into an argon2id hash", async ({ request }) => {
    const account = await signUp(request);
    const storedHash = () =>
      withDb(async (db) => (await db.collection("users").findOne({ email: account.email }))?.passwordHash as string);
    const legacy = bcrypt.hashSync(account.password, 4);
    await withDb((db) =>
      db.collection("users").updateOne({ email: account.email }, { $set: { passwordHash: legacy } }),
    );
    const login = (password: string) => request.post("/api/login", { data: { email: account.email, password } });

    // A wrong password leaves the old hash alone.
    expect((await login("wrong-password")).status()).toBe(401);
    expect(await storedHash()).toBe(legacy);

    const first = await login(account.password);
    expect(first.status()).toBe(200);
    const upgraded = await storedHash();
    expect(upgraded).toMatch(/^\$argon2id\$/);
    // The same password, so the session just made goes on.
    expect((await (await request.get("/api/auth/session")).json()).user.email).toBe(account.email);

    expect((await login(account.password)).status()).toBe(200);
    expect(await storedHash()).toBe(upgraded);
  });

  test("bad input is a 400 with a message per field, never a 500", async ({ request }) => {
    const malformed = await request.post("/api/login", {
      headers: { "Content-Type": "application/json" },
      data: Buffer.from("{not json"),
    });
    expect(malformed.status()).toBe(400);
    expect(await malformed.json()).toEqual({ error: "The request body is not valid JSON." });

    const operators = await request.post("/api/login", { data: { email: { $gt: "" }, password: { $ne: null } } });
    expect(operators.status()).toBe(400);
    expect(await operators.json()).toMatchObject({
      fields: { email: "Email is required", password: "password is required" },
    });

    const empty = await request.post("/api/signup", { data: {} });
    expect(await empty.json()).toMatchObject({
      fields: { name: "Name is required", email: "Email is required", password: "password is required" },
    });

    const huge = await request.post("/api/signup", { data: { ...newAccount(), name: "x".repeat(100_000) } });
    expect(huge.status()).toBe(413);

    // Who is asking comes first: a stranger learns nothing from the validation.
    expect((await request.get("/api/admin/not-an-email")).status()).toBe(401);
    await signUp(request);
    expect((await request.get("/api/admin/not-an-email")).status()).toBe(400);
  });

  test("a cookie-authenticated write from another site is refused", async ({ request }) => {
    const account = await signUp(request);
    const response = await request.put(`/api/user/${encodeURIComponent(account.email)}`, {
      data: { email: account.email },
      headers: { Origin: "https://evil.example" },
    });
    expect(response.status()).toBe(403);
  });
});
