import { Binary, Long, ObjectId, serialize } from "bson";
import { isPlainObject, numericValue, type Doc } from "./types";

/** Maps values MongoDB considers equal (1, 1.0, Long(1)) to one representation. */
function canonical(v: unknown): unknown {
  if (v === undefined) return null;
  if (v instanceof Long && !Number.isSafeInteger(v.toNumber())) return v;
  const n = numericValue(v);
  if (n !== undefined) return n === 0 ? 0 : n;
  if (Array.isArray(v)) return v.map(canonical);
  if (isPlainObject(v)) {
    const out: Doc = {};
    for (const key of Object.keys(v)) out[key] = canonical(v[key]);
    return out;
  }
  return v;
}

/** Bytes that are equal exactly when the values are equal for a unique index or `_id`. */
export function keyBytes(value: unknown): Buffer {
  return Buffer.from(serialize({ k: canonical(value) }));
}

/** Renders a value roughly like the mongo shell does in E11000 messages. */
export function formatValue(v: unknown): string {
  if (v === null || v === undefined) return "null";
  if (typeof v === "string") return JSON.stringify(v);
  if (typeof v === "number" || typeof v === "boolean") return String(v);
  if (v instanceof ObjectId) return `ObjectId('${v.toHexString()}')`;
  if (v instanceof Date) return `new Date(${v.getTime()})`;
  if (v instanceof Binary) return `BinData(${v.sub_type}, ${Buffer.from(v.buffer).toString("hex").toUpperCase()})`;
  const n = numericValue(v);
  if (n !== undefined) return String(n);
  if (Array.isArray(v)) return `[ ${v.map(formatValue).join(", ")} ]`;
  if (isPlainObject(v)) return formatDoc(v);
  return String(v);
}

export function formatDoc(doc: Doc): string {
  const entries = Object.entries(doc).map(([k, v]) => `${k}: ${formatValue(v)}`);
  return entries.length ? `{ ${entries.join(", ")} }` : "{}";
}
