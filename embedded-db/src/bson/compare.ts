import { Binary, BSONRegExp, BSONSymbol, ObjectId, Timestamp } from "bson";
import { bsonType, numericValue } from "./types";

/** Canonical type ranks of MongoDB's comparison/sort order. */
export function typeRank(v: unknown): number {
  if (v === undefined || v === null) return 2;
  switch (typeof v) {
    case "number":
      return 3;
    case "string":
      return 4;
    case "boolean":
      return 9;
  }
  if (Array.isArray(v)) return 6;
  if (v instanceof Date) return 10;
  if (v instanceof RegExp || v instanceof BSONRegExp) return 12;
  switch (bsonType(v)) {
    case "MinKey":
      return 1;
    case "MaxKey":
      return 13;
    case "Int32":
    case "Double":
    case "Long":
    case "Decimal128":
      return 3;
    case "BSONSymbol":
      return 4;
    case "Binary":
      return 7;
    case "ObjectId":
      return 8;
    case "Timestamp":
      return 11;
  }
  return 5;
}

const cmp = <T extends number | string>(a: T, b: T): number => (a < b ? -1 : a > b ? 1 : 0);

function compareNumbers(a: number, b: number): number {
  if (Number.isNaN(a)) return Number.isNaN(b) ? 0 : -1;
  if (Number.isNaN(b)) return 1;
  return cmp(a, b);
}

function compareBytes(a: Uint8Array, b: Uint8Array): number {
  return Buffer.compare(a, b);
}

function compareDocs(a: object, b: object): number {
  const ea = Object.entries(a);
  const eb = Object.entries(b);
  for (let i = 0; i < Math.min(ea.length, eb.length); i++) {
    const [ka, va] = ea[i] ?? ["", undefined];
    const [kb, vb] = eb[i] ?? ["", undefined];
    const byType = cmp(typeRank(va), typeRank(vb));
    if (byType) return byType;
    const byName = cmp(ka, kb);
    if (byName) return byName;
    const byValue = compareValues(va, vb);
    if (byValue) return byValue;
  }
  return cmp(ea.length, eb.length);
}

function compareArrays(a: unknown[], b: unknown[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const c = compareValues(a[i], b[i]);
    if (c) return c;
  }
  return cmp(a.length, b.length);
}

function regexParts(v: unknown): [string, string] {
  if (v instanceof RegExp) return [v.source, v.flags];
  if (v instanceof BSONRegExp) return [v.pattern, v.options];
  return ["", ""];
}

function compareSameRank(rank: number, a: unknown, b: unknown): number {
  switch (rank) {
    case 3:
      return compareNumbers(numericValue(a) ?? Number(a), numericValue(b) ?? Number(b));
    case 4:
      return cmp(a instanceof BSONSymbol ? a.value : String(a), b instanceof BSONSymbol ? b.value : String(b));
    case 5:
      return compareDocs(a as object, b as object);
    case 6:
      return compareArrays(a as unknown[], b as unknown[]);
    case 7: {
      const ba = a as Binary;
      const bb = b as Binary;
      return cmp(ba.length(), bb.length()) || cmp(ba.sub_type, bb.sub_type) || compareBytes(ba.buffer, bb.buffer);
    }
    case 8:
      return compareBytes((a as ObjectId).id, (b as ObjectId).id);
    case 9:
      return cmp(Number(a), Number(b));
    case 10:
      return compareNumbers((a as Date).getTime(), (b as Date).getTime());
    case 11: {
      const ta = a as Timestamp;
      const tb = b as Timestamp;
      return cmp(ta.t, tb.t) || cmp(ta.i, tb.i);
    }
    case 12: {
      const [pa, fa] = regexParts(a);
      const [pb, fb] = regexParts(b);
      return cmp(pa, pb) || cmp(fa, fb);
    }
  }
  return 0;
}

/** Compares two BSON values in MongoDB's order (MinKey < null < numbers < ... < MaxKey). */
export function compareValues(a: unknown, b: unknown): number {
  const ra = typeRank(a);
  const rb = typeRank(b);
  if (ra !== rb) return cmp(ra, rb);
  return compareSameRank(ra, a, b);
}
