import { expect, test } from "../fixtures";
import { adminRequest } from "../support/admin-session";
import { signUp } from "../support/accounts";
import { withDb } from "../support/db";
import { linkIn, waitForMail } from "../support/messages";

/**
 * Someone holding a copy of the database, taken after a sign-up and a reset request, finds
 * nothing there that the reset, verification or API endpoints take: the outbox keeps links'
 * tokens sealed only until the mail is sent, and `tokens` only their hashes. The mails still
 * arrive with links that work, and the admin cannot resend a mail whose link is gone.
 */
test("a copy of the database opens no account; the mails' own links do", async ({ request }) => {
  const account = await signUp(request);
  expect((await request.post("/api/password/forgot", { data: { email: account.email } })).status()).toBe(200);
  const verifyMail = await waitForMail(account.email, "Confirm your e-mail address");
  const resetMail = await waitForMail(account.email, "Reset your MotoForge password");
  // The mail server can hold a mail before the outbox has marked it sent: copy once both are settled.
  await expect
    .poll(() =>
      withDb((db) =>
        db.collection("outbox").countDocuments({ to: account.email, status: { $in: ["pending", "sending"] } }),
      ),
    )
    .toBe(0);

  const copy = await withDb(async (db) => {
    const [outbox, tokens, users] = await Promise.all([
      db.collection("outbox").find({ to: account.email }).toArray(),
      db.collection("tokens").find({ email: account.email }).toArray(),
      db.collection("users").find({ email: account.email }).toArray(),
    ]);
    expect(outbox.map((message) => [message.status, message.secrets])).toEqual([
      ["sent", undefined],
      ["sent", undefined],
    ]);
    return JSON.stringify({ outbox, tokens, users });
  });
  const candidates = new Set(copy.match(/[A-Za-z0-9_-]{20,}/g) ?? []);
  for (const url of copy.match(/https?:\/\/[^\s"'<>\\]+/g) ?? []) {
    const token = new URL(url).searchParams.get("token");
    if (token) candidates.add(token);
  }
  expect(candidates.size).toBeGreaterThan(3);
  for (const candidate of candidates) {
    const reset = await request.post("/api/password/reset", { data: { token: candidate, password: "taken-over-1" } });
    expect(reset.status(), candidate).toBe(400);
    const verify = await request.get(`/verify-email?token=${encodeURIComponent(candidate)}`);
    expect(await verify.text(), candidate).toContain("This link does not work");
    // A masked link's placeholder (⟦hidden 1⟧) cannot even be sent as a header.
    if (!/^[\w-]+$/.test(candidate)) continue;
    const asBearer = await request.get(`/api/myProfile?email=${encodeURIComponent(account.email)}`, {
      headers: { authorization: `Bearer ${candidate}` },
    });
    expect(asBearer.status(), candidate).toBe(401);
  }

  const admin = await adminRequest();
  const sentReset = await withDb((db) =>
    db.collection<{ _id: string }>("outbox").findOne({ to: account.email, subject: /^Reset your/ }),
  );
  const resend = await admin.post(`/api/outbox/${encodeURIComponent(sentReset!._id)}/resend`);
  expect(resend.status()).toBe(409);
  expect((await resend.json()).error).toMatch(/one-time link or code/);
  await admin.dispose();

  expect(await (await request.get(linkIn(verifyMail, "/verify-email?token="))).text()).toContain(
    "Your address is confirmed",
  );
  const token = new URL(linkIn(resetMail, "/reset-password?token=")).searchParams.get("token")!;
  const reset = await request.post("/api/password/reset", { data: { token, password: "new-password-1" } });
  expect(reset.status()).toBe(200);
});
