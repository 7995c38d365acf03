import { Binary, Decimal128, Int32, Long, MaxKey, MinKey, ObjectId, Timestamp } from "bson";
import { describe, expect, it } from "vitest";
import { compareValues } from "../src/bson/compare";
import { normalize } from "../src/bson/normalize";
import { encodeField } from "../src/storage/key-order";

const values: unknown[] = [
  new MinKey(),
  null,
  Number.NaN,
  -Infinity,
  -1e300,
  -2,
  new Int32(-1),
  -0.5,
  0,
  Long.fromNumber(1),
  1.5,
  new Decimal128("2.5"),
  2 ** 53,
  Infinity,
  "",
  "\u0000",
  "\u0000a",
  "a",
  "a\u0000",
  "ab",
  "b",
  "é",
  "\uffff",
  {},
  { a: 1 },
  { a: 1, b: 1 },
  { a: "x" },
  { b: 0 },
  [],
  [1],
  [1, 2],
  [2],
  new Binary(Buffer.from([9])),
  new Binary(Buffer.from([1, 2])),
  new ObjectId("000000000000000000000000"),
  new ObjectId("ffffffffffffffffffffffff"),
  false,
  true,
  new Date(-1),
  new Date(0),
  new Date(1e12),
  new Timestamp({ t: 1, i: 2 }),
  new Timestamp({ t: 2, i: 0 }),
  /a/,
  /a/i,
  /b/,
  new MaxKey(),
].map(normalize);

const sign = (n: number): number => Math.sign(n);

describe("index key order", () => {
  it("orders keys bytewise exactly as MongoDB orders values, ascending and descending", () => {
    for (const a of values) {
      for (const b of values) {
        const expected = sign(compareValues(a, b));
        expect([a, b, sign(Buffer.compare(encodeField(a, 1), encodeField(b, 1)))]).toEqual([a, b, expected]);
        expect(sign(Buffer.compare(encodeField(a, -1), encodeField(b, -1)))).toBe(-expected || 0);
      }
    }
  });

  it("keeps compound keys in field order", () => {
    const key = (x: unknown, y: unknown) => Buffer.concat([encodeField(x, 1), encodeField(y, -1)]);
    expect(Buffer.compare(key("a", 2), key("a", 1))).toBe(-1);
    expect(Buffer.compare(key("a", 1), key("ab", 9))).toBe(-1);
    expect(Buffer.compare(key("a\u0000", 1), key("a", 1))).toBe(1);
  });
});
