import { ObjectId, type Document } from "mongodb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { explainCommand, startTestDb, type Loose, type TestDb } from "./helpers";

let t: TestDb;
const explain = (command: Document) => explainCommand(t.db, command);

const MODELS = ["bajaj|pulsar-n160", "honda|cb-hornet", "yamaha|fz-s", "tvs|apache-rtr"];
const YEARS = [2022, 2023, 2024, 2025];
const CATEGORIES = ["parts", "brakes", "filters"];
const bike = "bajaj|pulsar-n160|2024";

/** Deterministic pseudo-random numbers, so a failure repeats. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** Products with fitKeys as the shop writes them: 15% universal ("*"), the rest 1-3 models x 1-3 years. */
function makeProducts(n: number): Loose[] {
  const next = random(11);
  const pick = <T>(list: T[]): T => list[Math.floor(next() * list.length)] as T;
  return Array.from({ length: n }, (_, i) => {
    let fitKeys = ["*"];
    if (next() >= 0.15) {
      const models = new Set(Array.from({ length: 1 + Math.floor(next() * 3) }, () => pick(MODELS)));
      const first = Math.floor(next() * YEARS.length);
      const years = YEARS.slice(first, first + 1 + Math.floor(next() * 3));
      fitKeys = [...models].flatMap((m) => years.map((y) => `${m}|${y}`));
    }
    return {
      _id: new ObjectId(i.toString(16).padStart(24, "0")),
      name: `${pick(["Brake pad", "Oil filter", "Chain kit"])} ${i}`,
      category: pick(CATEGORIES),
      price: 100 + Math.floor(next() * 40) * 25,
      createdAt: new Date(Date.UTC(2026, 0, 1 + Math.floor(next() * 30))),
      fitKeys,
    };
  });
}

const products = makeProducts(800);
// One product fits the bike and is universal too: it has a key in both of the bike's ranges.
products.push({ _id: new ObjectId("f".repeat(24)), name: "Both", category: "parts", price: 10, fitKeys: [bike, "*"] });

const bikeFilters = [undefined, "parts"].map((category) => ({
  fitKeys: { $in: [bike, "*"] },
  ...(category ? { category } : {}),
}));

/** The count by a collection scan ($natural), which reads and matches every document. */
async function scannedCount(filter: Document): Promise<number> {
  return (await t.coll("products").find(filter).sort({ $natural: 1 }).toArray()).length;
}

/** countDocuments' own pipeline, explained. */
const countPipeline = (filter: Document, more: Document[] = []) => ({
  aggregate: "products",
  pipeline: [{ $match: filter }, ...more, { $group: { _id: 1, n: { $sum: 1 } } }],
  cursor: {},
});

beforeAll(async () => {
  t = await startTestDb();
  const c = t.coll("products");
  // The catalogue's indexes for "fits my bike", and a price index without arrays.
  await c.createIndex({ fitKeys: 1, category: 1, price: 1, _id: 1 });
  await c.createIndex({ fitKeys: 1, price: 1, _id: 1 });
  await c.createIndex({ fitKeys: 1, category: 1, createdAt: -1, _id: -1 });
  await c.createIndex({ fitKeys: 1, createdAt: -1, _id: -1 });
  await c.createIndex({ category: 1, price: 1, _id: 1 });
  await c.insertMany(products);
});
afterAll(() => t.close());

describe("counts answered from index keys (COUNT_SCAN)", () => {
  it("counts the bike's products, with and without a category, as a collection scan does", async () => {
    for (const filter of bikeFilters) {
      const where = JSON.stringify(filter);
      const expected = await scannedCount(filter);
      expect(expected, where).toBeGreaterThan(50);
      expect(await t.coll("products").countDocuments(filter), where).toBe(expected);
      expect((await t.db.command({ count: "products", query: filter })).n, where).toBe(expected);
      const counted = await t
        .coll("products")
        .aggregate([{ $match: filter }, { $count: "total" }])
        .toArray();
      expect(counted, where).toEqual([{ total: expected }]);
    }
  });

  it("reads no document: COUNT over the IXSCAN of the bike's two key ranges", async () => {
    for (const filter of bikeFilters) {
      const where = JSON.stringify(filter);
      const expected = await scannedCount(filter);
      for (const command of [countPipeline(filter), { count: "products", query: filter }]) {
        const { names, executed, stats } = await explain(command);
        expect(names, where).toEqual(["COUNT", "IXSCAN"]);
        expect(stats.totalDocsExamined, where).toBe(0);
        const scan = executed[1];
        expect(scan?.indexName, where).toBe(
          filter.category ? "fitKeys_1_category_1_price_1__id_1" : "fitKeys_1_price_1__id_1",
        );
        expect(scan?.indexBounds?.fitKeys, where).toEqual(['["*", "*"]', `["${bike}", "${bike}"]`]);
        // Every key was looked at once, and the product under both keys counted once.
        expect(scan?.keysExamined, where).toBe(expected + 1);
        expect(scan, where).toMatchObject({ dupsTested: expected + 1, dupsDropped: 1 });
        expect(stats.totalKeysExamined, where).toBe(expected + 1);
        expect(executed[0], where).toMatchObject({ stage: "COUNT", nCounted: expected });
      }
    }
  });

  it("counts a product whose keys match two $in values once", async () => {
    const c = t.coll("dedup");
    await c.createIndex({ fitKeys: 1 });
    await c.insertMany([
      { _id: 1, fitKeys: [bike, "*", "honda|cb-hornet|2024"] },
      { _id: 2, fitKeys: ["*"] },
      { _id: 3, fitKeys: ["honda|cb-hornet|2024"] },
      { _id: 4, fitKeys: [] },
    ]);
    const filter = { fitKeys: { $in: [bike, "*", "honda|cb-hornet|2024"] } };
    expect(await c.countDocuments(filter)).toBe(3);
    expect(await c.countDocuments({ fitKeys: { $in: [bike, "*"] } })).toBe(2);
    const { executed, stats } = await explain({ ...countPipeline(filter), aggregate: "dedup" });
    expect(executed.map((s) => s.stage)).toEqual(["COUNT", "IXSCAN"]);
    expect(executed[1]).toMatchObject({ keysExamined: 5, dupsTested: 5, dupsDropped: 2 });
    expect(stats.totalDocsExamined).toBe(0);
    // An update moves the keys: the count follows.
    await c.updateOne({ _id: 3 }, { $set: { fitKeys: [bike] } });
    await c.deleteOne({ _id: 2 });
    expect(await c.countDocuments(filter)).toBe(2);
  });

  it("looks for repeats only when a document holds two of the leading values asked for", async () => {
    const c = t.coll("shared");
    await c.createIndex({ fitKeys: 1, price: 1 });
    await c.insertMany([
      { _id: 1, fitKeys: ["*"], price: 5 },
      { _id: 2, fitKeys: [bike, "honda|cb-hornet|2024"], price: 6 },
      { _id: 3, fitKeys: [bike], price: 7 },
      { _id: 4, fitKeys: ["*"], price: 8 },
    ]);
    const filter = { fitKeys: { $in: [bike, "*"] } };
    const counted = async (n: number, dupsTested: number, dupsDropped: number) => {
      expect(await c.countDocuments(filter)).toBe(n);
      expect((await c.find(filter).sort({ $natural: 1 }).toArray()).length).toBe(n);
      const { executed, stats } = await explain({ ...countPipeline(filter), aggregate: "shared" });
      expect(executed[1]).toMatchObject({ stage: "IXSCAN", dupsTested, dupsDropped });
      expect(stats.totalDocsExamined).toBe(0);
    };
    // No document with "*" holds another key (the bike's key is shared, with another bike's): SQLite counts the
    // keys, and there is nothing to de-duplicate.
    await counted(4, 0, 0);
    await c.updateOne({ _id: 3 }, { $set: { fitKeys: [bike, "*"] } });
    await counted(4, 5, 1);
    await c.insertOne({ _id: 5, fitKeys: ["*", bike, "yamaha|fz-s|2023"], price: 9 });
    await counted(5, 7, 2);
    await c.updateOne({ _id: 3 }, { $set: { price: 1 } });
    await counted(5, 7, 2);
    await c.deleteOne({ _id: 5 });
    await c.updateOne({ _id: 3 }, { $set: { fitKeys: ["*"] } });
    await counted(4, 0, 0);
    expect(await c.countDocuments({ fitKeys: { $in: [bike, "honda|cb-hornet|2024"] } })).toBe(1);
    expect((await t.db.command({ validate: "shared" })).valid).toBe(true);
  });

  it("keeps its counts of shared values through index builds and drops", async () => {
    const c = t.coll("later");
    await c.insertMany([
      { _id: 1, fitKeys: [bike, "*"] },
      { _id: 2, fitKeys: ["*"] },
      { _id: 3, fitKeys: [bike] },
    ]);
    const filter = { fitKeys: { $in: [bike, "*"] } };
    const check = async () => {
      expect(await c.countDocuments(filter)).toBe(3);
      const { executed, stats } = await explain({ ...countPipeline(filter), aggregate: "later" });
      expect(executed[1]).toMatchObject({ stage: "IXSCAN", dupsDropped: 1 });
      expect(stats.totalDocsExamined).toBe(0);
      expect((await t.db.command({ validate: "later" })).valid).toBe(true);
    };
    // Built over documents already there, kept while another index leads with the same path, built again after.
    await c.createIndex({ fitKeys: 1, _id: 1 });
    await check();
    await c.createIndex({ fitKeys: -1 });
    await c.dropIndex("fitKeys_1__id_1");
    await check();
    await c.dropIndex("fitKeys_-1");
    await c.createIndex({ fitKeys: 1 });
    await check();
  });

  it("counts again what writes change, and keeps nothing a failed write did", async () => {
    const c = t.coll("kept");
    await c.createIndex({ fitKeys: 1, price: 1 });
    await c.createIndex({ sku: 1 }, { unique: true });
    await c.insertMany([
      { _id: 1, sku: "a", fitKeys: ["*"], price: 1 },
      { _id: 2, sku: "b", fitKeys: [bike], price: 2 },
    ]);
    const filter = { fitKeys: { $in: [bike, "*"] } };
    const universal = { fitKeys: "*" };
    const expectCounts = async (n: number, star: number) => {
      expect(await c.countDocuments(filter)).toBe(n);
      expect(await c.countDocuments(universal)).toBe(star);
      expect((await t.db.command({ count: "kept", query: universal })).n).toBe(star);
    };
    await expectCounts(2, 1);
    await c.insertOne({ _id: 3, sku: "c", fitKeys: ["*"], price: 3 });
    await expectCounts(3, 2);
    // Its entry in the fitKeys index is written before the unique index refuses the document.
    await expect(c.insertOne({ _id: 4, sku: "a", fitKeys: ["*"], price: 4 })).rejects.toThrow(/duplicate key/);
    await expectCounts(3, 2);
    await c.updateOne({ _id: 1 }, { $set: { fitKeys: ["honda|cb-hornet|2024"] } });
    await expectCounts(2, 1);
    await c.updateOne({ _id: 3 }, { $set: { price: 30 } });
    await expectCounts(2, 1);
    await c.deleteOne({ _id: 2 });
    await expectCounts(1, 1);
    await c.dropIndex("fitKeys_1_price_1");
    await c.createIndex({ fitKeys: 1, price: 1 });
    await expectCounts(1, 1);
  });

  it("uses one COUNT_SCAN for one key range, under the skip and limit countDocuments sends", async () => {
    const filter = { fitKeys: bike, category: "parts" };
    const expected = await scannedCount(filter);
    expect(expected).toBeGreaterThan(10);
    const c = t.coll("products");
    expect(await c.countDocuments(filter)).toBe(expected);
    expect(await c.countDocuments(filter, { skip: 3, limit: 5 })).toBe(5);
    expect(await c.countDocuments(filter, { skip: expected - 2 })).toBe(2);
    expect(await c.countDocuments(filter, { skip: expected + 2 })).toBe(0);
    expect((await t.db.command({ count: "products", query: filter, skip: 3, limit: 5 })).n).toBe(5);
    const plain = await explain(countPipeline(filter));
    expect(plain.names).toEqual(["COUNT_SCAN"]);
    expect(plain.executed[0]).toMatchObject({
      indexName: "fitKeys_1_category_1_price_1__id_1",
      keysExamined: expected,
      indexBounds: { startKeyInclusive: true, endKeyInclusive: true },
    });
    expect(plain.stats).toMatchObject({ totalDocsExamined: 0, totalKeysExamined: expected, nReturned: expected });
    const paged = await explain(countPipeline(filter, [{ $skip: 3 }, { $limit: 5 }]));
    expect(paged.names).toEqual(["LIMIT", "SKIP", "COUNT_SCAN"]);
    expect(paged.stats.totalDocsExamined).toBe(0);
    const command = await explain({ count: "products", query: filter, skip: 3, limit: 5 });
    expect(command.names).toEqual(["COUNT", "LIMIT", "SKIP", "COUNT_SCAN"]);
    expect(command.executed[0]).toMatchObject({ nCounted: 5, nSkipped: 3 });
  });

  it("has no repeats to look for when the multikey field is pinned to one value", async () => {
    for (const filter of [
      { fitKeys: bike, category: "parts" },
      // Several ranges, which differ only in a field without arrays.
      { fitKeys: bike, category: { $in: ["parts", "brakes"] } },
    ]) {
      const where = JSON.stringify(filter);
      const expected = await scannedCount(filter);
      expect(await t.coll("products").countDocuments(filter), where).toBe(expected);
      const { executed, stats } = await explain(countPipeline(filter));
      expect(executed.at(-1), where).toMatchObject({ keysExamined: expected, dupsTested: 0, dupsDropped: 0 });
      expect(stats.totalDocsExamined, where).toBe(0);
    }
  });

  it("counts a range on a field without arrays from the keys, but not a range on a multikey field", async () => {
    const c = t.coll("products");
    const ranges = [
      { category: "brakes", price: { $gt: 300, $lte: 600 } },
      { category: "brakes", price: { $lt: 400 } },
      { category: { $in: ["brakes", "filters"] }, price: { $gte: 500 } },
      { $and: [{ category: "filters" }, { price: { $gte: 200, $lt: 700 } }] },
      // A range on a descending field, after a multikey field's equality.
      { fitKeys: bike, createdAt: { $gte: new Date(Date.UTC(2026, 0, 10)) } },
    ];
    for (const filter of ranges) {
      const where = JSON.stringify(filter);
      const expected = await scannedCount(filter);
      expect(expected, where).toBeGreaterThan(0);
      expect(await c.countDocuments(filter), where).toBe(expected);
      const { names, executed, stats } = await explain(countPipeline(filter));
      expect(names.at(-1), where).toMatch(/^(COUNT_SCAN|IXSCAN)$/);
      expect(executed.at(-1)?.indexName, where).toBe(
        filter.fitKeys ? "fitKeys_1_createdAt_-1__id_-1" : "category_1_price_1__id_1",
      );
      expect(stats.totalDocsExamined, where).toBe(0);
    }
    const multikeyRange = { fitKeys: { $gte: "bajaj", $lt: "bajaj~" } };
    expect(await c.countDocuments(multikeyRange)).toBe(await scannedCount(multikeyRange));
    expect((await explain(countPipeline(multikeyRange))).names).toContain("FETCH");
  });

  it("keeps the matcher for what index keys do not answer, with the same counts", async () => {
    const c = t.coll("products");
    const filters: Document[] = [
      // The catalogue's search: a regex $or beside the bike.
      {
        fitKeys: { $in: [bike, "*"] },
        $or: [{ name: { $regex: "brake", $options: "i" } }, { shortDescription: { $regex: "brake", $options: "i" } }],
      },
      { fitKeys: { $in: [bike, "*"] }, name: { $regex: "^Chain" } },
      // A field no index has, beside indexed ones.
      { fitKeys: bike, name: "Both" },
      { category: "parts", price: { $ne: 200 } },
      { fitKeys: bike, createdAt: null },
      { fitKeys: [bike, "*"] },
    ];
    for (const filter of filters) {
      const where = JSON.stringify(filter);
      expect(await c.countDocuments(filter), where).toBe(await scannedCount(filter));
      const { names, stats } = await explain(countPipeline(filter));
      expect(names, where).not.toContain("COUNT_SCAN");
      expect(stats.totalDocsExamined, where).toBeGreaterThan(0);
    }
  });

  // The counts MongoDB gives. mingo's matcher lets NaN pass $gte/$lte of any number, so finds that match with it
  // (a collection scan, an index range open below) return NaN there; MongoDB, and a count from keys, do not.
  it("counts numbers without NaN, as MongoDB does, and each type within its own range", async () => {
    const c = t.coll("mixed");
    await c.createIndex({ v: 1 });
    await c.insertMany([
      { _id: 1, v: Number.NaN },
      { _id: 2, v: -5 },
      { _id: 3, v: 0 },
      { _id: 4, v: 3.5 },
      { _id: 5, v: "3" },
      { _id: 6, v: new Date(3) },
      { _id: 7, v: true },
      { _id: 8, v: null },
      { _id: 9 },
      { _id: 10, v: Infinity },
    ]);
    const filters: [Document, number][] = [
      [{ v: { $lt: 4 } }, 3],
      [{ v: { $lte: 0 } }, 2],
      [{ v: { $gt: 0 } }, 2],
      [{ v: { $gte: "" } }, 1],
      [{ v: { $gt: new Date(0) } }, 1],
      [{ v: { $in: [0, "3", true] } }, 3],
      [{ v: -0 }, 1],
    ];
    for (const [filter, n] of filters) {
      const where = JSON.stringify(filter);
      expect(await c.countDocuments(filter), where).toBe(n);
      const { names, stats } = await explain({ ...countPipeline(filter), aggregate: "mixed" });
      expect(names.at(-1), where).toMatch(/^(COUNT_SCAN|IXSCAN)$/);
      expect(stats.totalDocsExamined, where).toBe(0);
    }
  });
});
