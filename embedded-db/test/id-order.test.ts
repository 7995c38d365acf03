import { ObjectId, type Document } from "mongodb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { explainCommand, startTestDb, type TestDb } from "./helpers";

let t: TestDb;
const explain = (command: Document) => explainCommand(t.db, command);

// Inserted out of _id order, so natural order and _id order differ.
const ids = Array.from({ length: 300 }, (_, i) => new ObjectId(((i * 131) % 300).toString(16).padStart(24, "0")));
const hex = (id: unknown): string => (id as ObjectId).toHexString();
const sortedHex = ids.map(hex).sort();

beforeAll(async () => {
  t = await startTestDb();
  await t.coll("items").insertMany(ids.map((_id, i) => ({ _id, n: i })));
});
afterAll(() => t.close());

describe("_id sorts and ranges", () => {
  it("reads only `limit` documents for a sort on _id, either way", async () => {
    for (const direction of [1, -1] as const) {
      const found = await t.coll("items").find().sort({ _id: direction }).limit(20).toArray();
      const expected = direction === 1 ? sortedHex : [...sortedHex].reverse();
      expect(found.map((d) => hex(d._id))).toEqual(expected.slice(0, 20));
      const { names, index, stats } = await explain({ find: "items", filter: {}, sort: { _id: direction }, limit: 20 });
      expect(names).toEqual(["LIMIT", "FETCH", "IXSCAN"]);
      expect(index).toMatchObject({ indexName: "_id_", direction: direction === 1 ? "forward" : "backward" });
      expect(stats).toMatchObject({ nReturned: 20, totalKeysExamined: 20, totalDocsExamined: 20 });
    }
  });

  it("reads only the documents in an _id range", async () => {
    const [low, high] = [sortedHex[100] ?? "", sortedHex[130] ?? ""];
    const filter = { _id: { $gt: new ObjectId(low), $lte: new ObjectId(high) } };
    const found = await t.coll("items").find(filter).toArray();
    expect(found.map((d) => hex(d._id)).sort()).toEqual(sortedHex.slice(101, 131));
    const { index, stats } = await explain({ find: "items", filter });
    expect(index?.indexBounds?._id).toEqual([`(ObjectId('${low}'), ObjectId('${high}')]`]);
    expect(stats).toMatchObject({ nReturned: 30, totalDocsExamined: 30 });
    const newest = await t.coll("items").find(filter).sort({ _id: -1 }).limit(3).toArray();
    expect(newest.map((d) => hex(d._id))).toEqual(sortedHex.slice(128, 131).reverse());
  });

  it("orders _ids of different types as MongoDB does, and follows writes", async () => {
    const c = t.coll("mixed_ids");
    await c.insertMany([{ _id: "b" }, { _id: 2.5 }, { _id: new ObjectId("0".repeat(24)) }, { _id: "a" }, { _id: -1 }]);
    await c.insertOne({ _id: 10 });
    await c.deleteOne({ _id: "b" });
    await c.replaceOne({ _id: 2.5 }, { kept: true });
    const order = (await c.find().sort({ _id: 1 }).toArray()).map((d) => d._id);
    expect(order).toEqual([-1, 2.5, 10, "a", new ObjectId("0".repeat(24))]);
    expect(
      (
        await c
          .find({ _id: { $gte: 0 } })
          .sort({ _id: -1 })
          .toArray()
      ).map((d) => d._id),
    ).toEqual([10, 2.5]);
  });
});
