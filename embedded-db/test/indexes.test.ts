import { MongoBulkWriteError, MongoServerError } from "mongodb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestDb, type TestDb } from "./helpers";

let t: TestDb;

beforeAll(async () => {
  t = await startTestDb();
});
afterAll(() => t.close());

describe("indexes", () => {
  it("creates, lists and drops indexes", async () => {
    const c = t.coll("idx");
    expect(await c.createIndex({ email: 1 }, { unique: true })).toBe("email_1");
    expect(await c.createIndex({ a: 1, b: -1 })).toBe("a_1_b_-1");
    expect(await c.createIndex({ email: 1 }, { unique: true })).toBe("email_1");
    const indexes = await c.indexes();
    expect(indexes).toEqual([
      { v: 2, key: { _id: 1 }, name: "_id_" },
      { v: 2, key: { email: 1 }, name: "email_1", unique: true },
      { v: 2, key: { a: 1, b: -1 }, name: "a_1_b_-1" },
    ]);
    await c.dropIndex("a_1_b_-1");
    expect((await c.indexes()).map((i) => i.name)).toEqual(["_id_", "email_1"]);
    await expect(c.dropIndex("nope")).rejects.toMatchObject({ code: 27 });
    await expect(c.dropIndex("_id_")).rejects.toMatchObject({ code: 72 });
    await expect(t.coll("missing").indexes()).rejects.toMatchObject({ code: 26 });
  });

  it("rejects duplicate _id and unique keys, writing nothing", async () => {
    const users = t.coll("users");
    await users.createIndex({ email: 1 }, { unique: true });
    await users.insertOne({ _id: 1, email: "a@b" });
    const dupId = await users.insertOne({ _id: 1, email: "other@b" }).catch((e: unknown) => e);
    expect(dupId).toBeInstanceOf(MongoServerError);
    expect(dupId).toMatchObject({ code: 11000, keyValue: { _id: 1 } });
    const dupEmail = await users.insertOne({ _id: 2, email: "a@b" }).catch((e: unknown) => e);
    expect(dupEmail).toMatchObject({ code: 11000, keyPattern: { email: 1 }, keyValue: { email: "a@b" } });
    expect((dupEmail as Error).message).toBe(
      'E11000 duplicate key error collection: test.users index: email_1 dup key: { email: "a@b" }',
    );
    expect(await users.find().toArray()).toEqual([{ _id: 1, email: "a@b" }]);
    await users.insertOne({ _id: 3, email: "c@d" });
    await expect(users.updateOne({ _id: 3 }, { $set: { email: "a@b" } })).rejects.toMatchObject({ code: 11000 });
    expect(await users.findOne({ _id: 3 })).toEqual({ _id: 3, email: "c@d" });
    await expect(users.findOneAndUpdate({ _id: 3 }, { $set: { email: "a@b" } })).rejects.toMatchObject({ code: 11000 });
    await users.deleteOne({ _id: 1 });
    await users.updateOne({ _id: 3 }, { $set: { email: "a@b" } });
    expect(await users.findOne({ email: "a@b" })).toMatchObject({ _id: 3 });
  });

  it("treats 1, 1.0 and Long 1 as the same _id", async () => {
    const c = t.coll("numeric_ids");
    await c.insertOne({ _id: 1 });
    await expect(c.insertOne({ _id: 1.0 })).rejects.toMatchObject({ code: 11000 });
    expect(await c.findOne({ _id: 1 })).toEqual({ _id: 1 });
  });

  it("enforces compound unique indexes", async () => {
    const c = t.coll("accounts");
    await c.createIndex({ provider: 1, providerAccountId: 1 }, { unique: true });
    await c.insertOne({ provider: "github", providerAccountId: "1" });
    await c.insertOne({ provider: "google", providerAccountId: "1" });
    const err = await c.insertOne({ provider: "github", providerAccountId: "1" }).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 11000, keyValue: { provider: "github", providerAccountId: "1" } });
    expect(await c.countDocuments()).toBe(2);
  });

  it("reports writeErrors for ordered and unordered inserts", async () => {
    const c = t.coll("batch");
    await c.insertOne({ _id: 2 });
    const ordered = (await c
      .insertMany([{ _id: 1 }, { _id: 2 }, { _id: 3 }])
      .catch((e: unknown) => e)) as MongoBulkWriteError;
    expect(ordered).toBeInstanceOf(MongoBulkWriteError);
    expect(ordered.insertedCount).toBe(1);
    expect(ordered.writeErrors).toHaveLength(1);
    expect(await c.countDocuments()).toBe(2);
    const raw = await t.db.command({
      insert: "batch",
      documents: [{ _id: 1 }, { _id: 4 }, { _id: 2 }, { _id: 5 }],
      ordered: false,
    });
    expect(raw.n).toBe(2);
    expect(raw.writeErrors.map((e: { index: number; code: number }) => [e.index, e.code])).toEqual([
      [0, 11000],
      [2, 11000],
    ]);
    expect(await c.countDocuments()).toBe(4);
  });

  it("fails to build a unique index over duplicates and keeps nothing", async () => {
    const c = t.coll("dupdata");
    await c.insertMany([{ k: 1 }, { k: 1 }]);
    await expect(c.createIndex({ k: 1 }, { unique: true })).rejects.toMatchObject({ code: 11000 });
    expect((await c.indexes()).map((i) => i.name)).toEqual(["_id_"]);
  });

  it("supports sparse, partial and multikey unique indexes", async () => {
    const c = t.coll("special");
    await c.createIndex({ code: 1 }, { unique: true, sparse: true });
    await c.insertMany([{ a: 1 }, { a: 2 }]);
    await c.createIndex({ sku: 1 }, { unique: true, partialFilterExpression: { active: true } });
    await c.insertMany([
      { sku: "x", active: false },
      { sku: "x", active: true },
    ]);
    await expect(c.insertOne({ sku: "x", active: true })).rejects.toMatchObject({ code: 11000 });
    const multi = t.coll("multikey");
    await multi.createIndex({ tags: 1 }, { unique: true });
    await multi.insertOne({ tags: ["p", "q", "q"] });
    await expect(multi.insertOne({ tags: ["r", "q"] })).rejects.toMatchObject({ code: 11000, keyValue: { tags: "q" } });
  });

  it("conflicting index definitions fail", async () => {
    const c = t.coll("conflicts");
    await c.createIndex({ a: 1 }, { name: "my_a" });
    await expect(c.createIndex({ a: 1 }, { name: "other_a" })).rejects.toMatchObject({ code: 85 });
    await expect(c.createIndex({ b: 1 }, { name: "my_a" })).rejects.toMatchObject({ code: 86 });
  });

  it("allows 32 key fields, as MongoDB does, and refuses 33", async () => {
    const c = t.coll("wide");
    const key = Object.fromEntries(Array.from({ length: 32 }, (_, i) => [`f${i}`, i % 2 ? -1 : 1]));
    await c.createIndex(key);
    await c.insertOne({ f31: [1, 2] });
    expect((await t.db.command({ validate: "wide" })).valid).toBe(true);
    await expect(c.createIndex({ ...key, f32: 1 })).rejects.toMatchObject({ code: 13103 });
  });

  it("stores every kind of index and keeps it in step with inserts, updates, upserts and deletes", async () => {
    const c = t.coll("maintained");
    await c.insertMany([
      { _id: 1, a: 1, b: "x", tags: ["p", "q"] },
      { _id: 2, a: 2, b: "y", code: 7, active: true },
    ]);
    await c.createIndex({ a: 1 });
    await c.createIndex({ b: 1, a: -1 });
    await c.createIndex({ code: 1 }, { sparse: true });
    await c.createIndex({ b: 1 }, { partialFilterExpression: { active: true } });
    await c.createIndex({ tags: 1 });
    await c.createIndex({ "sub.k": 1 }, { unique: true, sparse: true });
    const validate = () => t.db.command({ validate: "maintained" });
    expect(await validate()).toMatchObject({
      valid: true,
      nrecords: 2,
      keysPerIndex: { _id_: 2, a_1: 2, "b_1_a_-1": 2, code_1: 1, b_1: 1, tags_1: 3, "sub.k_1": 0 },
    });
    await c.insertOne({ _id: 3, a: 3, tags: [], sub: [{ k: 1 }, { k: 2 }] });
    await c.updateOne({ _id: 1 }, { $set: { a: 10, active: true, tags: ["q", "r", "s"] } });
    await c.updateMany({}, { $inc: { a: 1 } });
    await c.replaceOne({ _id: 2 }, { b: "z", code: 8 });
    await c.updateOne({ _id: 4 }, { $set: { a: 5, code: 9 } }, { upsert: true });
    await c.deleteOne({ _id: 3 });
    await c.findOneAndUpdate({ _id: 4 }, { $unset: { code: 1 } });
    await expect(c.insertOne({ _id: 5, sub: { k: 2 } })).resolves.toBeTruthy();
    await expect(c.insertOne({ _id: 6, sub: { k: 2 } })).rejects.toMatchObject({ code: 11000 });
    expect(await validate()).toMatchObject({
      valid: true,
      nrecords: 4,
      keysPerIndex: { a_1: 4, "b_1_a_-1": 4, code_1: 1, b_1: 1, tags_1: 6, "sub.k_1": 1 },
    });
    await c.dropIndex("tags_1");
    await c.dropIndexes();
    expect(await validate()).toMatchObject({ valid: true, nIndexes: 1, keysPerIndex: { _id_: 4 } });
  });
});
