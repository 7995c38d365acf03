import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestDb, type TestDb } from "./helpers";

let t: TestDb;

beforeAll(async () => {
  t = await startTestDb();
});
afterAll(() => t.close());

describe("operator diagnostics (mongosh)", () => {
  it("answers $collStats as db.coll.stats() asks it", async () => {
    const orders = t.coll("orders");
    await orders.createIndex({ BuyerEmail: 1, createdAt: -1 });
    await orders.insertMany(Array.from({ length: 10 }, (_, i) => ({ BuyerEmail: `u${i}@x`, createdAt: new Date() })));
    const [stats] = await orders
      .aggregate([{ $collStats: { storageStats: { scale: 1 }, count: {} } }, { $project: { localTime: 0 } }])
      .toArray();
    expect(stats).toMatchObject({
      ns: "test.orders",
      count: 10,
      storageStats: { count: 10, nindexes: 2, scaleFactor: 1, capped: false },
    });
    expect(Object.keys(stats?.storageStats.indexSizes)).toEqual(["_id_", "BuyerEmail_1_createdAt_-1"]);
    expect(stats?.storageStats.size).toBeGreaterThan(0);
    await expect(
      t
        .coll("missing")
        .aggregate([{ $collStats: { storageStats: {} } }])
        .toArray(),
    ).rejects.toMatchObject({
      code: 26,
    });
  });

  it("answers $currentOp on admin as db.currentOp() asks it", async () => {
    const admin = t.client.db("admin");
    const ops = await admin
      .aggregate([{ $currentOp: { allUsers: true, idleConnections: false } }, { $match: { active: true } }])
      .toArray();
    expect(ops).toHaveLength(1);
    expect(ops[0]).toMatchObject({ type: "op", op: "command", ns: "admin.$cmd.aggregate", active: true });
    await expect(t.db.aggregate([{ $currentOp: {} }]).toArray()).rejects.toMatchObject({ code: 73 });
  });
});
