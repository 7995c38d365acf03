import { Long, type Document } from "mongodb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestDb, type TestDb } from "./helpers";

let t: TestDb;
/** Runs a command keeping cursor ids as Long. */
const run = (cmd: Document) => t.db.command(cmd, { promoteLongs: false });

beforeAll(async () => {
  t = await startTestDb();
  await t.coll("many").insertMany(Array.from({ length: 250 }, (_, i) => ({ _id: i, n: i })));
});
afterAll(() => t.close());

describe("cursors", () => {
  it("iterates 250 documents in batches of 50 with getMore", async () => {
    const first = await run({ find: "many", batchSize: 50 });
    expect(first.cursor.firstBatch).toHaveLength(50);
    expect(first.cursor.id).toBeInstanceOf(Long);
    expect(first.cursor.ns).toBe("test.many");
    let id = first.cursor.id as Long;
    const seen = first.cursor.firstBatch.map((d: { n: number }) => d.n);
    let rounds = 0;
    while (!id.isZero()) {
      const more = await run({ getMore: id, collection: "many", batchSize: 50 });
      seen.push(...more.cursor.nextBatch.map((d: { n: number }) => d.n));
      id = more.cursor.id;
      rounds++;
    }
    expect(rounds).toBe(4);
    expect(seen).toEqual(Array.from({ length: 250 }, (_, i) => i));
  });

  it("works through the driver with batchSize and sort", async () => {
    const docs = await t
      .coll("many")
      .find({ n: { $gte: 100 } })
      .sort({ n: -1 })
      .batchSize(30)
      .toArray();
    expect(docs).toHaveLength(150);
    expect(docs[0]?.n).toBe(249);
  });

  it("honours limit, negative limit and singleBatch", async () => {
    const limited = await run({ find: "many", limit: 120, batchSize: 50 });
    expect(limited.cursor.firstBatch).toHaveLength(50);
    expect(await t.coll("many").find().limit(120).toArray()).toHaveLength(120);
    const negative = await run({ find: "many", limit: -5 });
    expect(negative.cursor.firstBatch).toHaveLength(5);
    expect(negative.cursor.id.isZero()).toBe(true);
    const single = await run({ find: "many", singleBatch: true });
    expect(single.cursor.firstBatch).toHaveLength(101);
    expect(single.cursor.id.isZero()).toBe(true);
  });

  it("kills cursors and reports unknown ones", async () => {
    const first = await run({ find: "many", batchSize: 10 });
    const killed = await run({ killCursors: "many", cursors: [first.cursor.id, Long.fromNumber(12345)] });
    expect(killed.cursorsKilled).toEqual([first.cursor.id]);
    expect(killed.cursorsNotFound).toEqual([Long.fromNumber(12345)]);
    await expect(run({ getMore: first.cursor.id, collection: "many" })).rejects.toMatchObject({ code: 43 });
  });

  it("closes driver cursors early without errors", async () => {
    const cursor = t.coll("many").find().batchSize(10);
    expect(await cursor.next()).toMatchObject({ n: 0 });
    await cursor.close();
  });

  it("pages aggregate results", async () => {
    const docs = await t
      .coll("many")
      .aggregate([{ $match: { n: { $lt: 200 } } }], { batchSize: 20 })
      .toArray();
    expect(docs).toHaveLength(200);
  });
});
