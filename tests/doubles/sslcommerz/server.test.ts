import { createHash } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { text } from "node:stream/consumers";

import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { signNotice, startSslcommerzDouble, type SslcommerzDouble } from "./server";

let double: SslcommerzDouble;
let shop: Server;
let shopUrl: string;
/** The IPNs the stand-in shop received, as decoded form fields. */
let ipns: Record<string, string>[];

beforeAll(async () => {
  double = await startSslcommerzDouble();
  shop = createServer(async (req, res) => {
    ipns.push(Object.fromEntries(new URLSearchParams(await text(req))));
    res.end("OK");
  });
  await new Promise<void>((resolve) => shop.listen(0, "127.0.0.1", resolve));
  shopUrl = `http://127.0.0.1:${(shop.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await double.close();
  await new Promise((resolve) => shop.close(resolve));
});

beforeEach(() => {
  double.reset();
  ipns = [];
});

const md5 = (value: string) => createHash("md5").update(value).digest("hex");

/** The shop-side check, written from SSLCommerz's docs rather than taken from the double. */
function signatureHolds(fields: Record<string, string>, password: string): boolean {
  const signed = (fields.verify_key ?? "").split(",").map((key): [string, string] => [key, fields[key] ?? ""]);
  signed.push(["store_passwd", md5(password)]);
  signed.sort(([a], [b]) => (a < b ? -1 : 1));
  return md5(signed.map(([key, value]) => `${key}=${value}`).join("&")) === fields.verify_sign;
}

function sessionFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    store_id: double.storeId,
    store_passwd: double.storePassword,
    total_amount: "25",
    currency: "USD",
    tran_id: "order-1-a1",
    success_url: `${shopUrl}/api/sslcommerz/success`,
    fail_url: `${shopUrl}/api/sslcommerz/fail`,
    cancel_url: `${shopUrl}/api/sslcommerz/cancel`,
    ipn_url: `${shopUrl}/api/sslcommerz/ipn`,
    product_name: "Brake pads",
    product_category: "Motorcycle parts",
    product_profile: "physical-goods",
    cus_name: "Rider One",
    cus_email: "rider@example.com",
    cus_add1: "House 7, Road 3",
    cus_city: "Dhaka",
    cus_postcode: "1207",
    cus_country: "Bangladesh",
    cus_phone: "01700000000",
    shipping_method: "NO",
    num_of_item: "1",
    value_a: "order-1",
    ...overrides,
  };
}

async function initSession(overrides: Record<string, string> = {}) {
  const response = await fetch(`${double.url}/gwprocess/v4/api.php`, {
    method: "POST",
    body: new URLSearchParams(sessionFields(overrides)),
  });
  return (await response.json()) as Record<string, string>;
}

async function getJson(path: string, params: Record<string, string>) {
  const query = new URLSearchParams({
    store_id: double.storeId,
    store_passwd: double.storePassword,
    format: "json",
    ...params,
  });
  const response = await fetch(`${double.url}${path}?${query}`);
  return (await response.json()) as Record<string, unknown>;
}

const validate = (valId: string, params: Record<string, string> = {}) =>
  getJson("/validator/api/validationserverAPI.php", { val_id: valId, v: "1", ...params });
const merchantApi = (params: Record<string, string>) =>
  getJson("/validator/api/merchantTransIDvalidationAPI.php", params);

/** The hidden inputs of the page the browser posts back to the shop. */
function hiddenFields(html: string): Record<string, string> {
  const unescape = (value: string) =>
    value.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
  const inputs = html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g);
  return Object.fromEntries([...inputs].map(([, name = "", value = ""]) => [unescape(name), unescape(value)]));
}

describe("session init", () => {
  it("opens a session and points the browser at the gateway page", async () => {
    const answer = await initSession();
    expect(answer).toMatchObject({ status: "SUCCESS", failedreason: "" });
    expect(answer.GatewayPageURL).toBe(`${double.url}/gwprocess/v4/gw.php?Q=pay&SESSIONKEY=${answer.sessionkey}`);
    expect(double.sessions()).toEqual([
      expect.objectContaining({ tran_id: "order-1-a1", status: "PENDING", fields: sessionFields() }),
    ]);
  });

  it.each([
    ["a wrong store password", { store_passwd: "nope" }, /Store Credential Error/],
    ["a missing field", { cus_email: "" }, /'cus_email' is missing/],
    ["an amount with three decimals", { total_amount: "1.005" }, /total_amount/],
    ["less than 10 taka", { currency: "BDT", total_amount: "9.99" }, /at least 10\.00 BDT/],
    ["shipping without an address", { shipping_method: "YES" }, /'ship_name' is missing/],
    ["a tran_id over 30 characters", { tran_id: "x".repeat(31) }, /tran_id/],
  ])("refuses %s", async (_, overrides, reason) => {
    const answer = await initSession(overrides);
    expect(answer).toMatchObject({ status: "FAILED", failedreason: expect.stringMatching(reason) });
    expect(double.sessions()).toEqual([]);
  });

  it("refuses a tran_id that was used before", async () => {
    await initSession();
    expect(await initSession()).toMatchObject({ status: "FAILED", failedreason: expect.stringMatching(/Duplicate/) });
  });
});

describe("gateway page", () => {
  it("shows the payment and pays with the Pay button: IPN first, then the browser's form to success_url", async () => {
    const { GatewayPageURL: pageUrl = "" } = await initSession();
    const page = await (await fetch(pageUrl)).text();
    expect(page).toContain("25.00 USD");
    expect(page).toContain("3050.00 BDT");
    expect(page).toContain("order-1-a1");
    expect(page).toContain(double.storeId);
    for (const name of ["Pay", "Fail", "Cancel"]) expect(page).toContain(`<button type="submit">${name}</button>`);
    expect(page).not.toContain("<script");

    const returned = await fetch(pageUrl, { method: "POST", body: new URLSearchParams({ outcome: "pay" }) });
    const html = await returned.text();
    expect(html).toContain(`<form method="post" action="${shopUrl}/api/sslcommerz/success">`);
    expect(html).toContain("<script>document.forms[0].submit()</script>");
    expect(html).toContain('<button type="submit">Return to merchant</button>');

    const posted = hiddenFields(html);
    expect(ipns).toEqual([posted]);
    expect(posted).toMatchObject({
      status: "VALID",
      tran_id: "order-1-a1",
      amount: "3050.00",
      currency: "BDT",
      currency_type: "USD",
      currency_amount: "25",
      currency_rate: "122.0000",
      card_type: "BKASH-BKash",
      risk_level: "0",
      risk_title: "Safe",
      value_a: "order-1",
      value_b: "",
    });
    expect(Number(posted.store_amount)).toBeLessThan(3050);
    expect(posted.val_id).toBeTruthy();
    expect(posted.bank_tran_id).toBeTruthy();
    expect(posted.verify_key?.split(",")).not.toContain("verify_sign");
    expect(signatureHolds(posted, double.storePassword)).toBe(true);
    expect(signatureHolds({ ...posted, amount: "3.05" }, double.storePassword)).toBe(false);
    expect(signatureHolds(posted, "another password")).toBe(false);
    expect(double.ipnDeliveries()).toEqual([
      expect.objectContaining({ url: `${shopUrl}/api/sslcommerz/ipn`, statusCode: 200, tran_id: "order-1-a1" }),
    ]);

    // A session takes one answer: a second Pay is refused, not charged again.
    expect((await fetch(pageUrl, { method: "POST", body: new URLSearchParams({ outcome: "pay" }) })).status).toBe(409);
    expect(double.transactions()).toHaveLength(1);
  });

  it("fails with the Fail button: a FAILED IPN and a post to fail_url", async () => {
    const { GatewayPageURL: pageUrl = "" } = await initSession();
    const html = await (
      await fetch(pageUrl, { method: "POST", body: new URLSearchParams({ outcome: "fail" }) })
    ).text();
    expect(html).toContain(`action="${shopUrl}/api/sslcommerz/fail"`);
    const posted = hiddenFields(html);
    expect(posted).toMatchObject({ status: "FAILED", error: "Declined by the test gateway" });
    expect(signatureHolds(posted, double.storePassword)).toBe(true);
    expect(ipns).toEqual([posted]);
    expect(await validate(posted.val_id ?? "")).toMatchObject({ status: "FAILED", APIConnect: "DONE" });
  });

  it("cancels without an IPN", async () => {
    await initSession();
    const posted = await double.cancelDirect("order-1-a1");
    expect(posted).toMatchObject({ status: "CANCELLED", tran_id: "order-1-a1", bank_tran_id: "" });
    expect(ipns).toEqual([]);
    expect(double.sessions()[0]?.status).toBe("CANCELLED");
  });

  it("answers 404 for an unknown session", async () => {
    expect((await fetch(`${double.url}/gwprocess/v4/gw.php?Q=pay&SESSIONKEY=nope`)).status).toBe(404);
  });
});

describe("order validation", () => {
  it("answers VALID once, then VALIDATED", async () => {
    await initSession();
    const { val_id: valId = "" } = await double.payDirect("order-1-a1", { method: "nagad" });
    const first = await validate(valId);
    expect(first).toMatchObject({
      status: "VALID",
      APIConnect: "DONE",
      tran_id: "order-1-a1",
      val_id: valId,
      amount: "3050.00",
      currency: "BDT",
      currency_type: "USD",
      currency_amount: "25",
      card_type: "NAGAD-Nagad",
      value_a: "order-1",
    });
    expect(first.validated_on).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(await validate(valId)).toMatchObject({ status: "VALIDATED", validated_on: first.validated_on });
  });

  it("answers INVALID_TRANSACTION for an unknown val_id or wrong credentials", async () => {
    await initSession();
    const { val_id: valId = "" } = await double.payDirect("order-1-a1");
    expect(await validate("unknown")).toMatchObject({ status: "INVALID_TRANSACTION" });
    expect(await validate(valId, { store_passwd: "wrong" })).toMatchObject({ status: "INVALID_TRANSACTION" });
    expect(await validate(valId)).toMatchObject({ status: "VALID" });
  });
});

describe("refunds and queries", () => {
  async function paid() {
    await initSession();
    return double.payDirect("order-1-a1");
  }

  it("refunds once per refund_trans_id, never more than was paid, and reports the refund", async () => {
    const { bank_tran_id: bankTranId = "" } = await paid();
    const refund = {
      bank_tran_id: bankTranId,
      refund_trans_id: "r-1",
      refund_amount: "3000.00",
      refund_remarks: "Out of stock",
    };

    const first = await merchantApi(refund);
    expect(first).toMatchObject({
      APIConnect: "DONE",
      status: "success",
      bank_tran_id: bankTranId,
      trans_id: "order-1-a1",
    });
    expect(await merchantApi(refund)).toEqual(first);
    expect(double.transactions()[0]?.refunds).toHaveLength(1);

    const over = await merchantApi({ ...refund, refund_trans_id: "r-2", refund_amount: "50.01" });
    expect(over).toMatchObject({ APIConnect: "DONE", status: "failed", errorReason: expect.stringMatching(/exceeds/) });
    expect(await merchantApi({ ...refund, refund_trans_id: "r-3", refund_amount: "50" })).toMatchObject({
      status: "success",
    });

    expect(await merchantApi({ refund_ref_id: String(first.refund_ref_id) })).toMatchObject({
      APIConnect: "DONE",
      status: "refunded",
      bank_tran_id: bankTranId,
      tran_id: "order-1-a1",
      refund_ref_id: first.refund_ref_id,
    });
  });

  it("refuses an unknown bank_tran_id, wrong credentials, and everything when told to", async () => {
    const { bank_tran_id: bankTranId = "" } = await paid();
    const refund = {
      bank_tran_id: bankTranId,
      refund_trans_id: "r-1",
      refund_amount: "10",
      refund_remarks: "Returned",
    };
    expect(await merchantApi({ ...refund, bank_tran_id: "nope" })).toMatchObject({ status: "failed" });
    expect(await merchantApi({ ...refund, store_passwd: "wrong" })).toMatchObject({ APIConnect: "INVALID_REQUEST" });
    double.settings({ refunds: "refuse" });
    expect(await merchantApi(refund)).toMatchObject({
      APIConnect: "DONE",
      status: "failed",
      errorReason: expect.any(String),
    });
    expect(double.transactions()[0]?.refunds).toEqual([]);
  });

  it("queries by tran_id: PENDING before an answer, the transaction after", async () => {
    await initSession();
    expect(await merchantApi({ tran_id: "order-1-a1" })).toMatchObject({
      APIConnect: "DONE",
      no_of_trans_found: 1,
      element: [{ status: "PENDING", tran_id: "order-1-a1", val_id: "" }],
    });
    const posted = await double.payDirect("order-1-a1");
    expect(await merchantApi({ tran_id: "order-1-a1" })).toMatchObject({
      no_of_trans_found: 1,
      element: [{ status: "VALID", val_id: posted.val_id, bank_tran_id: posted.bank_tran_id, amount: "3050.00" }],
    });
    expect(await merchantApi({ tran_id: "never-sent" })).toEqual({
      APIConnect: "DONE",
      no_of_trans_found: 0,
      element: [],
    });
  });
});

describe("test controls", () => {
  it("sends no IPN when ipn is off, and survives a shop that is down", async () => {
    double.settings({ ipn: false });
    await initSession();
    expect(await double.payDirect("order-1-a1")).toMatchObject({ status: "VALID" });
    expect(double.ipnDeliveries()).toEqual([]);

    double.reset();
    await initSession({ ipn_url: "http://127.0.0.1:1/ipn" });
    expect(await double.payDirect("order-1-a1")).toMatchObject({ status: "VALID" });
    expect(double.ipnDeliveries()).toEqual([expect.objectContaining({ error: expect.stringMatching(/fetch failed/) })]);
  });

  it("marks the next payments risky", async () => {
    double.settings({ riskLevel: "1" });
    await initSession();
    expect(await double.payDirect("order-1-a1")).toMatchObject({ risk_level: "1", risk_title: "High" });
  });

  it("answers garbage and errors instead of JSON when told to", async () => {
    double.settings({ sessionInit: "garbage", validation: "garbage" });
    const init = await fetch(`${double.url}/gwprocess/v4/api.php`, {
      method: "POST",
      body: new URLSearchParams(sessionFields()),
    });
    expect(init.status).toBe(200);
    await expect(init.json()).rejects.toThrow(SyntaxError);
    const validation = await fetch(`${double.url}/validator/api/validationserverAPI.php?val_id=x`);
    await expect(validation.json()).rejects.toThrow(SyntaxError);

    double.settings({ sessionInit: "error" });
    const failing = await fetch(`${double.url}/gwprocess/v4/api.php`, {
      method: "POST",
      body: new URLSearchParams(sessionFields()),
    });
    expect(failing.status).toBe(500);
    expect(double.sessions()).toEqual([]);
  });

  it("holds a hanging request until reset or close, without hanging the test", async () => {
    double.settings({ validation: "hang" });
    const pending = fetch(`${double.url}/validator/api/validationserverAPI.php?val_id=x`);
    const settled = await Promise.race([
      pending.then(
        () => "answered",
        () => "dropped",
      ),
      wait(100).then(() => "open"),
    ]);
    expect(settled).toBe("open");
    double.reset();
    await expect(pending).rejects.toThrow();

    const own = await startSslcommerzDouble();
    own.settings({ sessionInit: "hang" });
    const hanging = fetch(`${own.url}/gwprocess/v4/api.php`, {
      method: "POST",
      body: new URLSearchParams(sessionFields()),
    });
    await wait(20);
    await own.close();
    await expect(hanging).rejects.toThrow();
  });

  it("offers the controls over HTTP for tests in other processes", async () => {
    const post = (path: string, body: unknown) =>
      fetch(`${double.url}/__double/${path}`, { method: "POST", body: JSON.stringify(body) });
    expect(await (await post("settings", { ipn: false })).json()).toMatchObject({ ipn: false, riskLevel: "0" });
    expect((await post("settings", { ipn: "no" })).status).toBe(400);
    expect((await post("settings", { sessionInt: "hang" })).status).toBe(400);

    await initSession();
    const sessions = (await (await fetch(`${double.url}/__double/sessions`)).json()) as unknown[];
    expect(sessions).toEqual([expect.objectContaining({ tran_id: "order-1-a1", status: "PENDING" })]);
    const paidFields = (await (await post("pay", { tran_id: "order-1-a1" })).json()) as Record<string, string>;
    expect(paidFields).toMatchObject({ status: "VALID", tran_id: "order-1-a1" });
    expect(ipns).toEqual([]);
    expect((await post("fail", { tran_id: "order-1-a1" })).status).toBe(409);
    expect((await post("pay", { tran_id: "unknown" })).status).toBe(404);
    const transactions = (await (await fetch(`${double.url}/__double/transactions`)).json()) as unknown[];
    expect(transactions).toEqual([expect.objectContaining({ val_id: paidFields.val_id, status: "VALID" })]);

    await post("reset", {});
    expect(double.sessions()).toEqual([]);
    expect(await (await fetch(`${double.url}/__double/settings`)).json()).toMatchObject({ ipn: true });
  });

  it("answers 405 for the wrong method", async () => {
    expect((await fetch(`${double.url}/gwprocess/v4/api.php`)).status).toBe(405);
    const validation = await fetch(`${double.url}/validator/api/validationserverAPI.php`, { method: "POST" });
    expect(validation.status).toBe(405);
    expect(validation.headers.get("allow")).toBe("GET");
    expect((await fetch(`${double.url}/__double/reset`)).status).toBe(405);
  });
});

describe("signNotice", () => {
  it("signs what the shop's check accepts, and nothing else", () => {
    const notice = signNotice({ status: "VALID", tran_id: "t-1", val_id: "v-1", amount: "100.00" }, "secret");
    expect(notice.verify_key).toBe("status,tran_id,val_id,amount");
    expect(signatureHolds(notice, "secret")).toBe(true);
    expect(signatureHolds(signNotice(notice, "other"), "secret")).toBe(false);
  });
});

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
