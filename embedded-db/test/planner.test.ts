import { Long, type Document } from "mongodb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compareValues } from "../src/bson/compare";
import { normalizeDoc } from "../src/bson/normalize";
import { parseSort, sortValue } from "../src/query/sort";
import { explainCommand, startTestDb, type TestDb } from "./helpers";

let t: TestDb;

const explain = (command: Document) => explainCommand(t.db, command);

const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000);

beforeAll(async () => {
  t = await startTestDb();
  const users = t.coll("users");
  await users.createIndex({ email: 1 }, { unique: true });
  await users.insertMany(Array.from({ length: 300 }, (_, i) => ({ email: `u${i}@x`, name: `User ${i}` })));
  const orders = t.coll("orders");
  await orders.createIndex({ BuyerEmail: 1, createdAt: -1, _id: -1 });
  await orders.createIndex({ createdAt: -1, _id: -1 });
  await orders.insertMany(
    Array.from({ length: 500 }, (_, i) => ({ BuyerEmail: `u${i % 20}@x`, createdAt: day(i % 97), price: i })),
  );
  const tools = t.coll("tools");
  await tools.createIndex({ category: 1, price: 1 });
  await tools.insertMany(
    Array.from({ length: 300 }, (_, i) => ({ name: `Tool ${i}`, category: `c${i % 6}`, price: (i * 37) % 101 })),
  );
});
afterAll(() => t.close());

describe("query planner", () => {
  it("finds a user by email through the unique index", async () => {
    const { names, index, stats } = await explain({ find: "users", filter: { email: "u42@x" } });
    expect(names).toEqual(["FETCH", "IXSCAN"]);
    expect(index?.indexName).toBe("email_1");
    expect(stats).toMatchObject({ nReturned: 1, totalKeysExamined: 1, totalDocsExamined: 1 });
    expect(await t.coll("users").findOne({ email: "u42@x" })).toMatchObject({ name: "User 42" });
  });

  it("serves My orders (BuyerEmail, newest first) from the compound index, with no sort stage", async () => {
    const sort = { createdAt: -1, _id: -1 } as const;
    const { names, index, stats } = await explain({ find: "orders", filter: { BuyerEmail: "u3@x" }, sort });
    expect(names).toEqual(["FETCH", "IXSCAN"]);
    expect(index).toMatchObject({ indexName: "BuyerEmail_1_createdAt_-1__id_-1", direction: "forward" });
    expect(stats).toMatchObject({ nReturned: 25, totalDocsExamined: 25 });
    const found = await t.coll("orders").find({ BuyerEmail: "u3@x" }).sort(sort).toArray();
    const expected = (await t.coll("orders").find().toArray())
      .filter((o) => o.BuyerEmail === "u3@x")
      .sort((a, b) => b.createdAt - a.createdAt || String(b._id).localeCompare(String(a._id)));
    expect(found).toEqual(expected);
  });

  it("reads only `limit` documents for the newest 50 orders", async () => {
    const { names, index, stats } = await explain({
      find: "orders",
      filter: {},
      sort: { createdAt: -1, _id: -1 },
      limit: 50,
    });
    expect(names).toEqual(["LIMIT", "FETCH", "IXSCAN"]);
    expect(index?.indexName).toBe("createdAt_-1__id_-1");
    expect(stats).toMatchObject({ nReturned: 50, totalKeysExamined: 50, totalDocsExamined: 50 });
    const oldest = await explain({ find: "orders", filter: {}, sort: { createdAt: 1, _id: 1 }, limit: 5 });
    expect(oldest.index).toMatchObject({ indexName: "createdAt_-1__id_-1", direction: "backward" });
    expect(oldest.stats.totalDocsExamined).toBe(5);
  });

  it("serves a catalogue page (category filter, price sort) in both directions", async () => {
    for (const direction of [1, -1] as const) {
      const command = { find: "tools", filter: { category: "c2" }, sort: { price: direction }, skip: 10, limit: 10 };
      const { names, index, stats } = await explain(command);
      expect(names).toEqual(["LIMIT", "SKIP", "FETCH", "IXSCAN"]);
      expect(index?.indexName).toBe("category_1_price_1");
      expect(stats.totalDocsExamined).toBe(20);
      const page = await t
        .coll("tools")
        .find({ category: "c2" })
        .sort({ price: direction })
        .skip(10)
        .limit(10)
        .toArray();
      const all = (await t.coll("tools").find({ category: "c2" }).toArray()).sort(
        (a, b) => (a.price - b.price) * direction,
      );
      expect(page.map((p) => p.price)).toEqual(all.slice(10, 20).map((p) => p.price));
    }
  });

  it("uses indexes for count, distinct, updates, deletes, findAndModify and a leading $match/$sort/$limit", async () => {
    const filter = { email: "u7@x" };
    // The index's keys answer the count's filter: no document is read.
    const counted = await explain({ count: "users", query: filter });
    expect(counted.names).toEqual(["COUNT", "COUNT_SCAN"]);
    expect(counted.executed[1]).toMatchObject({ indexName: "email_1", keysExamined: 1 });
    expect(counted.stats.totalDocsExamined).toBe(0);
    const roots: [Document, string][] = [
      [{ count: "users", query: { ...filter, name: "User 7" } }, "COUNT"],
      [{ distinct: "users", key: "name", query: filter }, "FETCH"],
      [{ update: "users", updates: [{ q: filter, u: { $set: { seen: true } } }] }, "UPDATE"],
      [{ delete: "users", deletes: [{ q: filter, limit: 1 }] }, "DELETE"],
      [{ findAndModify: "users", query: filter, update: { $set: { seen: true } } }, "UPDATE"],
    ];
    for (const [command, root] of roots) {
      const { names, index } = await explain(command);
      expect(names[0]).toBe(root);
      expect(names.slice(-2)).toEqual(["FETCH", "IXSCAN"]);
      expect(index?.indexName).toBe("email_1");
    }
    const agg = await explain({
      aggregate: "orders",
      pipeline: [{ $match: { BuyerEmail: "u5@x" } }, { $sort: { createdAt: -1, _id: -1 } }, { $limit: 3 }],
      cursor: {},
    });
    expect(agg.index?.indexName).toBe("BuyerEmail_1_createdAt_-1__id_-1");
    expect(agg.stats.totalDocsExamined).toBe(3);
    // explain runs the read of a write command, never the write.
    expect(await t.coll("users").findOne(filter)).not.toHaveProperty("seen");
  });

  it("counts a whole collection without reading documents", async () => {
    expect((await explain({ count: "orders" })).names).toEqual(["RECORD_STORE_FAST_COUNT"]);
    const agg = await explain({
      aggregate: "orders",
      pipeline: [{ $match: {} }, { $group: { _id: 1, n: { $sum: 1 } } }],
      cursor: {},
    });
    expect(agg).toMatchObject({ names: ["RECORD_STORE_FAST_COUNT"], stats: { totalDocsExamined: 0 } });
    expect(await t.coll("orders").countDocuments()).toBe(500);
    expect(await t.coll("orders").estimatedDocumentCount()).toBe(500);
    expect(await t.coll("empty").countDocuments()).toBe(0);
  });

  it("reads long index ranges page after page, each entry once", async () => {
    const c = t.coll("paged");
    await c.createIndex({ n: 1 });
    await c.createIndex({ g: 1, n: -1 });
    await c.insertMany(Array.from({ length: 3000 }, (_, i) => ({ _id: i, n: i % 1500, g: i % 2 })));
    const all = await c.find({ n: { $gte: 0 } }).toArray();
    expect(all.map((d) => d._id)).toEqual(Array.from({ length: 3000 }, (_, i) => i));
    for (const direction of [1, -1] as const) {
      const sorted = await c.find({ g: 1 }).sort({ n: direction }).toArray();
      const expected = all
        .filter((d) => d.g === 1)
        .map((d) => d.n as number)
        .sort((a, b) => (a - b) * direction);
      expect(sorted.map((d) => d.n)).toEqual(expected);
      expect(new Set(sorted.map((d) => d._id)).size).toBe(1500);
    }
    const { index, stats } = await explain({ find: "paged", filter: { n: { $gte: 100, $lte: 999 } } });
    expect(index?.indexName).toBe("n_1");
    expect(stats).toMatchObject({ nReturned: 1800, totalKeysExamined: 1800 });
  });

  it("scans the collection when no index fits", async () => {
    const { names } = await explain({ find: "orders", filter: { price: { $gt: 5 } } });
    expect(names).toEqual(["COLLSCAN"]);
    const sorted = await explain({ find: "orders", filter: {}, sort: { price: 1 }, limit: 2 });
    expect(sorted.names).toEqual(["SORT", "COLLSCAN"]);
  });
});

describe("indexed and unindexed reads agree", () => {
  const docs = [
    { _id: 1, a: 1, b: "x", tags: ["p", "q"] },
    { _id: 2, a: 2.5, b: "y", tags: [] },
    { _id: 3, a: new Long(3), b: null },
    { _id: 4, b: "x", tags: "p" },
    { _id: 5, a: "1", tags: [["p"]] },
    { _id: 6, a: [1, 20], b: "z", sub: { k: 1 } },
    { _id: 7, a: null, sub: [{ k: 2 }, { k: 3 }] },
    { _id: 8, a: new Date(5), b: "x", sub: { k: 1 } },
    { _id: 9, a: -0, b: "\u0000", tags: ["q"] },
    { _id: 10, a: Number.NaN, b: "x\u0000y" },
    { _id: 11, a: { k: 1 }, b: "é" },
    { _id: 12, a: 7, b: "x", active: true },
  ];
  const filters: Document[] = [
    { a: 1 },
    { a: { $gt: 2 } },
    { a: { $gte: 1, $lt: 5 } },
    { a: { $gt: 5, $lt: 15 } },
    { a: { $lte: 2 } },
    { a: null },
    { a: { $in: [1, "1", null] } },
    { a: { $eq: { k: 1 } } },
    { a: { $gte: new Date(0) } },
    { a: 0 },
    { b: "x" },
    { b: { $gte: "x" } },
    { b: { $lt: "x" } },
    { b: { $in: ["x", "z"] }, a: { $gt: 0 } },
    { b: /^x/ },
    { tags: "p" },
    { tags: ["p"] },
    { tags: { $in: ["q", "r"] } },
    { "sub.k": 1 },
    { "sub.k": { $gte: 2 } },
    { b: "x", active: true },
    { $and: [{ a: { $gte: 1 } }, { b: "x" }] },
    { b: { $gt: "x" } },
    { b: { $gt: "x", $lt: "z" } },
    { a: { $gt: 1, $lte: 7 } },
    { tags: { $in: ["p", "q"] } },
    { tags: { $in: ["p", "q"] }, b: "x" },
    { _id: { $gt: 3 } },
    { _id: { $gte: 2, $lt: 9 }, b: { $ne: "y" } },
  ];
  const sorts: Document[] = [
    {},
    { a: 1 },
    { a: -1 },
    { a: -1, _id: 1 },
    { b: 1, a: -1 },
    { b: -1, a: 1 },
    { b: -1 },
    { b: -1, _id: 1 },
    { b: 1, _id: -1 },
    { _id: -1 },
  ];

  /** The values a document sorts by, as the server sorts in memory. */
  const sortKeys = (doc: Document, sort: Document): unknown[] =>
    parseSort(sort).map((key) => sortValue(normalizeDoc(doc), key));
  const sameKeys = (a: unknown[], b: unknown[]): boolean => a.every((v, i) => compareValues(v, b[i]) === 0);

  it("gives the same documents in the same order with and without indexes (ties aside)", async () => {
    const plain = t.coll("agree_plain");
    const indexed = t.coll("agree_indexed");
    await plain.insertMany(docs);
    await indexed.insertMany(docs);
    await indexed.createIndex({ a: 1 });
    await indexed.createIndex({ b: 1, a: -1 });
    await indexed.createIndex({ tags: 1 });
    await indexed.createIndex({ "sub.k": -1 });
    await indexed.createIndex({ b: 1 }, { name: "b_active", partialFilterExpression: { active: true } });
    await indexed.createIndex({ tags: 1, b: -1, _id: 1 });
    for (const filter of filters) {
      const matching = new Set((await plain.find(filter).toArray()).map((d) => d._id));
      for (const sort of sorts) {
        for (const limit of [0, 2]) {
          const expected = await plain.find(filter).sort(sort).limit(limit).toArray();
          const actual = await indexed.find(filter).sort(sort).limit(limit).toArray();
          const ids = actual.map((d) => d._id);
          const where = { filter, sort, limit, ids };
          expect(new Set(ids).size, JSON.stringify(where)).toBe(expected.length);
          expect(
            ids.every((id) => matching.has(id)),
            JSON.stringify(where),
          ).toBe(true);
          // Documents that tie on every sort key may come in any order (MongoDB leaves it open too).
          if (!Object.keys(sort).length) expect(where).toEqual({ ...where, ids: expected.map((d) => d._id) });
          const keysInOrder = actual.every((d, i) => sameKeys(sortKeys(d, sort), sortKeys(expected[i] ?? {}, sort)));
          expect(keysInOrder, JSON.stringify(where)).toBe(true);
        }
      }
    }
    const plan = await explain({ find: "agree_indexed", filter: { b: "x", active: true } });
    expect(plan.index?.indexName).toMatch(/^b_/);
  });

  it("sorts through an index exactly as in memory, across types", async () => {
    const values = [null, -1.5, 0, 2, Long.fromNumber(3), "", "a", "ab", "b", { k: 1 }, { k: "x" }, true, new Date(7)];
    const docs = values.flatMap((a, i) => [
      { _id: i * 2, a, b: i % 3 },
      { _id: i * 2 + 1, b: `${i % 2}`, a: i },
    ]);
    docs.push({ _id: 99, b: 1 } as never);
    const plain = t.coll("order_plain");
    const indexed = t.coll("order_indexed");
    await plain.insertMany(docs);
    await indexed.insertMany(docs);
    await indexed.createIndex({ a: 1, _id: 1 });
    await indexed.createIndex({ b: -1, a: 1, _id: -1 });
    const sorts: Record<string, 1 | -1>[] = [
      { a: 1, _id: 1 },
      { a: -1, _id: -1 },
      { b: -1, a: 1, _id: -1 },
      { b: 1, a: -1, _id: 1 },
    ];
    for (const sort of sorts) {
      for (const filter of [{}, { b: 1 }, { a: { $gte: 0 } }, { a: { $lt: "b" } }, { b: { $in: [0, "1"] } }]) {
        const expected = (await plain.find(filter).sort(sort).toArray()).map((d) => d._id);
        const actual = (await indexed.find(filter).sort(sort).toArray()).map((d) => d._id);
        expect({ sort, filter, actual }).toEqual({ sort, filter, actual: expected });
      }
      const { names } = await explain({ find: "order_indexed", filter: {}, sort });
      expect(names).toEqual(["FETCH", "IXSCAN"]);
    }
  });
});
