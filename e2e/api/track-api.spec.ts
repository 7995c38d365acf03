import { randomInt } from "node:crypto";

import { request as playwrightRequest } from "@playwright/test";

import { expect, test } from "../fixtures";
import { signUp } from "../support/accounts";
import { adminRequest } from "../support/admin-session";
import { cashOrder, sendTrackingUpdate } from "../support/steadfast";

/** GET /api/track: an order by its number and phone, without an account, and nothing else. */
test.describe("tracking API", () => {
  const track = (query: string) => `/api/track?${query}`;

  test("answers the order's status, timeline, courier and code, district and first name only", async ({ request }) => {
    await signUp(request);
    const order = await cashOrder(request, { BuyerName: "Nusrat Jahan Chowdhury", BuyerPhone: "01911222333" });
    const admin = await adminRequest();
    const booked = (await (await admin.post(`/api/allorder/${order.orderId}/courier`)).json()) as {
      trackingCode: string;
    };
    await admin.dispose();
    await sendTrackingUpdate(order, "Reached the Mirpur hub");

    const visitor = await playwrightRequest.newContext({ baseURL: process.env.E2E_BASE_URL });
    // As people write it: without the prefix, and the phone with +880 and a dash.
    const response = await visitor.get(
      track(`order=${order.orderNumber}&phone=${encodeURIComponent("+880 1911-222333")}`),
    );
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("private, no-store");
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      orderNumber: `MF-${order.orderNumber}`,
      status: "shipped",
      courier: "Steadfast",
      trackingCode: booked.trackingCode,
      district: "Dhaka",
      firstName: "Nusrat",
      timeline: [{ status: "confirmed" }, { status: "shipped" }],
      courierEvents: [{ message: "Reached the Mirpur hub" }],
    });
    expect(Object.keys(body).sort()).toEqual(
      [
        "courier",
        "courierEvents",
        "district",
        "firstName",
        "orderNumber",
        "placedAt",
        "status",
        "timeline",
        "trackingCode",
      ].sort(),
    );
    expect(JSON.stringify(body)).not.toMatch(/Jahan|Chowdhury|01911222333|House 12|Mirpur,|@/);
    await visitor.dispose();
  });

  test("the same 404 for a wrong phone, an unknown number, or nonsense; never a 5xx", async ({ request }) => {
    await signUp(request);
    const order = await cashOrder(request);
    const answers = [];
    for (const query of [
      `order=MF-${order.orderNumber}&phone=01811000000`,
      `order=MF-99999999&phone=01711000000`,
      `order=MF-${order.orderNumber}`,
      `phone=01711000000`,
      "",
      `order=${"9".repeat(500)}&phone=01711000000`,
      `order=MF-${order.orderNumber}&phone=${encodeURIComponent('{"$ne":null}')}`,
      `order[$ne]=1&phone[$ne]=1`,
    ]) {
      const response = await request.get(track(query));
      expect(response.status(), query).toBe(404);
      answers.push(await response.json());
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0]).toEqual({ error: "No order matches this order number and phone number." });
  });

  test("answers in Bangla when asked", async ({ request }) => {
    const response = await request.get(track("order=MF-99999999&phone=01711000000"), {
      headers: { "accept-language": "bn" },
    });
    expect((await response.json()).error).toBe("এই অর্ডার নম্বর ও ফোন নম্বরের সাথে কোনো অর্ডার মেলেনি।");
  });

  test("allows 10 lookups a minute from one address, then 429 (the shop with the real limits)", async () => {
    const strict = await playwrightRequest.newContext({ baseURL: process.env.E2E_STRICT_LIMITS_BASE_URL });
    const statuses = [];
    for (let i = 0; i < 12; i++)
      statuses.push((await strict.get(track(`order=MF-${randomInt(900_000, 999_999)}&phone=01711000000`))).status());
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(404));
    expect(statuses.slice(10)).toEqual([429, 429]);
    const limited = await strict.get("/track?order=MF-10001&phone=01711000000");
    await expect(limited.text()).resolves.toContain("Too many lookups. Please wait a little and try again.");
    await strict.dispose();
  });
});
