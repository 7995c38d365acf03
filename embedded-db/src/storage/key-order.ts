import { Binary, BSONRegExp, BSONSymbol, ObjectId, Timestamp } from "bson";
import { typeRank } from "../bson/compare";
import { numericValue } from "../bson/types";

/**
 * Index keys as bytes whose memcmp order is MongoDB's value order (the order
 * of bson/compare.ts), so sqlite's BLOB order serves index ranges and sorts.
 * Every value encodes as its type rank byte and a self-delimiting body, so a
 * compound key is the concatenation of its fields, and a descending field is
 * its bytes inverted.
 */

const END = 0x00;

class Writer {
  bytes: number[] = [];

  byte(b: number): void {
    this.bytes.push(b);
  }

  raw(data: Uint8Array): void {
    for (const b of data) this.bytes.push(b);
  }

  /** Doubles in total order: NaN first (as MongoDB sorts it), -0 as 0. */
  double(n: number): void {
    if (Number.isNaN(n)) {
      for (let i = 0; i < 8; i++) this.bytes.push(0);
      return;
    }
    const buf = Buffer.alloc(8);
    buf.writeDoubleBE(n === 0 ? 0 : n);
    if (n < 0) for (let i = 0; i < 8; i++) buf[i] = 255 - (buf[i] ?? 0);
    else buf[0] = (buf[0] ?? 0) | 0x80;
    this.raw(buf);
  }

  uint32(n: number): void {
    this.bytes.push((n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255);
  }

  /** UTF-16 code units (JS string order, as compare.ts uses), terminated; a 0 unit is escaped. */
  string(s: string): void {
    for (let i = 0; i < s.length; i++) {
      const unit = s.charCodeAt(i);
      this.bytes.push(unit >> 8, unit & 255);
      if (unit === 0) this.bytes.push(255);
    }
    this.bytes.push(0, 0, 0);
  }

  value(v: unknown): void {
    const rank = typeRank(v);
    this.byte(rank);
    switch (rank) {
      case 3:
        return this.double(numericValue(v) ?? Number(v));
      case 4:
        return this.string(v instanceof BSONSymbol ? v.value : String(v));
      case 5:
        for (const [key, item] of Object.entries(v as object)) {
          this.byte(typeRank(item));
          this.string(key);
          this.value(item);
        }
        return this.byte(END);
      case 6:
        for (const item of v as unknown[]) this.value(item);
        return this.byte(END);
      case 7: {
        const bin = v as Binary;
        this.uint32(bin.length());
        this.byte(bin.sub_type);
        return this.raw(bin.buffer.subarray(0, bin.length()));
      }
      case 8:
        return this.raw((v as ObjectId).id);
      case 9:
        return this.byte(v ? 1 : 0);
      case 10:
        return this.double((v as Date).getTime());
      case 11: {
        const ts = v as Timestamp;
        this.uint32(ts.t);
        return this.uint32(ts.i);
      }
      case 12:
        if (v instanceof BSONRegExp) {
          this.string(v.pattern);
          return this.string(v.options);
        }
        this.string((v as RegExp).source);
        return this.string((v as RegExp).flags);
    }
  }
}

/** The ordered bytes of one key field (`direction` -1 inverts them). */
export function encodeField(value: unknown, direction: 1 | -1): Buffer {
  const w = new Writer();
  w.value(value === undefined ? null : value);
  const buf = Buffer.from(w.bytes);
  return direction === 1 ? buf : invert(buf);
}

/** The bytes every key of the given type rank starts with (inverted for descending fields). */
export function rankPrefix(rank: number, direction: 1 | -1): Buffer {
  return Buffer.from([direction === 1 ? rank : 255 - rank]);
}

export function invert(buf: Buffer): Buffer {
  const out = Buffer.allocUnsafe(buf.length);
  for (let i = 0; i < buf.length; i++) out[i] = 255 - (buf[i] ?? 0);
  return out;
}

/** The smallest byte string greater than every string starting with `prefix` (undefined: none). */
export function prefixEnd(prefix: Buffer): Buffer | undefined {
  let end = prefix.length;
  while (end > 0 && prefix[end - 1] === 255) end--;
  if (end === 0) return undefined;
  const out = Buffer.from(prefix.subarray(0, end));
  out[end - 1] = (out[end - 1] ?? 0) + 1;
  return out;
}
