import { BSONRegExp, Decimal128, Double, Int32, Long } from "bson";
import { isPlainObject, numericValue, type Doc } from "./types";

const INT32_MIN = -2147483648;
const INT32_MAX = 2147483647;

/**
 * Turns a value computed by mingo on a normalized document back into exact BSON,
 * using the original exact value at the same position as a hint: unchanged
 * numbers keep their original wrapper (Double 1.0, Long 5) and changed numbers
 * keep their original numeric type, like MongoDB's arithmetic does.
 */
export function reconcile(computed: unknown, original: unknown): unknown {
  if (typeof computed === "number") return reconcileNumber(computed, original);
  if (computed instanceof RegExp && original instanceof BSONRegExp) {
    return computed.source === original.pattern ? original : computed;
  }
  if (Array.isArray(computed)) {
    const hint = Array.isArray(original) ? original : [];
    return computed.map((v, i) => reconcile(v, hint[i]));
  }
  if (isPlainObject(computed)) return reconcileDoc(computed, isPlainObject(original) ? original : {});
  return computed;
}

export function reconcileDoc(computed: Doc, original: Doc): Doc {
  const out: Doc = {};
  for (const key of Object.keys(computed)) {
    const value = computed[key];
    if (value !== undefined) out[key] = reconcile(value, original[key]);
  }
  return out;
}

function reconcileNumber(n: number, original: unknown): unknown {
  const before = numericValue(original);
  if (before === undefined || typeof original === "number") return n;
  if (before === n || (Number.isNaN(before) && Number.isNaN(n))) return original;
  if (original instanceof Double) return new Double(n);
  if (original instanceof Decimal128) return Decimal128.fromString(decimalString(n));
  const integral = Number.isSafeInteger(n);
  if (original instanceof Long) return integral ? Long.fromNumber(n) : new Double(n);
  if (original instanceof Int32) {
    if (integral && n >= INT32_MIN && n <= INT32_MAX) return new Int32(n);
    return integral ? Long.fromNumber(n) : new Double(n);
  }
  return n;
}

function decimalString(n: number): string {
  if (Number.isNaN(n)) return "NaN";
  if (!Number.isFinite(n)) return n > 0 ? "Infinity" : "-Infinity";
  return String(n);
}
