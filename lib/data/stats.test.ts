import { ObjectId, type Collection } from "mongodb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { OrderDocument, ToolDocument } from "@/lib/db/collections";
import type { OrderStatus } from "@/lib/orders/lifecycle";
import type { ReturnStatus } from "@/lib/returns/rules";
import type { PaymentMethod } from "@/lib/validations/order";
import { startSeededShop, type SeededShop } from "@/tests/support/seeded-shop";

/**
 * The overview's figures on the embedded database, from orders written as the workflows write
 * them: days in Dhaka time (an order at 18:30 UTC is the next day's), zeros for days without
 * sales, sales only from orders the shop is paid for, methods, top parts, low stock, what waits.
 */
describe("overview stats", () => {
  let shop: SeededShop;
  let orders: Collection<OrderDocument>;
  let tools: Collection<ToolDocument>;
  let orderNumber = 50_000;
  const partA = { _id: new ObjectId(), name: "Chain kit 428H" };
  const partB = { _id: new ObjectId(), name: '=HYPERLINK("x")' };
  // Now: 2026-11-27 10:00 in Dhaka.
  const now = new Date("2026-11-27T04:00:00Z");

  beforeAll(async () => {
    shop = await startSeededShop("overview-stats-test", { UNPAID_ORDER_HOLD_MINUTES: "30" });
    orders = shop.client.db().collection("orders");
    tools = shop.client.db().collection("tools");
    // The collections' indexes, as the shop creates them.
    await (await import("@/lib/db/collections")).getCollections();
  });

  afterAll(async () => {
    await shop.close();
  });

  function order(
    createdAt: string,
    status: OrderStatus,
    paymentMethod: PaymentMethod,
    lines: { part: { _id: ObjectId; name: string }; quantity: number; unitPriceBdt: number }[],
    extra: Partial<OrderDocument> = {},
  ): OrderDocument {
    const items = lines.map(({ part, quantity, unitPriceBdt }) => ({
      toolId: part._id,
      toolName: part.name,
      quantity,
      unitPrice: unitPriceBdt / 122,
      price: (unitPriceBdt * quantity) / 122,
      unitPriceBdt,
      priceBdt: unitPriceBdt * quantity,
    }));
    const priceBdt = items.reduce((sum, line) => sum + line.priceBdt, 0);
    return {
      _id: new ObjectId(),
      orderNumber: ++orderNumber,
      items,
      toolName: items.map((line) => line.toolName).join(", "),
      quantity: items.reduce((sum, line) => sum + line.quantity, 0),
      BuyerName: "Rider",
      BuyerEmail: "rider@example.com",
      BuyerPhone: "01711000000",
      district: "Dhaka",
      area: "Mirpur",
      address: "House 1",
      price: priceBdt / 122,
      deliveryCharge: 70 / 122,
      total: (priceBdt + 70) / 122,
      bdtPerUsd: 122,
      priceBdt,
      deliveryChargeBdt: 70,
      totalBdt: priceBdt + 70,
      paymentMethod,
      paid: status !== "unpaid" && status !== "confirmed",
      status,
      // Written now, as every order is: its timeline's time is when the database got it, which is
      // how the kept day sums learn of it.
      timeline: [{ status, at: new Date() }],
      createdAt: new Date(createdAt),
      ...extra,
    };
  }

  it("counts each Dhaka day's sales, across midnight at 18:00 UTC, with zeros for empty days", async () => {
    const { overviewStats } = await import("./stats");
    await orders.insertMany([
      // 2026-11-20 23:59 Dhaka: the 20th.
      order("2026-11-20T17:59:00Z", "delivered", "cod", [{ part: partA, quantity: 2, unitPriceBdt: 500 }]),
      // 2026-11-21 00:01 Dhaka: the 21st, though still the 20th in UTC.
      order("2026-11-20T18:01:00Z", "paid", "card", [
        { part: partA, quantity: 1, unitPriceBdt: 500 },
        { part: partB, quantity: 3, unitPriceBdt: 100 },
      ]),
      order("2026-11-21T10:00:00Z", "shipped", "sslcommerz", [{ part: partB, quantity: 4, unitPriceBdt: 100 }]),
      // Not sales: unpaid online, cancelled, expired.
      order("2026-11-21T11:00:00Z", "cancelled", "cod", [{ part: partA, quantity: 9, unitPriceBdt: 500 }]),
      order("2026-11-21T11:00:00Z", "expired", "card", [{ part: partA, quantity: 9, unitPriceBdt: 500 }]),
      order("2026-11-21T11:00:00Z", "unpaid", "sslcommerz", [{ part: partA, quantity: 9, unitPriceBdt: 500 }]),
      // Outside the period on both sides.
      order("2026-11-19T17:59:00Z", "delivered", "cod", [{ part: partA, quantity: 1, unitPriceBdt: 500 }]),
      order("2026-11-23T18:00:00Z", "delivered", "cod", [{ part: partA, quantity: 1, unitPriceBdt: 500 }]),
    ]);

    const stats = await overviewStats("2026-11-20", "2026-11-23", now);
    expect(stats.days).toEqual([
      { day: "2026-11-20", orders: 1, items: 2, salesBdt: 1070 },
      { day: "2026-11-21", orders: 2, items: 8, salesBdt: 870 + 470 },
      { day: "2026-11-22", orders: 0, items: 0, salesBdt: 0 },
      { day: "2026-11-23", orders: 0, items: 0, salesBdt: 0 },
    ]);
    expect(stats.byMethod).toEqual({
      cod: { orders: 1, salesBdt: 1070 },
      card: { orders: 1, salesBdt: 870 },
      sslcommerz: { orders: 1, salesBdt: 470 },
    });
    expect(stats.topParts).toEqual([
      { toolId: partB._id.toHexString(), name: partB.name, quantity: 7, salesBdt: 700 },
      { toolId: partA._id.toHexString(), name: partA.name, quantity: 3, salesBdt: 1500 },
    ]);
  });

  it("counts every order by its state now, and what waits", async () => {
    const { overviewStats } = await import("./stats");
    await orders.insertMany([
      order("2026-11-26T10:00:00Z", "confirmed", "cod", [{ part: partA, quantity: 1, unitPriceBdt: 500 }]),
      order("2026-11-26T10:00:00Z", "paid", "sslcommerz", [{ part: partA, quantity: 1, unitPriceBdt: 500 }], {
        paymentReview: true,
      }),
      // Its hold ends at 04:05 UTC, within 10 minutes of now; the other one's at 04:25, not yet.
      order("2026-11-27T03:35:00Z", "unpaid", "card", [{ part: partA, quantity: 1, unitPriceBdt: 500 }]),
      order("2026-11-27T03:55:00Z", "unpaid", "card", [{ part: partA, quantity: 1, unitPriceBdt: 500 }]),
      order("2026-11-26T11:00:00Z", "needs-call", "cod", [{ part: partA, quantity: 1, unitPriceBdt: 500 }]),
    ]);
    // Two returns wait for the owner (one to answer, one to refund); the approved one waits for the buyer.
    const returnOf = (status: ReturnStatus) => ({ status, orderId: new ObjectId(), sequence: 1, createdAt: now });
    await shop.client
      .db()
      .collection("returns")
      .insertMany([returnOf("requested"), returnOf("received"), returnOf("approved"), returnOf("refunded")]);
    await shop.client
      .db()
      .collection("outbox")
      .insertOne({
        _id: "order:x:placed:email" as unknown as ObjectId,
        channel: "email",
        to: "rider@example.com",
        text: "x",
        status: "failed",
        attempts: 9,
        nextAttemptAt: now,
        createdAt: now,
      });

    const stats = await overviewStats("2026-11-27", "2026-11-27", now);
    const total = await orders.countDocuments({});
    expect(Object.values(stats.byStatus).reduce((a, b) => a + b, 0)).toBe(total);
    expect(stats.byStatus).toMatchObject({
      paid: 2,
      confirmed: 1,
      "needs-call": 1,
      unpaid: 3,
      cancelled: 1,
      expired: 1,
      shipped: 1,
    });
    // Paid (one held for review) and confirmed: 2 + 1 - 1.
    expect(stats.waiting).toEqual({
      toShip: 2,
      needsCall: 1,
      returnsOpen: 2,
      paymentReview: 1,
      expiringSoon: 2,
      outboxFailed: 1,
    });
  });

  it("compares today and the last 7 days with the 7 before, whatever the period", async () => {
    const { overviewStats } = await import("./stats");
    const stats = await overviewStats("2026-11-01", "2026-11-07", now);
    expect(stats.days).toHaveLength(7);
    expect(stats.recent.today).toEqual({ orders: 0, items: 0, salesBdt: 0 });
    // The 21st to the 27th: the two orders of the 21st, one of the 24th (18:00 UTC on the 23rd), two of the 26th.
    expect(stats.recent.last7).toEqual({ orders: 5, items: 11, salesBdt: 870 + 470 + 570 + 570 + 570 });
    // The 14th to the 20th: the 19th's (23:59 in Dhaka) and the 20th's.
    expect(stats.recent.previous7).toEqual({ orders: 2, items: 3, salesBdt: 1070 + 570 });
  });

  it("lists parts below their minimum order or below 10, fewest first", async () => {
    const { overviewStats } = await import("./stats");
    const base = {
      shortDescription: "x",
      price: 1,
      image: "/x.svg",
      universal: true,
      fits: [],
      fitKeys: ["*"],
      createdAt: now,
    };
    await tools.insertMany([
      { _id: new ObjectId(), name: "Below ten", orderQuantity: 1, availableQuantity: 9, ...base },
      { _id: new ObjectId(), name: "Below its minimum", orderQuantity: 50, availableQuantity: 40, ...base },
      { _id: new ObjectId(), name: "Plenty", orderQuantity: 5, availableQuantity: 10, ...base },
    ]);
    const names = (await overviewStats("2026-11-27", "2026-11-27", now)).lowStock.map((part) => part.name);
    expect(names).toContain("Below ten");
    expect(names).toContain("Below its minimum");
    expect(names).not.toContain("Plenty");
    expect(names.indexOf("Below ten")).toBeLessThan(names.indexOf("Below its minimum"));
  });

  it("sums a day again once one of its orders changes", async () => {
    const { overviewStats } = await import("./stats");
    const { moveOrder } = await import("./orders");
    const day = async () => (await overviewStats("2026-11-21", "2026-11-21", now)).days[0];
    expect(await day()).toEqual({ day: "2026-11-21", orders: 2, items: 8, salesBdt: 870 + 470 });
    const shipped = await orders.findOne({ status: "shipped", createdAt: new Date("2026-11-21T10:00:00Z") });
    await moveOrder(shipped!._id.toHexString(), "shipped", "delivered");
    expect(await day()).toEqual({ day: "2026-11-21", orders: 2, items: 8, salesBdt: 870 + 470 });
    const paid = await orders.findOne({ status: "paid", createdAt: new Date("2026-11-20T18:01:00Z") });
    await moveOrder(paid!._id.toHexString(), "paid", "cancelled");
    expect(await day()).toEqual({ day: "2026-11-21", orders: 1, items: 4, salesBdt: 470 });
    // Put back as it was for the tests after this one (no workflow moves an order back).
    await orders.updateOne(
      { _id: paid!._id },
      { $set: { status: "paid" }, $push: { timeline: { status: "paid", at: new Date() } } },
    );
    expect(await day()).toEqual({ day: "2026-11-21", orders: 2, items: 8, salesBdt: 870 + 470 });
  });

  it("forgets nothing when its mark is lost: every day is summed again", async () => {
    const { overviewStats } = await import("./stats");
    await shop.client
      .db()
      .collection("orderDays")
      .deleteOne({ _id: "~through" as unknown as ObjectId });
    await shop.client
      .db()
      .collection("orderDays")
      .updateOne({ _id: "2026-11-20" as unknown as ObjectId }, { $set: { salesBdt: 1 } });
    expect((await overviewStats("2026-11-20", "2026-11-20", now)).days[0]!.salesBdt).toBe(1070);
  });

  it("reads the period's sales through an index, and counts states from index keys alone", async () => {
    const { daySumsPipeline, periodPipeline } = await import("./stats");
    const plan = JSON.stringify(await orders.aggregate(daySumsPipeline("2026-11-01", "2026-11-30")).explain());
    expect(plan).toContain("IXSCAN");
    expect(plan).not.toContain("COLLSCAN");
    expect(plan).toMatch(/createdAt/);
    const days = JSON.stringify(
      await shop.client.db().collection("orderDays").aggregate(periodPipeline("2026-11-01", "2026-11-30")).explain(),
    );
    expect(days).toMatch(/IXSCAN|IDHACK/);
    expect(days).not.toContain("COLLSCAN");
    const changes = JSON.stringify(await orders.find({ "timeline.at": { $gte: now } }).explain());
    expect(changes).toContain("timeline.at_1");
    const count = JSON.stringify(await orders.find({ status: "paid" }).explain());
    expect(count).toContain("IXSCAN");
    const review = JSON.stringify(
      await shop.client.db().command({ explain: { count: "orders", query: { paymentReview: true, status: "paid" } } }),
    );
    expect(review).toContain("COUNT_SCAN");
    expect(review).toContain("paymentReview_1_status_1");
  });

  it("yields the period's lines for the CSV, every state, oldest first", async () => {
    const { periodOrderLines } = await import("./stats");
    const rows = [];
    for await (const row of periodOrderLines("2026-11-21", "2026-11-21")) rows.push(row);
    expect(rows.map((row) => [row.status, row.toolName])).toEqual([
      ["paid", partA.name],
      ["paid", partB.name],
      ["delivered", partB.name],
      ["cancelled", partA.name],
      ["expired", partA.name],
      ["unpaid", partA.name],
    ]);
  });
});
