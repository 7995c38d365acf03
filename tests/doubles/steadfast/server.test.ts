import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { startSteadfastDouble, type SteadfastDouble } from "./server";

/** The double on its own: Steadfast's merchant API as documented, its failure modes, and its webhooks. */
describe("Steadfast double", () => {
  let steadfast: SteadfastDouble;
  const received: { headers: IncomingHttpHeaders; body: Record<string, unknown> }[] = [];
  const shop = createServer((req, res) => {
    let text = "";
    req.on("data", (chunk: Buffer) => (text += chunk.toString()));
    req.on("end", () => {
      received.push({ headers: req.headers, body: JSON.parse(text) as Record<string, unknown> });
      res.writeHead(200, { "Content-Type": "application/json" }).end('{"status":"success"}');
    });
  });

  beforeAll(async () => {
    steadfast = await startSteadfastDouble();
    await new Promise<void>((resolve) => shop.listen(0, "127.0.0.1", resolve));
    steadfast.webhook(
      `http://127.0.0.1:${(shop.address() as AddressInfo).port}/api/webhooks/steadfast`,
      "t".repeat(24),
    );
  });
  afterEach(() => {
    steadfast.reset();
    received.length = 0;
  });
  afterAll(async () => {
    await steadfast.close();
    await new Promise((resolve) => shop.close(resolve));
  });

  const parcel = {
    invoice: "MF-10001",
    recipient_name: "Rahim Uddin",
    recipient_phone: "01711000000",
    recipient_address: "House 7, Road 2, Mirpur, Dhaka",
    cod_amount: 862,
    note: "MotoForge order MF-10001: 2 items",
  };

  const api = (path: string, init: RequestInit = {}, keys = steadfast) =>
    fetch(`${steadfast.baseUrl}${path}`, {
      ...init,
      headers: { "Api-Key": keys.apiKey, "Secret-Key": keys.secretKey, "Content-Type": "application/json" },
    });
  const create = (body: unknown = parcel) => api("/create_order", { method: "POST", body: JSON.stringify(body) });

  it("books a parcel and answers its consignment as Steadfast does", async () => {
    const response = await create();
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { status: number; consignment: Record<string, unknown> };
    expect(answer.status).toBe(200);
    expect(answer.consignment).toMatchObject({ invoice: "MF-10001", cod_amount: 862, status: "in_review" });
    expect(answer.consignment.consignment_id).toEqual(expect.any(Number));
    expect(answer.consignment.tracking_code).toMatch(/^[0-9A-F]{8}$/);
    expect(steadfast.createOrderCalls()).toBe(1);
  });

  it("refuses wrong keys with a 401 and counts nothing", async () => {
    const response = await api(
      "/create_order",
      { method: "POST", body: JSON.stringify(parcel) },
      {
        ...steadfast,
        secretKey: "wrong",
      },
    );
    expect(response.status).toBe(401);
    expect(steadfast.createOrderCalls()).toBe(0);
  });

  it("refuses a second parcel under the same invoice, and bad fields, with its reasons", async () => {
    await create();
    const again = await create();
    expect(again.status).toBe(422);
    expect(await again.json()).toMatchObject({
      status: 400,
      errors: { invoice: ["The invoice has already been taken."] },
    });
    const bad = await create({ ...parcel, invoice: "MF-2", recipient_phone: "1234", cod_amount: -5 });
    expect(Object.keys(((await bad.json()) as { errors: object }).errors).sort()).toEqual([
      "cod_amount",
      "recipient_phone",
    ]);
    expect(steadfast.consignments()).toHaveLength(1);
    expect(steadfast.createOrderCalls()).toBe(3);
  });

  it("answers a parcel's status by invoice and by consignment id, and 404 for none", async () => {
    const { consignment } = (await (await create()).json()) as {
      consignment: { consignment_id: number; tracking_code: string };
    };
    const { consignment_id, tracking_code } = consignment;
    for (const path of ["/status_by_invoice/MF-10001", `/status_by_cid/${consignment_id}`]) {
      const answer = await (await api(path)).json();
      expect(answer).toEqual({
        status: 200,
        delivery_status: "in_review",
        consignment: { consignment_id, tracking_code },
      });
    }
    const missing = await api("/status_by_invoice/MF-99999");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ status: 404 });
  });

  it("refuses, fails, or books and loses its answer, as told", async () => {
    steadfast.settings({ createOrder: "refuse" });
    expect(await (await create()).json()).toMatchObject({ status: 400, message: expect.any(String) });
    steadfast.settings({ createOrder: "fail" });
    expect((await create()).status).toBe(500);
    expect(steadfast.consignments()).toEqual([]);
    steadfast.settings({ createOrder: "lose-answer" });
    expect((await create()).status).toBe(504);
    expect(steadfast.consignments().map((c) => c.invoice)).toEqual(["MF-10001"]);
    steadfast.invoiceMode("MF-10002", "refuse");
    steadfast.settings({ createOrder: "ok" });
    expect(await (await create({ ...parcel, invoice: "MF-10002" })).json()).toMatchObject({ status: 400 });
    expect((await create({ ...parcel, invoice: "MF-10003" })).status).toBe(200);
    steadfast.settings({ statusApi: "fail" });
    expect((await api("/status_by_invoice/MF-10001")).status).toBe(500);
    expect(() => steadfast.settings({ createOrder: "maybe" as "ok" })).toThrow(/createOrder must be one of/);
  });

  it("sends delivery_status notices with the Bearer token, or loses them when told", async () => {
    await create();
    const { webhookStatus } = await steadfast.changeStatus("MF-10001", { status: "delivered" });
    expect(webhookStatus).toBe(200);
    expect(received[0]!.headers.authorization).toBe(`Bearer ${"t".repeat(24)}`);
    expect(received[0]!.body).toMatchObject({
      notification_type: "delivery_status",
      invoice: "MF-10001",
      status: "delivered",
      cod_amount: 862,
      updated_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });
    await steadfast.changeStatus("MF-10001", { status: "cancelled", notify: false });
    expect(received).toHaveLength(1);
    expect(await (await api("/status_by_invoice/MF-10001")).json()).toMatchObject({ delivery_status: "cancelled" });
    await steadfast.trackingUpdate("MF-10001", "Reached the Mirpur hub");
    expect(received[1]!.body).toMatchObject({
      notification_type: "tracking_update",
      tracking_message: "Reached the Mirpur hub",
    });
  });

  it("is driven over HTTP by tests in other processes", async () => {
    await create();
    const control = (path: string, body?: unknown) =>
      fetch(
        `${steadfast.url}/__double/${path}`,
        body === undefined ? {} : { method: "POST", body: JSON.stringify(body) },
      );
    expect(((await (await control("calls")).json()) as { createOrderCalls: number }).createOrderCalls).toBe(1);
    expect((await control("status", { invoice: "MF-10001", status: "nope" })).status).toBe(400);
    expect(await (await control("status", { invoice: "MF-10001", status: "hold" })).json()).toMatchObject({
      consignment: { status: "hold" },
      webhookStatus: 200,
    });
    expect((await control("settings", { createOrder: "hang" })).status).toBe(200);
    expect(steadfast.settings().createOrder).toBe("hang");
    await control("reset", {});
    expect(steadfast.consignments()).toEqual([]);
  });
});
