import { BSON } from "mongodb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startServer } from "@motoforge/embedded-db";
import { startSmtpDouble, type SmtpDouble } from "@/tests/doubles/smtp/server";

/**
 * A copy of the database taken while reset and verification mails wait to be sent, and again
 * once they are sent, gives nothing the reset or verification links accept: the outbox keeps
 * the links' tokens sealed until sending and not at all after. The mails themselves still
 * carry links that work, and the admin cannot resend a mail whose link is gone.
 */
describe("account links at rest", () => {
  let database: Awaited<ReturnType<typeof startServer>>;
  let smtp: SmtpDouble;
  const rider = { email: "copy-rider@example.com", name: "Copy Rider" };
  const request = () =>
    new Request("http://shop.test/api/password/forgot", { headers: { "x-motoforge-client-address": "10.1.2.3" } });

  beforeAll(async () => {
    [database, smtp] = await Promise.all([startServer({ port: 0, dbpath: ":memory:" }), startSmtpDouble()]);
    Object.assign(process.env, {
      MONGODB_URI: `${database.uri}/links-at-rest-test`,
      SMTP_URL: smtp.url,
      MAIL_FROM: "MotoForge <shop@motoforge.example>",
      AUTH_SECRET: "links-at-rest-test-secret-0123456789",
      // Every candidate below is one attempt from the same address: refusals must be for the token, not the limit.
      AUTH_RATE_LIMIT_PER_IP: "100000",
    });
    const { createPasswordUser } = await import("@/lib/data/users");
    const { hashPassword } = await import("@/lib/auth/password");
    await createPasswordUser({ ...rider, passwordHash: await hashPassword("old-password-1") });
  });

  afterAll(async () => {
    (await import("@/lib/db/client")).getMongoClient().then((client) => client.close());
    await Promise.all([database.close(), smtp.close()]);
  });

  /** Every document of every collection, as a dump would hold it. */
  async function dump(): Promise<string> {
    const client = await (await import("@/lib/db/client")).getMongoClient();
    const db = client.db();
    const collections = await db.listCollections().toArray();
    const documents = await Promise.all(collections.map(({ name }) => db.collection(name).find({}).toArray()));
    return BSON.EJSON.stringify(documents);
  }

  /** Whatever in the dump could be a link's token: URLs' token parameters and every long URL-safe string. */
  function candidates(copy: string): string[] {
    const found = new Set(copy.match(/[A-Za-z0-9_-]{20,}/g) ?? []);
    for (const url of copy.match(/https?:\/\/[^\s"'<>\\]+/g) ?? []) {
      const token = new URL(url).searchParams.get("token");
      if (token) found.add(token);
    }
    return [...found];
  }

  async function expectNothingAccepted(copy: string) {
    const { resetPassword } = await import("./password-reset");
    const { verifyEmail } = await import("./email-verification");
    const found = candidates(copy);
    expect(found.length).toBeGreaterThan(5);
    for (const candidate of found) {
      await expect(resetPassword(request(), candidate, "taken-over-1"), candidate).rejects.toMatchObject({
        code: "invalid",
      });
      expect(await verifyEmail(candidate, rider.email), candidate).toBe("invalid");
    }
  }

  const tokenIn = (text: string, path: string) =>
    new URL(new RegExp(`https?://\\S+${path}\\?token=\\S+`).exec(text)![0]).searchParams.get("token")!;

  it("holds no usable link while the mails wait, nor once they are sent; the mails' links work", async () => {
    const { requestPasswordReset } = await import("./password-reset");
    const { sendVerificationLink, verifyEmail } = await import("./email-verification");
    const { deliverDueMessages } = await import("@/lib/messages/outbox-worker");
    const { outbox } = await (await import("@/lib/db/collections")).getCollections();

    await smtp.stop();
    await requestPasswordReset(request(), rider.email);
    await sendVerificationLink(rider.email, rider.name);
    await deliverDueMessages();
    const waiting = await outbox.find({ to: rider.email }).toArray();
    expect(waiting).toHaveLength(2);
    for (const message of waiting) {
      expect(message).toMatchObject({ status: "pending", masked: true, secrets: expect.any(String) });
      expect(message.text).toMatch(/\?token=⟦hidden 1⟧/);
      expect(message.html).toMatch(/\?token=⟦hidden 1⟧/);
    }
    await expectNothingAccepted(await dump());

    await smtp.start();
    await outbox.updateMany({ to: rider.email }, { $set: { nextAttemptAt: new Date() } });
    await deliverDueMessages();
    const resetMail = await smtp.waitForMail((mail) => mail.subject === "Reset your MotoForge password");
    const verifyMail = await smtp.waitForMail((mail) => mail.subject === "Confirm your e-mail address for MotoForge");
    const sent = await outbox.find({ to: rider.email }).toArray();
    expect(sent.map((message) => [message.status, message.secrets])).toEqual([
      ["sent", undefined],
      ["sent", undefined],
    ]);
    const copy = await dump();
    await expectNothingAccepted(copy);

    const resetToken = tokenIn(resetMail.text, "/reset-password");
    const verifyToken = tokenIn(verifyMail.text, "/verify-email");
    expect(resetMail.html).toContain(`/reset-password?token=${resetToken}`);
    for (const token of [resetToken, verifyToken]) expect(copy).not.toContain(token);
    expect(await verifyEmail(verifyToken, rider.email)).toBe("verified");
    const { resetPassword } = await import("./password-reset");
    await expect(resetPassword(request(), resetToken, "new-password-1")).resolves.toBeUndefined();
  });

  it("will not resend a mail whose link is gone, but resends one still waiting with it", async () => {
    const { requestPasswordReset } = await import("./password-reset");
    const { deliverDueMessages } = await import("@/lib/messages/outbox-worker");
    const { lostItsSecrets, resendMessage } = await import("@/lib/data/outbox");
    const { outbox } = await (await import("@/lib/db/collections")).getCollections();
    const [sent] = await outbox.find({ to: rider.email, status: "sent", masked: true }).limit(1).toArray();
    expect(await resendMessage(sent!._id)).toBeNull();
    expect(await lostItsSecrets(sent!._id)).toBe(true);

    await smtp.stop();
    await requestPasswordReset(request(), rider.email);
    await deliverDueMessages();
    const waiting = await outbox.findOne({ to: rider.email, status: "pending" });
    expect(await resendMessage(waiting!._id)).toMatchObject({ status: "pending", attempts: 0, secretsGone: false });
    await smtp.start();
    await deliverDueMessages();
    const mails = smtp.messages().filter((mail) => mail.subject === "Reset your MotoForge password");
    expect(mails).toHaveLength(2);
    expect(mails[1]!.text).not.toContain("⟦hidden");
  });
});
