import { ObjectId, type Document } from "mongodb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { explainCommand, startTestDb, type TestDb } from "./helpers";

let t: TestDb;
const explain = (command: Document) => explainCommand(t.db, command);

const MODELS = ["bajaj|pulsar-n160", "honda|cb-hornet", "yamaha|fz-s", "tvs|apache-rtr", "hero|splendor"];
const YEARS = [2022, 2023, 2024, 2025];
const CATEGORIES = ["brakes", "filters", "chains", "lights"];
const bike = "bajaj|pulsar-n160|2024";

interface Product {
  _id: ObjectId;
  name: string;
  category: string;
  price: number;
  createdAt: Date;
  fitKeys: string[];
}

/** Deterministic pseudo-random numbers, so a failure repeats. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** Products as the shop gives them fitKeys: 15% universal ("*"), the rest 1-3 models x 1-3 consecutive years. */
function makeProducts(n: number): Product[] {
  const next = random(7);
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
      name: `${pick(["Brake pad", "Oil filter", "Chain kit", "Headlight"])} ${i}`,
      category: pick(CATEGORIES),
      // Few prices and days, so many products tie and the _id decides.
      price: 100 + Math.floor(next() * 40) * 25,
      createdAt: new Date(Date.UTC(2026, 0, 1 + Math.floor(next() * 30))),
      fitKeys,
    };
  });
}

const products = makeProducts(600);

type Sort = Record<string, 1 | -1>;
const PRICE_ASC: Sort = { price: 1, _id: 1 };
const SORTS: Sort[] = [PRICE_ASC, { price: -1, _id: -1 }, { createdAt: -1, _id: -1 }];

/** The same order by hand: every sort field here is a scalar, and _id breaks ties. */
function byHand(sort: Sort): (a: Product, b: Product) => number {
  const value = (p: Product, field: string): number | string =>
    field === "_id" ? p._id.toHexString() : field === "createdAt" ? p.createdAt.getTime() : p.price;
  return (a, b) => {
    for (const [field, direction] of Object.entries(sort)) {
      const [x, y] = [value(a, field), value(b, field)];
      if (x !== y) return (x < y ? -1 : 1) * direction;
    }
    return 0;
  };
}

function fits(keys: string[], category?: string): (p: Product) => boolean {
  return (p) => p.fitKeys.some((k) => keys.includes(k)) && (category === undefined || p.category === category);
}

beforeAll(async () => {
  t = await startTestDb();
  const c = t.coll("products");
  // The catalogue's indexes for "fits my bike".
  await c.createIndex({ fitKeys: 1, category: 1, price: 1, _id: 1 });
  await c.createIndex({ fitKeys: 1, price: 1, _id: 1 });
  await c.createIndex({ fitKeys: 1, category: 1, createdAt: -1, _id: -1 });
  await c.createIndex({ fitKeys: 1, createdAt: -1, _id: -1 });
  await c.createIndex({ category: 1, price: 1, _id: 1 });
  await c.insertMany(products);
});
afterAll(() => t.close());

describe("the bike query: $in on a multikey field, then a sort", () => {
  const filters = [undefined, "brakes"].map((category) => ({
    category,
    filter: { fitKeys: { $in: [bike, "*"] }, ...(category ? { category } : {}) },
  }));

  it("reads no more documents than skip + limit, and returns what an in-memory sort does", async () => {
    for (const { category, filter } of filters) {
      const all = products.filter(fits([bike, "*"], category));
      expect(await t.coll("products").countDocuments(filter)).toBe(all.length);
      for (const sort of SORTS) {
        const expected = [...all].sort(byHand(sort));
        for (const skip of [0, 12, 36]) {
          const where = JSON.stringify({ filter, sort, skip });
          const page = await t.coll("products").find(filter).sort(sort).skip(skip).limit(12).toArray();
          expect(
            page.map((p) => p._id),
            where,
          ).toEqual(expected.slice(skip, skip + 12).map((p) => p._id));
          const { names, executed, stats } = await explain({ find: "products", filter, sort, skip, limit: 12 });
          expect(names, where).toEqual(["LIMIT", ...(skip ? ["SKIP"] : []), "FETCH", "SORT_MERGE", "IXSCAN", "IXSCAN"]);
          const wanted = Math.min(skip + 12, all.length);
          expect(stats.totalDocsExamined, where).toBe(wanted);
          expect(stats.nReturned, where).toBe(wanted - skip);
          // Each scan reads at most one key past what the merge took from it.
          expect(stats.totalKeysExamined, where).toBeLessThanOrEqual(wanted + 2);
          const scans = executed.filter((s) => s.stage === "IXSCAN");
          const keys = (category ? ["fitKeys", "category"] : ["fitKeys"]).concat(Object.keys(sort));
          expect(Object.keys(scans[0]?.indexBounds ?? {}), where).toEqual(keys);
          expect(
            scans.map((s) => s.indexBounds?.fitKeys),
            where,
          ).toEqual([['["*", "*"]'], [`["${bike}", "${bike}"]`]]);
          expect(
            scans.reduce((n, s) => n + (s.keysExamined ?? 0), 0),
            where,
          ).toBe(stats.totalKeysExamined);
        }
      }
    }
  });

  it("scans a price-ascending index backward for price descending", async () => {
    const { index, executed } = await explain({
      find: "products",
      filter: { fitKeys: { $in: [bike, "*"] } },
      sort: { price: -1, _id: -1 },
      limit: 12,
    });
    // What a stage examined shows in executionStages only.
    expect(index).not.toHaveProperty("keysExamined");
    const scans = executed.filter((s) => s.stage === "IXSCAN");
    expect(scans.map((s) => [s.indexName, s.direction])).toEqual([
      ["fitKeys_1_price_1__id_1", "backward"],
      ["fitKeys_1_price_1__id_1", "backward"],
    ]);
    expect(scans[0]?.indexBounds?.price).toEqual(["[MaxKey, MinKey]"]);
  });

  it("keeps the search's $or on name in the FETCH filter, and its results right", async () => {
    const filter = {
      fitKeys: { $in: [bike, "*"] },
      $or: [{ name: { $regex: "brake", $options: "i" } }, { shortDescription: { $regex: "brake", $options: "i" } }],
    };
    const expected = products.filter((p) => fits([bike, "*"])(p) && /brake/i.test(p.name)).sort(byHand(PRICE_ASC));
    const page = await t.coll("products").find(filter).sort(PRICE_ASC).limit(12).toArray();
    expect(page.map((p) => p._id)).toEqual(expected.slice(0, 12).map((p) => p._id));
    const { names } = await explain({ find: "products", filter, sort: PRICE_ASC, limit: 12 });
    expect(names.slice(0, 3)).toEqual(["LIMIT", "FETCH", "SORT_MERGE"]);
  });

  it("serves one equality as one ordered scan", async () => {
    const { names, stats } = await explain({
      find: "products",
      filter: { fitKeys: bike, category: "chains" },
      sort: { createdAt: -1, _id: -1 },
      limit: 5,
    });
    expect(names).toEqual(["LIMIT", "FETCH", "IXSCAN"]);
    expect(stats.totalDocsExamined).toBe(5);
  });

  it("merges $in on a field without arrays too, with no repeats to look for", async () => {
    const filter = { category: { $in: ["chains", "brakes"] } };
    const expected = products.filter((p) => filter.category.$in.includes(p.category)).sort(byHand(PRICE_ASC));
    const page = await t.coll("products").find(filter).sort(PRICE_ASC).skip(5).limit(10).toArray();
    expect(page.map((p) => p._id)).toEqual(expected.slice(5, 15).map((p) => p._id));
    const { names, executed, stats } = await explain({ find: "products", filter, sort: PRICE_ASC, skip: 5, limit: 10 });
    expect(names).toEqual(["LIMIT", "SKIP", "FETCH", "SORT_MERGE", "IXSCAN", "IXSCAN"]);
    expect(executed.find((s) => s.stage === "IXSCAN")).toMatchObject({ indexName: "category_1_price_1__id_1" });
    expect(executed.find((s) => s.stage === "SORT_MERGE")).toMatchObject({ dupsTested: 0, dupsDropped: 0 });
    expect(stats.totalDocsExamined).toBe(15);
  });

  it("returns a document that matches two ranges once", async () => {
    const years = ["bajaj|pulsar-n160|2023", "bajaj|pulsar-n160|2024", "*"];
    const expected = products.filter(fits(years)).sort(byHand(PRICE_ASC));
    const inBoth = expected.filter((p) => years.filter((y) => p.fitKeys.includes(y)).length > 1);
    expect(inBoth.length).toBeGreaterThan(5);
    const found = await t
      .coll("products")
      .find({ fitKeys: { $in: years } })
      .sort(PRICE_ASC)
      .toArray();
    expect(found.map((p) => p._id)).toEqual(expected.map((p) => p._id));
    const { names, executed, stats } = await explain({
      find: "products",
      filter: { fitKeys: { $in: years } },
      sort: PRICE_ASC,
    });
    expect(names.filter((n) => n === "IXSCAN")).toHaveLength(3);
    expect(executed.find((s) => s.stage === "SORT_MERGE")?.dupsDropped).toBe(stats.totalKeysExamined - expected.length);
    expect(stats.totalDocsExamined).toBe(expected.length);
  });
});

describe("where multikey bounds cannot give the sort or be intersected", () => {
  it("sorts in memory by the multikey field itself", async () => {
    const filter = { fitKeys: bike };
    const { names } = await explain({ find: "products", filter, sort: { fitKeys: 1, _id: 1 }, limit: 5 });
    expect(names[0]).toBe("SORT");
    const found = await t.coll("products").find(filter).sort({ fitKeys: 1, _id: 1 }).limit(5).toArray();
    // A document sorts by its smallest fitKey, not by the one the filter named.
    const smallest = (p: Product) => [...p.fitKeys].sort()[0] ?? "";
    const expected = products
      .filter(fits([bike]))
      .sort((a, b) => smallest(a).localeCompare(smallest(b)) || a._id.toHexString().localeCompare(b._id.toHexString()));
    expect(found.map((p) => p._id)).toEqual(expected.slice(0, 5).map((p) => p._id));
  });

  it("scans a two-sided range on a multikey field from one side only", async () => {
    const c = t.coll("ranges");
    await c.createIndex({ tags: 1, n: 1 });
    // [a, d] matches {$gte: b, $lte: c}: d >= b and a <= c, though no one element lies in between.
    await c.insertMany([
      { _id: 1, tags: ["a", "d"], n: 1 },
      { _id: 2, tags: ["b"], n: 2 },
      { _id: 3, tags: ["e"], n: 3 },
    ]);
    const filter = { tags: { $gte: "b", $lte: "c" } };
    expect((await c.find(filter).sort({ _id: 1 }).toArray()).map((d) => d._id)).toEqual([1, 2]);
    const { index } = await explain({ find: "ranges", filter });
    expect(index?.indexBounds?.tags).toEqual(['["b", inf]']);
  });

  it("sorts in memory when an array reaches a sort field, or there are too many ranges to merge", async () => {
    const c = t.coll("array_prices");
    await c.createIndex({ fitKeys: 1, price: 1 });
    await c.insertMany([
      { _id: 1, fitKeys: ["*"], price: [30, 5] },
      { _id: 2, fitKeys: ["*"], price: 10 },
    ]);
    const sorted = await c.find({ fitKeys: "*" }).sort({ price: 1 }).toArray();
    expect(sorted.map((d) => d._id)).toEqual([1, 2]);
    expect((await explain({ find: "array_prices", filter: { fitKeys: "*" }, sort: { price: 1 } })).names[0]).toBe(
      "SORT",
    );
    const many = [...Array.from({ length: 200 }, (_, i) => `model-${i}|2024`), bike];
    const filter = { fitKeys: { $in: many } };
    const { names } = await explain({ find: "products", filter, sort: PRICE_ASC, limit: 3 });
    expect(names.slice(0, 3)).toEqual(["SORT", "FETCH", "IXSCAN"]);
    const found = await t.coll("products").find(filter).sort(PRICE_ASC).limit(3).toArray();
    const expected = products.filter(fits(many)).sort(byHand(PRICE_ASC));
    expect(found.map((p) => p._id)).toEqual(expected.slice(0, 3).map((p) => p._id));
  });
});
