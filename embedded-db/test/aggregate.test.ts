import { Long, ObjectId } from "mongodb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestDb, type Loose, type TestDb } from "./helpers";

let t: TestDb;

beforeAll(async () => {
  t = await startTestDb();
  await t.coll("products").insertMany([
    { _id: 1, name: "pads", category: "brakes", price: 20, tags: ["front", "rear"] },
    { _id: 2, name: "discs", category: "brakes", price: 80, tags: ["front"] },
    { _id: 3, name: "chain", category: "drive", price: 60, tags: [] },
  ]);
  await t.coll("orders").insertMany([
    { _id: "o1", productId: 1, qty: 2 },
    { _id: "o2", productId: 1, qty: 1 },
    { _id: "o3", productId: 3, qty: 5 },
  ]);
});
afterAll(() => t.close());

describe("aggregate", () => {
  it("matches, groups and sorts", async () => {
    const res = await t.db
      .collection<Loose>("products")
      .aggregate([
        { $match: { price: { $gte: 20 } } },
        { $group: { _id: "$category", total: { $sum: "$price" }, n: { $sum: 1 } } },
        { $sort: { total: -1 } },
      ])
      .toArray();
    expect(res).toEqual([
      { _id: "brakes", total: 100, n: 2 },
      { _id: "drive", total: 60, n: 1 },
    ]);
  });

  it("projects, skips, limits, counts and unwinds", async () => {
    const c = t.coll("products");
    expect(
      await c
        .aggregate([{ $sort: { price: 1 } }, { $skip: 1 }, { $limit: 1 }, { $project: { name: 1, _id: 0 } }])
        .toArray(),
    ).toEqual([{ name: "chain" }]);
    expect(await c.aggregate([{ $unwind: "$tags" }, { $count: "n" }]).toArray()).toEqual([{ n: 3 }]);
    expect(await c.aggregate([{ $sortByCount: "$category" }]).toArray()).toEqual([
      { _id: "brakes", count: 2 },
      { _id: "drive", count: 1 },
    ]);
  });

  it("looks up other collections of the same database", async () => {
    const res = await t.db
      .collection<Loose>("orders")
      .aggregate([
        { $lookup: { from: "products", localField: "productId", foreignField: "_id", as: "product" } },
        { $unwind: "$product" },
        { $addFields: { total: { $multiply: ["$qty", "$product.price"] } } },
        { $project: { _id: 1, total: 1, name: "$product.name" } },
      ])
      .toArray();
    expect(res).toEqual([
      { _id: "o1", total: 40, name: "pads" },
      { _id: "o2", total: 20, name: "pads" },
      { _id: "o3", total: 300, name: "chain" },
    ]);
    // As in MongoDB, _id stays the first field of a projected document.
    expect(res.map((doc) => Object.keys(doc)[0])).toEqual(["_id", "_id", "_id"]);
  });

  it("runs $facet and $set", async () => {
    const [res] = await t.db
      .collection<Loose>("products")
      .aggregate([
        { $set: { expensive: { $gt: ["$price", 50] } } },
        { $facet: { cheap: [{ $match: { expensive: false } }, { $count: "n" }], all: [{ $count: "n" }] } },
      ])
      .toArray();
    expect(res).toEqual({ cheap: [{ n: 1 }], all: [{ n: 3 }] });
  });

  it("writes $out results to a collection", async () => {
    await t
      .coll("products")
      .aggregate([{ $match: { category: "brakes" } }, { $out: "brakes" }])
      .toArray();
    expect(await t.coll("brakes").countDocuments()).toBe(2);
  });

  it("joins with a $lookup pipeline and let variables", async () => {
    const res = await t.db
      .collection<Loose>("products")
      .aggregate([
        { $match: { category: "brakes" } },
        {
          $lookup: {
            from: "orders",
            let: { pid: "$_id" },
            pipeline: [
              { $match: { $expr: { $eq: ["$productId", "$$pid"] } } },
              { $group: { _id: null, qty: { $sum: "$qty" } } },
            ],
            as: "sold",
          },
        },
        { $project: { sold: { $ifNull: [{ $first: "$sold.qty" }, 0] } } },
      ])
      .toArray();
    expect(res).toEqual([
      { _id: 1, sold: 3 },
      { _id: 2, sold: 0 },
    ]);
  });

  it("sorts mixed types in MongoDB order and keeps exact types of passed-through documents", async () => {
    const c = t.db.collection<Loose>("mixed");
    await c.insertMany([
      { _id: 1, v: "a" },
      { _id: 2, v: Long.fromNumber(5) },
      { _id: 3, v: null },
      { _id: 4, v: new ObjectId() },
      { _id: 5, v: 2.5 },
    ]);
    const sorted = await c.aggregate([{ $sort: { v: 1 } }], { promoteLongs: false }).toArray();
    expect(sorted.map((d) => d._id)).toEqual([3, 5, 2, 1, 4]);
    expect(sorted[2]?.v).toBeInstanceOf(Long);
  });

  it("reports unknown stages", async () => {
    await expect(
      t
        .coll("products")
        .aggregate([{ $nope: {} }])
        .toArray(),
    ).rejects.toMatchObject({ code: 40324 });
    await expect(t.db.command({ aggregate: "products", pipeline: [] })).rejects.toMatchObject({ code: 9 });
  });
});
