import { MongoClient } from "mongodb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestDb, type Loose, type TestDb } from "./helpers";

let t: TestDb;
let clients: MongoClient[];

beforeAll(async () => {
  t = await startTestDb();
  clients = await Promise.all(Array.from({ length: 50 }, () => new MongoClient(`${t.server.uri}/test`).connect()));
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await t.close();
});

describe("atomic single-document writes", () => {
  it("50 clients x 100 $inc end at exactly 5000", async () => {
    const counters = t.coll("counters");
    await counters.insertOne({ _id: "hits", n: 0 });
    await Promise.all(
      clients.map(async (client) => {
        const c = client.db("test").collection<Loose>("counters");
        for (let i = 0; i < 100; i++) await c.updateOne({ _id: "hits" }, { $inc: { n: 1 } });
      }),
    );
    expect(await counters.findOne({ _id: "hits" })).toEqual({ _id: "hits", n: 5000 });
  });

  it("50 parallel guarded findOneAndUpdate on a stock of 10: exactly 10 succeed", async () => {
    await t.coll("stock").insertOne({ _id: "sku-1", stock: 10 });
    const results = await Promise.all(
      clients.map((client) =>
        client
          .db("test")
          .collection<Loose>("stock")
          .findOneAndUpdate({ _id: "sku-1", stock: { $gte: 1 } }, { $inc: { stock: -1 } }, { returnDocument: "after" }),
      ),
    );
    expect(results.filter((r) => r !== null)).toHaveLength(10);
    expect(await t.coll("stock").findOne({ _id: "sku-1" })).toEqual({ _id: "sku-1", stock: 0 });
  });

  it("unacknowledged writes are applied in order", async () => {
    const db = t.client.db("test");
    const c = db.collection("w0", { writeConcern: { w: 0 } });
    for (let i = 0; i < 20; i++) await c.insertOne({ i });
    expect(await db.collection("w0").countDocuments()).toBe(20);
  });
});
