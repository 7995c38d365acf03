import type { APIRequestContext } from "@playwright/test";

import { expect, test } from "../fixtures";
import { adminRequest } from "../support/admin-session";
import { newAccount, signUp } from "../support/accounts";
import { withDb } from "../support/db";
import { linkIn, waitForMail } from "../support/messages";

const forgot = (request: APIRequestContext, data: unknown) => request.post("/api/password/forgot", { data });

test.describe("password reset and address proof: nothing to learn, nothing to reuse", () => {
  test("'forgot password' answers the same for an account and a stranger, and mails only the account", async ({
    request,
  }) => {
    const account = await signUp(request);
    const known = await forgot(request, { email: account.email.toUpperCase() });
    const unknown = await forgot(request, { email: newAccount("nobody").email });
    expect(known.status()).toBe(200);
    expect(unknown.status()).toBe(200);
    expect(await unknown.json()).toEqual(await known.json());
    await waitForMail(account.email, "Reset your MotoForge password");
  });

  test("header injection, a malformed or huge body are refused and send nothing", async ({ request }) => {
    const account = await signUp(request);
    // What was queued, not what has arrived yet: the outbox itself.
    const resetMails = () =>
      withDb((db) => db.collection("outbox").countDocuments({ to: account.email, subject: /^Reset your/ }));
    for (const email of [`${account.email}\r\nBcc: everyone@example.com`, `${account.email}%0ABcc:x@y.z`, "", 42]) {
      expect((await forgot(request, { email })).status(), JSON.stringify(email)).toBe(400);
    }
    expect((await request.post("/api/password/forgot", { data: "x".repeat(100_000) })).status()).toBe(413);
    expect(await resetMails()).toBe(0);
  });

  test("a reset link works once, within the rules, and not for a weak password", async ({ request }) => {
    const account = await signUp(request);
    await forgot(request, { email: account.email });
    const token = new URL(
      linkIn(await waitForMail(account.email, "Reset your MotoForge password"), "/reset-password?token="),
    ).searchParams.get("token")!;
    const reset = (data: unknown) => request.post("/api/password/reset", { data });

    expect((await reset({ token: "short", password: "good-password-1" })).status()).toBe(400);
    expect((await reset({ token: "A".repeat(43), password: "good-password-1" })).status()).toBe(400);
    const weak = await reset({ token, password: "12345" });
    expect(weak.status()).toBe(400);
    expect((await weak.json()).fields).toEqual({ password: "password min length 6 caractor" });
    expect((await reset({ token, password: "good-password-1" })).status()).toBe(200);
    expect((await reset({ token, password: "good-password-2" })).status()).toBe(400);
    const login = await request.post("/api/login", { data: { email: account.email, password: "good-password-1" } });
    expect(login.status()).toBe(200);
  });

  test("an address is proven only by its own account: a link opened signed in as another stays unused", async ({
    request,
    playwright,
    baseURL,
  }) => {
    const owner = await signUp(request);
    const link = linkIn(await waitForMail(owner.email, "Confirm your e-mail address"), "/verify-email?token=");
    const stranger = await playwright.request.newContext({ baseURL });
    await signUp(stranger, newAccount("stranger"));
    expect(await (await stranger.get(link)).text()).toContain("Signed in as someone else");
    expect(await (await request.get(link)).text()).toContain("Your address is confirmed");
    await stranger.dispose();
  });

  test("only the admin may resend a message", async ({ request }) => {
    await signUp(request);
    const id = encodeURIComponent("order:000000000000000000000000:placed:email");
    expect((await request.post(`/api/outbox/${id}/resend`)).status()).toBe(403);
    const admin = await adminRequest();
    expect((await admin.post(`/api/outbox/${id}/resend`)).status()).toBe(409);
    await admin.dispose();
  });
});
