import {
  Binary,
  BSONRegExp,
  Decimal128,
  Double,
  Int32,
  Long,
  MaxKey,
  MinKey,
  ObjectId,
  Timestamp,
  UUID,
  type Document,
} from "mongodb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestDb, type TestDb } from "./helpers";

let t: TestDb;
const exact = { promoteValues: false, promoteLongs: false, bsonRegExp: true } as const;

beforeAll(async () => {
  t = await startTestDb();
});
afterAll(() => t.close());

const sample = (): Document => ({
  _id: new ObjectId(),
  int: new Int32(7),
  double: new Double(7),
  fraction: new Double(2.5),
  long: Long.fromString("9007199254740993"),
  smallLong: Long.fromNumber(5),
  decimal: Decimal128.fromString("12345.678901234567890"),
  date: new Date("2024-02-29T12:34:56.789Z"),
  binary: new Binary(Buffer.from([0, 1, 2, 255]), 0),
  uuid: new UUID("0f8fad5b-d9cb-469f-a165-70867728950e"),
  regex: new BSONRegExp("^moto", "i"),
  timestamp: new Timestamp({ t: 1700000000, i: 3 }),
  min: new MinKey(),
  max: new MaxKey(),
  bool: false,
  nil: null,
  text: "Grüße 🏍️",
  nested: {
    deep: { list: [new Int32(1), new Double(1), Long.fromNumber(1), { x: "y" }, [new Int32(1), new Int32(2)]] },
  },
  emptyDoc: {},
  emptyList: [],
});

describe("BSON type round-trips", () => {
  it("returns every type exactly as inserted", async () => {
    const doc = sample();
    await t.coll("types").insertOne(doc);
    const back = await t.coll("types").findOne({ _id: doc._id }, exact);
    expect(back).toEqual(doc);
    expect(back?.int).toBeInstanceOf(Int32);
    expect(back?.double).toBeInstanceOf(Double);
    expect(back?.long).toBeInstanceOf(Long);
    expect(back?.smallLong).toBeInstanceOf(Long);
    expect(back?.long.toString()).toBe("9007199254740993");
  });

  it("keeps exact types of untouched and updated fields", async () => {
    const doc = sample();
    const c = t.coll("types");
    await c.insertOne(doc);
    await c.updateOne(
      { _id: doc._id },
      { $inc: { double: 1, int: 1, smallLong: 1 }, $set: { added: new Double(3), l2: Long.fromNumber(9) } },
    );
    const back = await c.findOne({ _id: doc._id }, exact);
    expect(back?.double).toEqual(new Double(8));
    expect(back?.int).toEqual(new Int32(8));
    expect(back?.smallLong).toEqual(Long.fromNumber(6));
    expect(back?.added).toEqual(new Double(3));
    expect(back?.l2).toEqual(Long.fromNumber(9));
    expect(back?.decimal).toEqual(doc.decimal);
    expect(back?.nested).toEqual(doc.nested);
  });

  it("queries across numeric types", async () => {
    const c = t.coll("numbers");
    await c.insertMany([
      { v: new Int32(1) },
      { v: new Double(2.5) },
      { v: Long.fromNumber(3) },
      { v: Decimal128.fromString("4") },
    ]);
    expect(await c.countDocuments({ v: { $gte: 2 } })).toBe(3);
    expect(await c.countDocuments({ v: Long.fromNumber(1) })).toBe(1);
    expect(await c.countDocuments({ v: 3 })).toBe(1);
    const sorted = await c.find({}, exact).sort({ v: -1 }).toArray();
    expect(sorted.map((d) => d.v)).toEqual([
      Decimal128.fromString("4"),
      Long.fromNumber(3),
      new Double(2.5),
      new Int32(1),
    ]);
  });

  it("matches $type against exact BSON types", async () => {
    const c = t.coll("typed");
    await c.insertMany([
      { v: new Int32(1) },
      { v: new Double(1) },
      { v: Long.fromNumber(1) },
      { v: "one" },
      { v: [new ObjectId()] },
      { v: null },
    ]);
    const count = (type: unknown) => c.countDocuments({ v: { $type: type } });
    expect(await count("int")).toBe(1);
    expect(await count("double")).toBe(1);
    expect(await count(18)).toBe(1);
    expect(await count("number")).toBe(3);
    expect(await count(["string", "null"])).toBe(2);
    expect(await count("objectId")).toBe(1);
    expect(await count("array")).toBe(1);
    expect(await c.countDocuments({ _id: { $type: "objectId" } })).toBe(6);
  });

  it("matches ObjectId, Date and Binary values", async () => {
    const doc = sample();
    const c = t.coll("types");
    await c.insertOne(doc);
    expect(await c.countDocuments({ _id: new ObjectId(doc._id.toHexString()) })).toBe(1);
    expect(await c.countDocuments({ _id: { $in: [doc._id] }, date: { $gte: new Date("2024-01-01") } })).toBe(1);
    expect(await c.countDocuments({ _id: doc._id, binary: new Binary(Buffer.from([0, 1, 2, 255]), 0) })).toBe(1);
  });

  it("generates an ObjectId _id as the first field", async () => {
    const res = await t.db.command({ insert: "gen", documents: [{ a: 1 }] });
    expect(res.n).toBe(1);
    const [doc] = await t.coll("gen").find().toArray();
    expect(doc?._id).toBeInstanceOf(ObjectId);
    expect(Object.keys(doc ?? {})).toEqual(["_id", "a"]);
  });
});
