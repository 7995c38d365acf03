import { randomUUID } from "node:crypto";

import type { APIRequestContext } from "@playwright/test";

import { expect, test as base } from "../fixtures";
import { newAccount, signUp } from "../support/accounts";
import { adminRequest } from "../support/admin-session";
import { insertTool } from "../support/db";
import { postOrder } from "../support/orders";

/** `admin`: an API context signed in as the admin (one login per worker, see admin-session.ts). */
const test = base.extend<{ admin: APIRequestContext }>({
  admin: async ({}, use) => {
    const admin = await adminRequest();
    await use(admin);
    await admin.dispose();
  },
});

type Day = { day: string; orders: number; items: number; salesBdt: number };
type Stats = {
  days: Day[];
  byStatus: Record<"unpaid" | "paid" | "confirmed" | "shipped" | "delivered" | "cancelled" | "expired", number>;
  byMethod: Record<"cod" | "card" | "sslcommerz", { orders: number; salesBdt: number }>;
  topParts: { toolId: string | null; name: string; quantity: number; salesBdt: number }[];
  lowStock: { toolId: string; name: string; availableQuantity: number; orderQuantity: number }[];
  waiting: Record<"toShip" | "needsCall" | "returnsOpen" | "paymentReview" | "expiringSoon" | "outboxFailed", number>;
};

const dhakaToday = () => new Date(Date.now() + 6 * 3_600_000).toISOString().slice(0, 10);
const ENDPOINTS = ["/api/admin/stats", "/api/admin/orders.csv"];

test.describe("the owner's figures: GET /api/admin/stats and the orders' CSV", () => {
  test("visitors get 401 and customers 403, before the period is even read", async ({ playwright, baseURL }) => {
    const visitor = await playwright.request.newContext({ baseURL });
    const customer = await playwright.request.newContext({ baseURL });
    await signUp(customer);
    for (const path of ENDPOINTS)
      for (const query of ["", "?days=7", "?from=nonsense", "?from=1900-01-01&to=2100-01-01"]) {
        expect((await visitor.get(`${path}${query}`)).status(), `${path}${query}`).toBe(401);
        expect((await customer.get(`${path}${query}`)).status(), `${path}${query}`).toBe(403);
      }
    await Promise.all([visitor.dispose(), customer.dispose()]);
  });

  test("bad periods are 400 with the field named, never a 500; more than 366 days is refused", async ({ admin }) => {
    const bad = [
      "from=2026-11-01",
      "to=2026-11-01",
      "from=2026-13-01&to=2026-12-01",
      "from=2026-02-30&to=2026-03-01",
      "from=2026-11-30&to=2026-11-01",
      "from=2026-11-01T00:00:00Z&to=2026-11-02",
      "from=%00&to=2026-11-01",
      `from=${"9".repeat(5000)}&to=2026-11-01`,
      "from=0001-01-01&to=9999-12-31",
      "from=2024-01-01&to=2025-01-01",
      "days=365",
      "days=-7",
      "days=7&from=2026-11-01&to=2026-11-02",
    ];
    for (const path of ENDPOINTS)
      for (const query of bad) {
        const response = await admin.get(`${path}?${query}`);
        expect(response.status(), `${path}?${query}`).toBe(400);
        expect(((await response.json()) as { fields?: object }).fields, query).toBeDefined();
      }
    const year = await admin.get("/api/admin/stats?from=2024-01-01&to=2024-12-31");
    expect(year.status()).toBe(200);
    expect(((await year.json()) as Stats).days).toHaveLength(366);
  });

  test("answers every day of the period in Dhaka time, zeros included, in the issue's shape", async ({ admin }) => {
    const response = await admin.get("/api/admin/stats?from=2020-02-27&to=2020-03-02");
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toContain("no-store");
    const stats = (await response.json()) as Stats;
    expect(stats.days).toEqual(
      ["2020-02-27", "2020-02-28", "2020-02-29", "2020-03-01", "2020-03-02"].map((day) => ({
        day,
        orders: 0,
        items: 0,
        salesBdt: 0,
      })),
    );
    expect(Object.keys(stats).sort()).toEqual(
      expect.arrayContaining(["days", "byStatus", "byMethod", "topParts", "lowStock", "waiting"]),
    );
    expect(Object.keys(stats.byMethod).sort()).toEqual(["card", "cod", "sslcommerz"]);
    expect(stats.waiting).toEqual({
      toShip: expect.any(Number),
      needsCall: expect.any(Number),
      returnsOpen: expect.any(Number),
      paymentReview: expect.any(Number),
      expiringSoon: expect.any(Number),
      outboxFailed: expect.any(Number),
    });
  });

  test("reflects the orders it places: today's sales, cash, the part among the most sold, its stock low", async ({
    admin,
    playwright,
    baseURL,
  }) => {
    const name = `Overview part ${randomUUID()}`;
    const toolId = await insertTool({ name, orderQuantity: 1, availableQuantity: 400, price: 1 });
    const read = async () => (await (await admin.get("/api/admin/stats?days=7")).json()) as Stats;
    const before = await read();

    const customer = await playwright.request.newContext({ baseURL });
    await signUp(customer, newAccount("overview"));
    // Cash on delivery is a sale at once (confirmed); by card it is not until paid.
    await postOrder(customer, { toolId, quantity: 395, paymentMethod: "cod" });
    await postOrder(customer, { toolId, quantity: 1, paymentMethod: "card" });
    await customer.dispose();

    const after = await read();
    const today = dhakaToday();
    const dayOf = (stats: Stats) => stats.days.find((day) => day.day === today)!;
    expect(after.days.at(-1)!.day).toBe(today);
    // $1 at 122 taka to the dollar, 395 of them; free delivery from 2000 taka.
    expect(dayOf(after).orders - dayOf(before).orders).toBeGreaterThanOrEqual(1);
    expect(dayOf(after).items - dayOf(before).items).toBeGreaterThanOrEqual(395);
    expect(dayOf(after).salesBdt - dayOf(before).salesBdt).toBeGreaterThanOrEqual(395 * 122);
    expect(after.byMethod.cod.salesBdt - before.byMethod.cod.salesBdt).toBeGreaterThanOrEqual(395 * 122);
    expect(after.byStatus.unpaid - before.byStatus.unpaid).toBeGreaterThanOrEqual(1);
    expect(after.topParts).toContainEqual({ toolId, name, quantity: 395, salesBdt: 395 * 122 });
    expect(after.lowStock).toContainEqual({ toolId, name, availableQuantity: 4, orderQuantity: 1 });
    expect(after.waiting.toShip - before.waiting.toShip).toBeGreaterThanOrEqual(1);
  });

  test("the CSV is an attachment, UTF-8 with a BOM, one row per line, formulas kept as text", async ({
    admin,
    playwright,
    baseURL,
  }) => {
    const evil = `=HYPERLINK("https://evil.example/?${randomUUID()}","click")`;
    const toolId = await insertTool({ name: evil, orderQuantity: 1, availableQuantity: 50, price: 2 });
    const plain = await insertTool({
      name: `+Plain, "quoted" ${randomUUID()}`,
      orderQuantity: 1,
      availableQuantity: 50,
      price: 3,
    });
    const customer = await playwright.request.newContext({ baseURL });
    await signUp(customer, newAccount("csv"));
    const { orderNumber } = await postOrder(customer, { toolId, quantity: 2, paymentMethod: "cod" });
    await postOrder(customer, { toolId: plain, quantity: 1, paymentMethod: "cod" });
    await customer.dispose();

    const response = await admin.get("/api/admin/orders.csv?days=7");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers()["content-disposition"]).toMatch(
      /^attachment; filename="motoforge-orders-[\d-]+-to-[\d-]+\.csv"$/,
    );
    expect(response.headers()["cache-control"]).toContain("no-store");
    const bytes = await response.body();
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString("utf8").slice(1);
    expect(text.split("\r\n")[0]).toMatch(/^order,placed \(Dhaka\),status,payment,paid,/);
    const row = text.split("\r\n").find((line) => line.startsWith(`MF-${orderNumber},`))!;
    expect(row).toBeDefined();
    // The cell starts with an apostrophe inside its quotes, its own quotes doubled.
    expect(row).toContain(`"'${evil.replace(/"/g, '""')}"`);
    expect(row).toMatch(/,2,244,488,488,70,558$/);
    expect(text).not.toMatch(/(^|,)=HYPERLINK/m);
    expect(text).toContain(`"'+Plain, ""quoted""`);
  });
});
