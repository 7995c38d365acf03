import { ObjectId } from "mongodb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { NewDocument } from "@/lib/data/invoices";
import { startSeededShop, type SeededShop } from "@/tests/support/seeded-shop";

/**
 * Numbering on the embedded database, as several instances would meet it: many documents issued
 * at once, the same order's twice at once, and a number taken by an instance that died before it
 * moved the counter on.
 */
describe("issuing numbered documents", () => {
  let shop: SeededShop;
  let issueDocument: typeof import("@/lib/data/invoices").issueDocument;
  let documentsPageBetween: typeof import("@/lib/data/invoices").documentsPageBetween;
  const at = new Date("2026-11-27T04:00:00Z");

  beforeAll(async () => {
    shop = await startSeededShop("invoices-test", {});
    ({ issueDocument, documentsPageBetween } = await import("@/lib/data/invoices"));
  });

  afterAll(async () => {
    await shop.close();
  });

  const draft = (key: string, kind: NewDocument["kind"] = "invoice"): NewDocument => ({
    kind,
    key,
    orderId: new ObjectId().toHexString(),
    orderNumber: 10_001,
    seller: { name: "MotoForge Industries Ltd.", address: "Dhaka" },
    buyer: { name: "Rider", email: "rider@example.com", phone: "01711000000" },
    paymentMethod: "cod",
    lines: [],
    delivery: null,
    totals: { valueBdt: 0, vatBdt: 0, totalBdt: 0 },
  });

  it("gives 20 documents issued at once the numbers 1 to 20, each once", async () => {
    const issued = await Promise.all(Array.from({ length: 20 }, (_, i) => issueDocument(draft(`at-once:${i}`), at)));
    expect(issued.map((document) => document.sequence).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    expect(issued.find((document) => document.sequence === 1)?._id).toBe("INV-2026-27-000001");
  });

  it("issues one document for a key asked for twice at once, and no number is lost", async () => {
    const [first, second] = await Promise.all([issueDocument(draft("twice"), at), issueDocument(draft("twice"), at)]);
    expect(first._id).toBe(second._id);
    expect((await issueDocument(draft("after-twice"), at)).sequence).toBe(first.sequence + 1);
  });

  it("steps over a number taken by an instance that died before moving the counter", async () => {
    const counters = shop.client.db().collection<{ _id: string; value: number }>("counters");
    const last = (await counters.findOne({ _id: "INV-2026-27" }))!.value;
    await counters.updateOne({ _id: "INV-2026-27" }, { $set: { value: last - 1 } });
    expect((await issueDocument(draft("after-crash"), at)).sequence).toBe(last + 1);
  });

  it("numbers credit notes in their own series, and a new financial year from 1", async () => {
    expect((await issueDocument(draft("credit", "creditNote"), at))._id).toBe("CN-2026-27-000001");
    expect((await issueDocument(draft("july"), new Date("2027-07-01T00:00:00+06:00")))._id).toBe("INV-2027-28-000001");
  });

  it("pages a month newest first, with totals of the whole month and nothing from its neighbours", async () => {
    const march = (day: number, minute: number) => new Date(Date.UTC(2026, 2, day, 6, minute));
    const totals = (totalBdt: number) => ({ valueBdt: totalBdt - 10, vatBdt: 10, totalBdt });
    const issued = [];
    for (let i = 0; i < 7; i++) {
      const kind = i % 3 === 2 ? "creditNote" : "invoice";
      issued.push(
        await issueDocument({ ...draft(`march:${i}`, kind), totals: totals(100 * (i + 1)) }, march(2 + i, i)),
      );
    }
    await issueDocument({ ...draft("february"), totals: totals(5_000) }, new Date("2026-02-28T23:00:00Z"));
    await issueDocument({ ...draft("april"), totals: totals(7_000) }, new Date("2026-04-01T00:00:00Z"));

    const from = new Date("2026-03-01T00:00:00Z");
    const to = new Date("2026-04-01T00:00:00Z");
    const pages = await Promise.all([0, 3, 6].map((skip) => documentsPageBetween(from, to, skip, 3)));
    expect(pages.flatMap((page) => page.documents.map((document) => document._id))).toEqual(
      issued.map((document) => document._id).reverse(),
    );
    for (const { totals: month } of pages)
      expect(month).toEqual({
        invoice: { count: 5, valueBdt: 1_850, vatBdt: 50, totalBdt: 1_900 },
        creditNote: { count: 2, valueBdt: 880, vatBdt: 20, totalBdt: 900 },
      });
    expect(await documentsPageBetween(new Date("2001-01-01"), new Date("2001-02-01"), 0, 3)).toEqual({
      documents: [],
      totals: {
        invoice: { count: 0, valueBdt: 0, vatBdt: 0, totalBdt: 0 },
        creditNote: { count: 0, valueBdt: 0, vatBdt: 0, totalBdt: 0 },
      },
    });
  });
});
