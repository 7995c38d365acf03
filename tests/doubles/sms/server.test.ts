import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { startSmsDouble, type SentSms, type SmsDouble } from "./server";

let double: SmsDouble;

beforeAll(async () => {
  double = await startSmsDouble();
});

afterAll(async () => {
  await double.close();
});

beforeEach(() => {
  double.reset();
});

async function smsNetBd(fields: Record<string, string>, method: "POST" | "GET" = "POST") {
  const params = new URLSearchParams({ api_key: double.apiKey, msg: "Your order #1042 has shipped", ...fields });
  const response =
    method === "POST"
      ? await fetch(`${double.url}/sendsms`, { method, body: params })
      : await fetch(`${double.url}/sendsms?${params}`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function sslWireless(fields: Record<string, unknown> = {}) {
  const response = await fetch(`${double.url}/api/v3/send-sms`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify({
      api_token: double.apiKey,
      sid: double.senderId,
      msisdn: "8801712345678",
      sms: "Your OTP is 482913",
      csms_id: `otp-${Math.random()}`,
      ...fields,
    }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const control = (path: string, init?: RequestInit) => fetch(`${double.url}/__double${path}`, init);

describe("SMS double", () => {
  describe("sms.net.bd", () => {
    it("accepts a form POST to several numbers and records one SMS per number", async () => {
      const { status, body } = await smsNetBd({ to: "8801712345678, 8801812345678", sender_id: "MOTOFORGE" });
      expect(status).toBe(200);
      expect(body).toEqual({
        error: 0,
        msg: "Request successfully submitted",
        data: { request_id: expect.any(Number) },
      });
      expect(double.messages()).toEqual([
        expect.objectContaining({ provider: "sms.net.bd", to: "8801712345678", senderId: "MOTOFORGE" }),
        expect.objectContaining({ provider: "sms.net.bd", to: "8801812345678", text: "Your order #1042 has shipped" }),
      ]);
      expect(Date.parse(double.messages()[0]?.at ?? "")).not.toBeNaN();
    });

    it("accepts GET with a query string, and no sender_id", async () => {
      const { body } = await smsNetBd({ to: "8801912345678" }, "GET");
      expect(body.error).toBe(0);
      expect(double.messages()).toEqual([expect.objectContaining({ to: "8801912345678", senderId: "" })]);
    });

    it("gives every request its own request_id", async () => {
      const first = await smsNetBd({ to: "8801712345678" });
      const second = await smsNetBd({ to: "8801712345678" });
      expect(first.body.data).not.toEqual(second.body.data);
    });

    it("refuses a wrong api_key with HTTP 200, as the provider does", async () => {
      expect(await smsNetBd({ api_key: "wrong", to: "8801712345678" })).toEqual({
        status: 200,
        body: { error: 405, msg: "Authorization required" },
      });
      expect(double.messages()).toEqual([]);
    });

    it("refuses a bad number, an empty message and an unknown sender_id", async () => {
      for (const to of ["01712345678", "+8801712345678", "8801212345678", "880171234567", "8801712345678,123", ""]) {
        expect((await smsNetBd({ to })).body, to).toEqual({ error: 416, msg: "Invalid number" });
      }
      expect((await smsNetBd({ to: "8801712345678", msg: "  " })).body).toEqual({
        error: 400,
        msg: "Message is required",
      });
      expect((await smsNetBd({ to: "8801712345678", sender_id: "OTHER" })).body).toMatchObject({ error: 413 });
      expect(double.messages()).toEqual([]);
    });
  });

  describe("SSL Wireless SMS Plus", () => {
    it("accepts a message and answers with smsinfo", async () => {
      const { status, body } = await sslWireless({ csms_id: "order-1042-otp" });
      expect(status).toBe(200);
      expect(body).toEqual({
        status: "SUCCESS",
        status_code: 200,
        error_message: "",
        smsinfo: [
          {
            sms_status: "SUCCESS",
            status_message: "Success",
            msisdn: "8801712345678",
            sms_type: "EN",
            sms_body: "Your OTP is 482913",
            csms_id: "order-1042-otp",
            reference_id: expect.stringMatching(/^\w+$/),
          },
        ],
      });
      expect(double.messages()).toEqual([
        expect.objectContaining({
          provider: "ssl-wireless",
          to: "8801712345678",
          text: "Your OTP is 482913",
          senderId: "MOTOFORGE",
        }),
      ]);
    });

    it("marks Bangla text as UNICODE", async () => {
      const { body } = await sslWireless({ sms: "আপনার অর্ডার পাঠানো হয়েছে" });
      expect(body.smsinfo).toEqual([expect.objectContaining({ sms_type: "UNICODE" })]);
    });

    it("refuses a wrong token or sid", async () => {
      const unauthorized = { status: "FAILED", status_code: 4001, error_message: "Unauthorized" };
      expect((await sslWireless({ api_token: "wrong" })).body).toEqual(unauthorized);
      expect((await sslWireless({ sid: "OTHER" })).body).toEqual(unauthorized);
      expect(double.messages()).toEqual([]);
    });

    it("refuses a bad msisdn", async () => {
      const { status, body } = await sslWireless({ msisdn: "01712345678" });
      expect(status).toBe(200);
      expect(body).toEqual({ status: "FAILED", status_code: 4005, error_message: "Invalid msisdn" });
    });

    it("refuses a repeated csms_id without recording it twice", async () => {
      expect((await sslWireless({ csms_id: "otp-1" })).body.status).toBe("SUCCESS");
      expect((await sslWireless({ csms_id: "otp-1", msisdn: "8801812345678" })).body).toEqual({
        status: "FAILED",
        status_code: 4025,
        error_message: "Duplicate csms_id",
      });
      expect(double.messages()).toHaveLength(1);
    });

    it("refuses a body that is not JSON", async () => {
      const response = await fetch(`${double.url}/api/v3/send-sms`, { method: "POST", body: "api_token=x" });
      expect(await response.json()).toMatchObject({ status: "FAILED", status_code: 4000 });
    });
  });

  describe("settings", () => {
    it("fail: both providers answer their error shape and record nothing", async () => {
      expect(double.settings({ mode: "fail" })).toEqual({ mode: "fail" });
      expect(await smsNetBd({ to: "8801712345678" })).toEqual({
        status: 200,
        body: { error: 500, msg: "Internal error" },
      });
      expect((await sslWireless()).body).toEqual({
        status: "FAILED",
        status_code: 5000,
        error_message: "Internal error",
      });
      expect(double.messages()).toEqual([]);
    });

    it("down: both providers answer 503 with an HTML page", async () => {
      double.settings({ mode: "down" });
      for (const response of [
        await fetch(`${double.url}/sendsms`, { method: "POST", body: new URLSearchParams({ api_key: double.apiKey }) }),
        await fetch(`${double.url}/api/v3/send-sms`, { method: "POST", body: "{}" }),
      ]) {
        expect(response.status).toBe(503);
        expect(response.headers.get("content-type")).toMatch(/^text\/html/);
        expect(await response.text()).toMatch(/<html>/);
      }
    });

    it("refuses an unknown setting or value", () => {
      expect(() => double.settings({ mode: "slow" as "ok" })).toThrow(/mode must be one of/);
      expect(double.settings()).toEqual({ mode: "ok" });
    });

    it("reset restores the default mode", () => {
      double.settings({ mode: "down" });
      double.reset();
      expect(double.settings()).toEqual({ mode: "ok" });
    });
  });

  describe("HTTP controls", () => {
    it("lists messages, optionally for one number", async () => {
      await smsNetBd({ to: "8801712345678,8801812345678" });
      await sslWireless({ msisdn: "8801812345678" });
      const all = (await (await control("/messages")).json()) as SentSms[];
      expect(all.map((sms) => sms.provider)).toEqual(["sms.net.bd", "sms.net.bd", "ssl-wireless"]);
      const one = (await (await control("/messages?to=8801812345678")).json()) as SentSms[];
      expect(one.map((sms) => [sms.provider, sms.to])).toEqual([
        ["sms.net.bd", "8801812345678"],
        ["ssl-wireless", "8801812345678"],
      ]);
    });

    it("changes settings, refusing unknown ones", async () => {
      const post = (body: string) => control("/settings", { method: "POST", body });
      expect(await (await post('{"mode":"fail"}')).json()).toEqual({ mode: "fail" });
      expect(double.settings()).toEqual({ mode: "fail" });
      expect((await post('{"mode":"slow"}')).status).toBe(400);
      expect((await post('{"speed":"slow"}')).status).toBe(400);
      expect((await post("not json")).status).toBe(400);
      expect(await (await control("/settings")).json()).toEqual({ mode: "fail" });
    });

    it("resets messages, csms_ids and settings", async () => {
      await sslWireless({ csms_id: "otp-reset" });
      double.settings({ mode: "fail" });
      expect(await (await control("/reset", { method: "POST" })).json()).toEqual({ ok: true });
      expect(double.messages()).toEqual([]);
      expect(double.settings()).toEqual({ mode: "ok" });
      expect((await sslWireless({ csms_id: "otp-reset" })).body.status).toBe("SUCCESS");
    });

    it("answers 405 for a wrong method and 404 for an unknown path", async () => {
      expect((await fetch(`${double.url}/api/v3/send-sms`)).status).toBe(405);
      expect((await control("/reset")).status).toBe(405);
      expect((await fetch(`${double.url}/nope`)).status).toBe(404);
    });
  });
});
