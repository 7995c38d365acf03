import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startServer } from "@motoforge/embedded-db";
import { startSmsDouble, type SmsDouble } from "@/tests/doubles/sms/server";
import { startSmtpDouble, type SmtpDouble } from "@/tests/doubles/smtp/server";

/**
 * The outbox on the embedded database with a real SMTP server and the SMS double: a queued
 * message goes out once, a down server costs a retry (not the message), and a message that
 * never goes through is marked failed after the last attempt.
 */
describe("outbox", () => {
  let database: Awaited<ReturnType<typeof startServer>>;
  let smtp: SmtpDouble;
  let sms: SmsDouble;

  beforeAll(async () => {
    [database, smtp, sms] = await Promise.all([
      startServer({ port: 0, dbpath: ":memory:" }),
      startSmtpDouble(),
      startSmsDouble(),
    ]);
    Object.assign(process.env, {
      MONGODB_URI: `${database.uri}/outbox-test`,
      SMTP_URL: smtp.url,
      MAIL_FROM: "MotoForge <shop@motoforge.example>",
      SMS_PROVIDER: "sms.net.bd",
      SMS_API_KEY: sms.apiKey,
      SMS_SENDER_ID: sms.senderId,
      SMS_BASE_URL: sms.url,
      AUTH_SECRET: "outbox-test-secret-0123456789abcdef",
    });
  });

  afterAll(async () => {
    (await import("@/lib/db/client")).getMongoClient().then((client) => client.close());
    await Promise.all([database.close(), smtp.close(), sms.close()]);
  });

  const worker = () => import("./outbox-worker");
  const outbox = async () => (await import("@/lib/db/collections")).getCollections().then((c) => c.outbox);
  const email = (to: string, subject: string) => ({
    to,
    subject,
    text: `${subject} (text)`,
    html: `<p>${subject}</p>`,
  });
  /** Makes a message due now, as the clock would after its retry delay. */
  const dueNow = async (id: string) => (await outbox()).updateOne({ _id: id }, { $set: { nextAttemptAt: new Date() } });

  it("sends a queued e-mail and SMS once, however often their event is replayed", async () => {
    const { queueEmail, queueSms } = await import("./outbox");
    await queueEmail("order:a:placed", email("rider@example.com", "Order MF-1 confirmed"));
    await queueEmail("order:a:placed", email("rider@example.com", "Order MF-1 confirmed"));
    await queueSms("order:a:placed", "01711000000", "MotoForge: order MF-1 confirmed.");
    await (await worker()).deliverDueMessages();
    const mail = await smtp.waitForMail((received) => received.subject === "Order MF-1 confirmed");
    expect(mail).toMatchObject({ to: ["rider@example.com"], text: expect.stringContaining("(text)") });
    expect(mail.html).toContain("<p>Order MF-1 confirmed</p>");
    expect(mail.headers.from).toContain("shop@motoforge.example");
    expect(sms.messages()).toEqual([expect.objectContaining({ provider: "sms.net.bd", to: "8801711000000" })]);
    await (await worker()).deliverDueMessages();
    expect(smtp.messages().filter((received) => received.subject === "Order MF-1 confirmed")).toHaveLength(1);
    expect(await (await outbox()).findOne({ _id: "order:a:placed:email" })).toMatchObject({
      status: "sent",
      attempts: 1,
    });
  });

  it("keeps a message through an SMTP outage and sends it once the server is back", async () => {
    const { queueEmail } = await import("./outbox");
    await smtp.stop();
    await queueEmail("order:b:shipped", email("rider@example.com", "Order MF-2 is on its way"));
    await (await worker()).deliverDueMessages();
    const waiting = await (await outbox()).findOne({ _id: "order:b:shipped:email" });
    expect(waiting).toMatchObject({ status: "pending", attempts: 1, lastError: expect.stringMatching(/ECONNREFUSED/) });
    // The first retry comes within a minute.
    expect(waiting!.nextAttemptAt.getTime() - Date.now()).toBeLessThanOrEqual(60_000);
    await smtp.start();
    await (await worker()).deliverDueMessages();
    expect(smtp.messages().some((received) => received.subject === "Order MF-2 is on its way")).toBe(false);
    await dueNow("order:b:shipped:email");
    await (await worker()).deliverDueMessages();
    await smtp.waitForMail((received) => received.subject === "Order MF-2 is on its way");
    expect(await (await outbox()).findOne({ _id: "order:b:shipped:email" })).toMatchObject({
      status: "sent",
      attempts: 2,
    });
  });

  it("marks a message failed after its last attempt, and the admin's resend queues it again", async () => {
    const { queueSms } = await import("./outbox");
    const { MAX_ATTEMPTS } = await worker();
    const { resendMessage } = await import("@/lib/data/outbox");
    sms.settings({ mode: "fail" });
    await queueSms("order:c:shipped", "01811000000", "MotoForge: order MF-3 is with Pathao.");
    // Queueing also wakes the worker in the background, so count attempts, not calls.
    const status = async () => (await (await outbox()).findOne({ _id: "order:c:shipped:sms" }))?.status;
    for (let round = 0; round < 2 * MAX_ATTEMPTS && (await status()) !== "failed"; round++) {
      await dueNow("order:c:shipped:sms");
      await (await worker()).deliverDueMessages();
    }
    expect(await (await outbox()).findOne({ _id: "order:c:shipped:sms" })).toMatchObject({
      status: "failed",
      attempts: MAX_ATTEMPTS,
      lastError: expect.stringContaining("sms.net.bd refused the SMS"),
    });
    sms.settings({ mode: "ok" });
    expect(await resendMessage("order:c:shipped:sms")).toMatchObject({ status: "pending", attempts: 0 });
    await (await worker()).deliverDueMessages();
    expect(sms.messages().filter((message) => message.to === "8801811000000")).toHaveLength(1);
  });

  it("sends a code in clear yet keeps it sealed until then, and forgets it once the message is given up", async () => {
    const { queueSms } = await import("./outbox");
    const { MAX_ATTEMPTS } = await worker();
    const { resendMessage } = await import("@/lib/data/outbox");
    const id = "account:code:d:sms";
    sms.settings({ mode: "fail" });
    await queueSms("account:code:d", "01611000000", "MotoForge code: 739102", ["739102"]);
    const stored = async () => (await outbox()).findOne({ _id: id });
    expect(await stored()).toMatchObject({ text: "MotoForge code: ⟦hidden 1⟧", masked: true });
    expect(JSON.stringify(await stored())).not.toContain("739102");
    for (let round = 0; round < 2 * MAX_ATTEMPTS && (await stored())?.status !== "failed"; round++) {
      await dueNow(id);
      await (await worker()).deliverDueMessages();
    }
    expect(await stored()).toMatchObject({ status: "failed" });
    expect((await stored())?.secrets).toBeUndefined();
    expect(await resendMessage(id)).toBeNull();
    sms.settings({ mode: "ok" });

    await queueSms("account:code:e", "01611000001", "MotoForge code: 739103", ["739103"]);
    await (await worker()).deliverDueMessages();
    expect(sms.messages().filter((message) => message.to === "8801611000001")).toEqual([
      expect.objectContaining({ text: "MotoForge code: 739103" }),
    ]);
    expect(await (await outbox()).findOne({ _id: "account:code:e:sms" })).toMatchObject({
      status: "sent",
      text: "MotoForge code: ⟦hidden 1⟧",
    });
  });

  it("waits the first retries out within a minute, then longer, and gives up after the last", async () => {
    const { retryAt, MAX_ATTEMPTS } = await worker();
    const now = 1_000_000;
    const delays = Array.from({ length: MAX_ATTEMPTS }, (_, index) => retryAt(index + 1, now)?.getTime());
    expect(delays[0]! - now).toBeLessThanOrEqual(60_000);
    expect(delays[1]! - now).toBeLessThanOrEqual(60_000);
    expect(delays.slice(0, -1).every((at, index) => index === 0 || at! > delays[index - 1]!)).toBe(true);
    expect(delays.at(-1)).toBeUndefined();
  });

  it("speaks SSL Wireless's API too, where a retried SMS is refused as a duplicate, not sent twice", async () => {
    const { sendWithSslWireless } = await import("./sms/ssl-wireless");
    const config = { apiKey: sms.apiKey, senderId: sms.senderId, baseUrl: sms.url };
    const text = { to: "8801911000000", text: "MotoForge: test", id: "a1b2c3d4e5f6a7b8c9d0" };
    await sendWithSslWireless(config, text);
    await sendWithSslWireless(config, text);
    expect(sms.messages().filter((message) => message.to === "8801911000000")).toEqual([
      expect.objectContaining({ provider: "ssl-wireless", text: "MotoForge: test" }),
    ]);
    await expect(sendWithSslWireless({ ...config, apiKey: "wrong" }, { ...text, id: "other" })).rejects.toThrow(
      /SSL Wireless refused the SMS/,
    );
  });

  it("finds one customer's messages for the Outbox page, by address in any case or by mobile however written", async () => {
    const { queueEmail, queueSms } = await import("./outbox");
    const { listMessages } = await import("@/lib/data/outbox");
    await queueEmail("order:list-1:placed", email("biker@example.com", "Order MF-11 confirmed"));
    await queueEmail("order:list-2:placed", email("biker@example.com", "Order MF-12 confirmed"));
    await queueEmail("order:list-3:placed", email("someone-else@example.com", "Order MF-13 confirmed"));
    await queueSms("order:list-1:placed", "01822000000", "MotoForge: order MF-11 confirmed.");

    const mails = await listMessages(0, 50, " Biker@Example.com ");
    expect(mails.total).toBe(2);
    expect(mails.messages.map((message) => message.subject)).toEqual([
      "Order MF-12 confirmed",
      "Order MF-11 confirmed",
    ]);
    for (const written of ["01822000000", "+880 1822-000000", "8801822000000"]) {
      const texts = await listMessages(0, 50, written);
      expect(
        texts.messages.map((message) => message._id),
        written,
      ).toEqual(["order:list-1:placed:sms"]);
    }
    expect((await listMessages(0, 50, "nobody@example.com")).total).toBe(0);
    expect((await listMessages(0, 1, "biker@example.com")).messages).toHaveLength(1);
  });
});
