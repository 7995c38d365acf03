import { connect } from "node:net";

import nodemailer from "nodemailer";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { MailTimeoutError, startSmtpDouble, type ReceivedMail, type SmtpDouble } from "./server";

let double: SmtpDouble;

beforeAll(async () => {
  double = await startSmtpDouble();
});

afterAll(async () => {
  await double.close();
});

beforeEach(() => {
  double.reset();
});

function send(overrides: Partial<nodemailer.SendMailOptions> = {}, url = double.url) {
  return nodemailer.createTransport(url).sendMail({
    from: '"MotoForge" <orders@motoforge.test>',
    to: "Rider@Example.com",
    subject: "Order #1042 confirmed",
    text: "Thanks for your order.",
    html: "<p>Thanks for your <b>order</b>.</p>",
    ...overrides,
  });
}

const control = (path: string, init?: RequestInit) => fetch(`${double.controlUrl}${path}`, init);

/** The first lines the server sends after EHLO, read over a raw socket. */
function ehlo(port: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = "";
    const socket = connect(port, "127.0.0.1");
    socket.setEncoding("utf8");
    socket.on("error", reject);
    socket.on("data", (chunk: string) => {
      text += chunk;
      if (/^220 /m.test(text) && !text.includes("EHLO sent")) {
        text += "EHLO sent\n";
        socket.write("EHLO client.test\r\n");
      }
      if (/^250 /m.test(text)) {
        socket.end("QUIT\r\n");
        resolve(text);
      }
    });
  });
}

describe("SMTP double", () => {
  it("gives the shop's SMTP_URL with the fixed credentials", () => {
    expect(double.url).toBe(`smtp://shop:smtp-test-pass@127.0.0.1:${double.port}`);
    expect(double.controlUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it("receives a message with text and html parts and parses it", async () => {
    const info = await send({
      subject: "Bestellung bestätigt ✓",
      bcc: "audit@motoforge.test",
      headers: { "X-Order-Id": "1042" },
    });
    const [mail] = double.messages();
    expect(double.messages()).toHaveLength(1);
    expect(mail).toMatchObject({
      from: "orders@motoforge.test",
      to: ["rider@example.com", "audit@motoforge.test"],
      subject: "Bestellung bestätigt ✓",
      html: "<p>Thanks for your <b>order</b>.</p>",
      messageId: info.messageId,
    });
    expect(mail?.text.trim()).toBe("Thanks for your order.");
    expect(Date.parse(mail?.date ?? "")).not.toBeNaN();
    expect(mail?.headers).toMatchObject({
      "x-order-id": "1042",
      subject: "Bestellung bestätigt ✓",
      from: '"MotoForge" <orders@motoforge.test>',
    });
    // nodemailer lower-cases the domain of the To header; the envelope's `to` is lower-cased entirely.
    expect(mail?.headers.to).toMatch(/^rider@example\.com$/i);
    expect(mail?.headers["content-type"]).toMatch(/^multipart\/alternative/);
    expect(mail?.headers.bcc).toBeUndefined();
  });

  it("hands out copies", async () => {
    await send();
    double.messages()[0]?.to.push("someone@else.test");
    expect(double.messages()[0]?.to).toEqual(["rider@example.com"]);
  });

  it("resolves waitForMail for a mail already received or one that comes later", async () => {
    await send({ subject: "First" });
    await expect(double.waitForMail((mail) => mail.subject === "First")).resolves.toMatchObject({ subject: "First" });

    const later = double.waitForMail((mail) => mail.subject === "Shipped", 5_000);
    await send({ subject: "Not this one" });
    await send({ subject: "Shipped", to: "other@example.com" });
    await expect(later).resolves.toMatchObject({ subject: "Shipped", to: ["other@example.com"] });
  });

  it("rejects waitForMail when no mail matches in time", async () => {
    await expect(double.waitForMail(() => false, 50)).rejects.toBeInstanceOf(MailTimeoutError);
  });

  it("refuses a wrong password with 535, and mail without AUTH", async () => {
    const wrong = send({}, `smtp://shop:wrong@127.0.0.1:${double.port}`);
    await expect(wrong).rejects.toMatchObject({ code: "EAUTH", responseCode: 535 });
    const anonymous = send({}, `smtp://127.0.0.1:${double.port}`);
    await expect(anonymous).rejects.toMatchObject({ responseCode: 530 });
    expect(double.messages()).toEqual([]);
  });

  it("offers AUTH PLAIN LOGIN and the size limit, but no STARTTLS", async () => {
    const reply = await ehlo(double.port);
    expect(reply).toMatch(/AUTH PLAIN LOGIN/);
    expect(reply).toMatch(/SIZE 10485760/);
    expect(reply).not.toMatch(/STARTTLS/);
  });

  it("refuses connections after stop() and takes mail again on the same port after start()", async () => {
    const { port, url } = double;
    await double.stop();
    try {
      await expect(send()).rejects.toMatchObject({ code: "ESOCKET", message: expect.stringMatching(/ECONNREFUSED/) });
    } finally {
      await double.start();
    }
    expect(double.port).toBe(port);
    expect(double.url).toBe(url);
    await send();
    expect(double.messages()).toHaveLength(1);
  });

  describe("HTTP controls", () => {
    it("lists messages, filtered by recipient case-insensitively", async () => {
      await send({ to: "a@example.com" });
      await send({ to: "B@example.com" });
      const all = (await (await control("/messages")).json()) as ReceivedMail[];
      expect(all.map((mail) => mail.to)).toEqual([["a@example.com"], ["b@example.com"]]);
      const filtered = (await (await control("/messages?to=b%40EXAMPLE.com")).json()) as ReceivedMail[];
      expect(filtered).toHaveLength(1);
      expect(filtered[0]?.to).toEqual(["b@example.com"]);
    });

    it("long-polls for a mail that arrives later, and answers 404 on timeout", async () => {
      const waiting = control("/messages/wait?to=rider%40example.com&subject=Shipped&timeoutMs=5000");
      await send({ subject: "Order shipped" });
      const response = await waiting;
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ subject: "Order shipped", to: ["rider@example.com"] });

      const timedOut = await control("/messages/wait?to=nobody%40example.com&timeoutMs=50");
      expect(timedOut.status).toBe(404);
      expect(await timedOut.json()).toMatchObject({ error: expect.stringMatching(/50 ms/) });
    });

    it("answers a long-poll at once when the mail is already there", async () => {
      await send({ subject: "Password reset" });
      const response = await control("/messages/wait?subject=reset&timeoutMs=0");
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ subject: "Password reset" });
    });

    it("refuses a malformed timeout", async () => {
      expect((await control("/messages/wait?timeoutMs=soon")).status).toBe(400);
    });

    it("stops, starts and resets", async () => {
      await send();
      expect(await (await control("/stop", { method: "POST" })).json()).toEqual({ listening: false });
      try {
        await expect(send()).rejects.toMatchObject({ code: "ESOCKET" });
      } finally {
        expect(await (await control("/start", { method: "POST" })).json()).toEqual({ listening: true });
      }
      await send();
      expect(double.messages()).toHaveLength(2);
      expect(await (await control("/reset", { method: "POST" })).json()).toEqual({ ok: true });
      expect(double.messages()).toEqual([]);
    });

    it("answers 405 for a wrong method and 404 for an unknown path", async () => {
      expect((await control("/reset")).status).toBe(405);
      expect((await control("/nope")).status).toBe(404);
    });
  });
});
