import { ObjectId } from "mongodb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { ReturnDocument } from "@/lib/db/collections";
import type { ReturnStatus } from "@/lib/returns/rules";
import { startSeededShop, type SeededShop } from "@/tests/support/seeded-shop";

describe("the admin's Returns list, a page at a time", () => {
  let shop: SeededShop;
  let returnsPageForShop: typeof import("@/lib/data/returns").returnsPageForShop;

  beforeAll(async () => {
    shop = await startSeededShop("returns-test", {});
    ({ returnsPageForShop } = await import("@/lib/data/returns"));
  });

  afterAll(async () => {
    await shop.close();
  });

  const request = (status: ReturnStatus, day: number, sequence: number): ReturnDocument => ({
    _id: new ObjectId(),
    orderId: new ObjectId(),
    orderNumber: 10_000 + day,
    sequence,
    buyerEmail: "rider@example.com",
    paymentMethod: "cod",
    lines: [],
    reason: "damaged",
    description: `asked on day ${day}`,
    photos: [],
    refundBdt: 100,
    refund: 0.82,
    includesDelivery: false,
    status,
    timeline: [{ status, at: new Date(Date.UTC(2026, 10, day)) }],
    createdAt: new Date(Date.UTC(2026, 10, day)),
  });

  it("lists every open request, oldest first, then the closed ones, newest first, on pages that meet", async () => {
    const statuses: ReturnStatus[] = [
      "refunded",
      "requested",
      "rejected",
      "approved",
      "received",
      "refunded",
      "requested",
    ];
    await shop.client
      .db()
      .collection<ReturnDocument>("returns")
      .insertMany(statuses.map((status, index) => request(status, index + 1, 1)));
    // Open: days 2, 4, 5, 7 (oldest first); closed: days 6, 3, 1 (newest first).
    const expected = [2, 4, 5, 7, 6, 3, 1].map((day) => `asked on day ${day}`);

    for (const size of [1, 3, 4, 5, 7]) {
      const pages = await Promise.all(
        Array.from({ length: Math.ceil(7 / size) }, (_, index) => returnsPageForShop(index * size, size)),
      );
      expect(
        pages.flatMap((page) => page.requests.map((made) => made.description)),
        `pages of ${size}`,
      ).toEqual(expected);
      expect(pages.map((page) => page.total)).toEqual(pages.map(() => 7));
    }
    expect(await returnsPageForShop(7, 3)).toEqual({ requests: [], total: 7 });
  });
});
