import type { Collection, Document, UpdateFilter } from "mongodb";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startTestDb, type Loose, type TestDb } from "./helpers";

let t: TestDb;
interface Item extends Loose {
  tags?: string[];
}

let items: Collection<Item>;
/** The driver's typings reject $push/$pull on loosely typed schemas. */
const untyped = (update: Document): UpdateFilter<Item> => update;

beforeAll(async () => {
  t = await startTestDb();
});
afterAll(() => t.close());
beforeEach(async () => {
  items = t.db.collection<Item>(`items_${Math.random().toString(36).slice(2)}`);
  await items.insertMany([
    {
      _id: 1,
      name: "brake pad",
      price: 25.5,
      qty: 10,
      tags: ["brake", "front"],
      maker: { name: "Brembo", country: "IT" },
    },
    { _id: 2, name: "chain", price: 60, qty: 0, tags: ["drive"], maker: { name: "DID", country: "JP" } },
    { _id: 3, name: "oil filter", price: 12, qty: 40, tags: [], maker: { name: "K&N", country: "US" } },
    { _id: 4, name: "spark plug", price: 8, qty: 100, tags: ["engine"] },
  ]);
});

describe("find", () => {
  it("filters with comparison, logical, array and element operators", async () => {
    const names = async (filter: Document) => (await items.find(filter).toArray()).map((d) => d.name);
    expect(await names({ price: { $gt: 10, $lt: 50 } })).toEqual(["brake pad", "oil filter"]);
    expect(await names({ $or: [{ qty: 0 }, { price: 8 }] })).toEqual(["chain", "spark plug"]);
    expect(await names({ tags: "brake" })).toEqual(["brake pad"]);
    expect(await names({ tags: { $size: 0 } })).toEqual(["oil filter"]);
    expect(await names({ maker: { $exists: false } })).toEqual(["spark plug"]);
    expect(await names({ "maker.country": { $in: ["JP", "US"] } })).toEqual(["chain", "oil filter"]);
    expect(await names({ name: { $regex: "^s", $options: "i" } })).toEqual(["spark plug"]);
    expect(await names({ name: /FILTER/i })).toEqual(["oil filter"]);
    expect(await names({ $expr: { $gt: [{ $multiply: ["$price", "$qty"] }, 400] } })).toEqual([
      "oil filter",
      "spark plug",
    ]);
  });

  it("sorts, skips, limits and projects", async () => {
    const docs = await items
      .find({}, { projection: { name: 1, _id: 0 } })
      .sort({ price: -1 })
      .skip(1)
      .limit(2)
      .toArray();
    expect(docs).toEqual([{ name: "brake pad" }, { name: "oil filter" }]);
    const excluded = await items.findOne({ _id: 1 }, { projection: { maker: 0, tags: 0 } });
    expect(excluded).toEqual({ _id: 1, name: "brake pad", price: 25.5, qty: 10 });
    const nested = await items.findOne({ _id: 2 }, { projection: { "maker.name": 1 } });
    expect(nested).toEqual({ _id: 2, maker: { name: "DID" } });
    const sliced = await items.findOne({ _id: 1 }, { projection: { tags: { $slice: 1 }, name: 1 } });
    expect(sliced).toEqual({ _id: 1, name: "brake pad", tags: ["brake"] });
  });

  it("returns documents in insertion order without a sort", async () => {
    await items.insertOne({ _id: 0, name: "late" });
    expect((await items.find().toArray()).map((d) => d._id)).toEqual([1, 2, 3, 4, 0]);
  });

  it("sorts mixed types in MongoDB order", async () => {
    const mixed = t.coll("mixed");
    await mixed.insertMany([
      { v: "a" },
      { v: 2 },
      { v: null },
      { v: { x: 1 } },
      { v: true },
      { v: new Date(0) },
      { v: 1.5 },
      {},
    ]);
    const values = (
      await mixed
        .find({}, { projection: { _id: 0 } })
        .sort({ v: 1 })
        .toArray()
    ).map((d) => d.v);
    expect(values).toEqual([null, undefined, 1.5, 2, "a", { x: 1 }, true, new Date(0)]);
  });

  it("counts and distinct", async () => {
    expect(await items.countDocuments({ qty: { $gt: 5 } })).toBe(3);
    expect(await items.countDocuments({}, { skip: 1, limit: 2 })).toBe(2);
    expect(await items.estimatedDocumentCount()).toBe(4);
    expect(await items.distinct("tags")).toEqual(["brake", "drive", "engine", "front"]);
    expect(await items.distinct("maker.country", { price: { $gt: 10 } })).toEqual(["IT", "JP", "US"]);
  });
});

describe("update", () => {
  it("applies update operators", async () => {
    const res = await items.updateOne(
      { _id: 1 },
      untyped({
        $inc: { qty: -2 },
        $set: { "maker.country": "DE" },
        $push: { tags: "sale" },
        $unset: { price: "" },
        $currentDate: { updatedAt: true },
      }),
    );
    expect(res).toMatchObject({ matchedCount: 1, modifiedCount: 1 });
    const doc = await items.findOne({ _id: 1 });
    expect(doc).toMatchObject({ qty: 8, maker: { name: "Brembo", country: "DE" }, tags: ["brake", "front", "sale"] });
    expect(doc?.price).toBeUndefined();
    expect(doc?.updatedAt).toBeInstanceOf(Date);
    await items.updateOne({ _id: 1 }, { $addToSet: { tags: { $each: ["sale", "new"] } }, $rename: { qty: "stock" } });
    await items.updateOne({ _id: 1 }, untyped({ $pull: { tags: "front" } }));
    expect(await items.findOne({ _id: 1 }, { projection: { tags: 1, stock: 1 } })).toEqual({
      _id: 1,
      tags: ["brake", "sale", "new"],
      stock: 8,
    });
    await items.updateOne({ _id: 4 }, { $mul: { price: 2 }, $min: { qty: 50 }, $max: { rating: 3 } });
    expect(await items.findOne({ _id: 4 })).toMatchObject({ price: 16, qty: 50, rating: 3 });
  });

  it("reports matched and modified counts and handles multi", async () => {
    const many = await items.updateMany({ price: { $lt: 30 } }, { $set: { cheap: true } });
    expect(many).toMatchObject({ matchedCount: 3, modifiedCount: 3 });
    const again = await items.updateMany({ price: { $lt: 30 } }, { $set: { cheap: true } });
    expect(again).toMatchObject({ matchedCount: 3, modifiedCount: 0 });
  });

  it("updates array elements with positional and filtered operators", async () => {
    await items.insertOne({
      _id: 10,
      lines: [
        { sku: "a", n: 1 },
        { sku: "b", n: 2 },
      ],
    });
    await items.updateOne({ _id: 10, "lines.sku": "b" }, { $inc: { "lines.$.n": 5 } });
    await items.updateOne(
      { _id: 10 },
      { $set: { "lines.$[l].flag": true } },
      { arrayFilters: [{ "l.n": { $gte: 1 } }] },
    );
    expect((await items.findOne({ _id: 10 }))?.lines).toEqual([
      { sku: "a", n: 1, flag: true },
      { sku: "b", n: 7, flag: true },
    ]);
  });

  it("upserts with operators, replacement and $setOnInsert", async () => {
    const res = await items.updateOne(
      { sku: "X1", "spec.size": "M" },
      { $set: { price: 5 }, $setOnInsert: { created: true } },
      { upsert: true },
    );
    expect(res.upsertedCount).toBe(1);
    const doc = await items.findOne({ _id: res.upsertedId ?? undefined });
    expect(doc).toMatchObject({ sku: "X1", spec: { size: "M" }, price: 5, created: true });
    await items.updateOne({ sku: "X1" }, { $set: { price: 6 }, $setOnInsert: { created: false } }, { upsert: true });
    expect(await items.findOne({ sku: "X1" })).toMatchObject({ price: 6, created: true });
    const replaced = await items.replaceOne({ _id: 77 }, { name: "new" }, { upsert: true });
    expect(replaced.upsertedId).toBe(77);
    expect(await items.findOne({ _id: 77 })).toEqual({ _id: 77, name: "new" });
  });

  it("replaces documents keeping _id", async () => {
    await items.replaceOne({ _id: 2 }, { name: "chain kit", price: 90 });
    expect(await items.findOne({ _id: 2 })).toEqual({ _id: 2, name: "chain kit", price: 90 });
  });

  it("supports aggregation pipeline updates", async () => {
    await items.updateOne({ _id: 3 }, [{ $set: { total: { $multiply: ["$price", "$qty"] } } }, { $unset: "tags" }]);
    const doc = await items.findOne({ _id: 3 });
    expect(doc?.total).toBe(480);
    expect(doc?.tags).toBeUndefined();
  });

  it("rejects changing _id and $inc on non-numbers", async () => {
    await expect(items.updateOne({ _id: 1 }, { $set: { _id: 5 } })).rejects.toMatchObject({ code: 66 });
    await expect(items.replaceOne({ _id: 1 }, { _id: 9, name: "x" })).rejects.toMatchObject({ code: 66 });
    await expect(items.updateOne({ _id: 1 }, { $inc: { name: 1 } })).rejects.toMatchObject({ code: 14 });
    await expect(items.updateOne({ _id: 1 }, { $set: { a: 1 }, $inc: { a: 1 } })).rejects.toMatchObject({ code: 40 });
    expect(await items.findOne({ _id: 1 })).toMatchObject({ name: "brake pad", qty: 10 });
  });
});

describe("findAndModify family", () => {
  it("findOneAndUpdate returns before or after and supports sort and projection", async () => {
    const before = await items.findOneAndUpdate({ qty: { $gt: 0 } }, { $inc: { qty: 1 } }, { sort: { price: 1 } });
    expect(before).toMatchObject({ _id: 4, qty: 100 });
    const after = await items.findOneAndUpdate(
      { _id: 4 },
      { $inc: { qty: 1 } },
      { returnDocument: "after", projection: { qty: 1 } },
    );
    expect(after).toEqual({ _id: 4, qty: 102 });
    const missing = await items.findOneAndUpdate({ _id: 999 }, { $set: { a: 1 } });
    expect(missing).toBeNull();
    const upserted = await items.findOneAndUpdate(
      { _id: 999 },
      { $set: { a: 1 } },
      { upsert: true, returnDocument: "after" },
    );
    expect(upserted).toEqual({ _id: 999, a: 1 });
    const meta = await items.findOneAndUpdate(
      { _id: 998 },
      { $set: { a: 1 } },
      { upsert: true, includeResultMetadata: true },
    );
    expect(meta.lastErrorObject).toMatchObject({ n: 1, updatedExisting: false, upserted: 998 });
  });

  it("findOneAndReplace and findOneAndDelete", async () => {
    const replaced = await items.findOneAndReplace({ _id: 3 }, { name: "filter" }, { returnDocument: "after" });
    expect(replaced).toEqual({ _id: 3, name: "filter" });
    const deleted = await items.findOneAndDelete({ price: { $gte: 8 } }, { sort: { price: -1 } });
    expect(deleted?._id).toBe(2);
    expect(await items.countDocuments()).toBe(3);
  });
});

describe("delete and bulkWrite", () => {
  it("deleteOne and deleteMany", async () => {
    expect((await items.deleteOne({ price: { $gt: 0 } })).deletedCount).toBe(1);
    expect((await items.deleteMany({ qty: { $gte: 10 } })).deletedCount).toBe(2);
    expect((await items.find().toArray()).map((d) => d._id)).toEqual([2]);
  });

  it("bulkWrite mixes operations", async () => {
    const res = await items.bulkWrite([
      { insertOne: { document: { _id: 5, name: "mirror" } } },
      { updateOne: { filter: { _id: 5 }, update: { $set: { price: 30 } } } },
      { updateMany: { filter: { price: { $lt: 20 } }, update: { $inc: { price: 1 } } } },
      { replaceOne: { filter: { _id: 2 }, replacement: { name: "chain v2" } } },
      { deleteOne: { filter: { _id: 1 } } },
      { updateOne: { filter: { _id: 6 }, update: { $set: { name: "grip" } }, upsert: true } },
    ]);
    expect(res).toMatchObject({
      insertedCount: 1,
      matchedCount: 4,
      modifiedCount: 4,
      deletedCount: 1,
      upsertedCount: 1,
    });
    expect(await items.countDocuments()).toBe(5);
  });
});

describe("collections and databases", () => {
  it("creates, lists, renames and drops collections", async () => {
    const db = t.client.db("catalog");
    await db.createCollection("a");
    // MongoDB 7.0: the same options again is a no-op, different options an error.
    await db.createCollection("a");
    await expect(db.createCollection("a", { capped: true, size: 4096 })).rejects.toMatchObject({ code: 48 });
    await db.collection<Loose>("b").insertOne({ x: 1 });
    expect((await db.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name)).toEqual(["a", "b"]);
    expect((await db.listCollections({ name: "b" }).toArray())[0]).toMatchObject({ name: "b", type: "collection" });
    await db.collection<Loose>("b").rename("c");
    expect(await db.collection<Loose>("c").countDocuments()).toBe(1);
    expect(await db.collection<Loose>("a").drop()).toBe(true);
    // MongoDB 7.0 (SERVER-43894): dropping a missing collection succeeds.
    expect(await db.command({ drop: "nope" })).toMatchObject({ ok: 1 });
    expect(await db.collection("nope").drop()).toBe(true);
    const { databases } = await t.client.db("admin").admin().listDatabases();
    expect(databases.map((d) => d.name)).toContain("catalog");
    await db.dropDatabase();
    expect(await db.listCollections().toArray()).toEqual([]);
  });
});

describe("behaviours matched to MongoDB", () => {
  it("refuses updateOne/replaceOne with a sort option, as MongoDB 7.0 (the version it reports) does", async () => {
    const c = t.coll("sorted_updates");
    const docs = [
      { _id: 1, rank: 2 },
      { _id: 2, rank: 3 },
      { _id: 3, rank: 1 },
    ];
    await c.insertMany(docs);
    const unknownField = { code: 40415, codeName: "Location40415" };
    await expect(c.updateOne({}, { $set: { top: true } }, { sort: { rank: -1 } })).rejects.toMatchObject(unknownField);
    await expect(c.replaceOne({}, { rank: 0 }, { sort: { rank: 1 } })).rejects.toMatchObject(unknownField);
    // The whole command is refused, so no statement of a batch runs.
    const batch = c.bulkWrite([
      { updateOne: { filter: { _id: 1 }, update: { $set: { seen: true } } } },
      { updateOne: { filter: {}, update: { $set: { top: true } }, sort: { rank: -1 } } },
    ]);
    await expect(batch).rejects.toMatchObject(unknownField);
    await expect(
      t.db.command({
        explain: { update: "sorted_updates", updates: [{ q: {}, u: { $set: { a: 1 } }, sort: { rank: 1 } }] },
      }),
    ).rejects.toMatchObject(unknownField);
    expect(await c.find().sort({ _id: 1 }).toArray()).toEqual(docs);
    // findOneAndUpdate's sort is as old as findAndModify and stays.
    await c.findOneAndUpdate({}, { $set: { top: true } }, { sort: { rank: -1 } });
    expect(await c.findOne({ top: true })).toEqual({ _id: 2, rank: 3, top: true });
    const hello = await t.db.admin().command({ hello: 1 });
    expect(hello.maxWireVersion).toBe(21);
  });

  it("refuses an _id document with $-prefixed fields", async () => {
    const c = t.coll("dollar_ids");
    await expect(c.insertOne({ _id: { $a: 1 } as never })).rejects.toMatchObject({ code: 52 });
    await c.insertOne({ _id: { a: 1 } as never });
    expect(await c.find().toArray()).toEqual([{ _id: { a: 1 } }]);
  });

  it("keeps the _id when a pipeline update's output has none", async () => {
    const c = t.coll("pipeline_ids");
    await c.insertOne({ _id: 1, a: 1, b: 2 });
    await c.updateOne({ _id: 1 }, [{ $project: { _id: 0, a: 1 } }]);
    await c.updateOne({ _id: 1 }, [{ $replaceWith: { c: "$a" } }]);
    expect(await c.find().toArray()).toEqual([{ _id: 1, c: 1 }]);
  });
});
