import { BSONRegExp } from "bson";
import { isPlainObject, numericValue, type Doc } from "./types";

/**
 * Converts an exactly decoded BSON value (numeric wrappers, BSONRegExp) into the
 * form mingo understands: every number becomes a JS number and regexes become
 * RegExp. The result is a fresh tree of plain objects and arrays, so mingo may
 * mutate it; leaf objects such as ObjectId, Date and Binary are shared.
 */
export function normalize(value: unknown): unknown {
  if (typeof value !== "object" || value === null) return value;
  if (Array.isArray(value)) return value.map(normalize);
  if (isPlainObject(value)) return normalizeDoc(value);
  const n = numericValue(value);
  if (n !== undefined) return n;
  if (value instanceof BSONRegExp) return toRegExp(value);
  return value;
}

const exactDocs = new WeakMap<Doc, Doc>();

export function normalizeDoc(doc: Doc): Doc {
  const out: Doc = {};
  for (const key of Object.keys(doc)) out[key] = normalize(doc[key]);
  exactDocs.set(out, doc);
  return out;
}

/** The exact document a normalized document was made from (for `$type`, which needs exact types). */
export function exactOf(norm: Doc): Doc | undefined {
  return exactDocs.get(norm);
}

function toRegExp(value: BSONRegExp): RegExp | BSONRegExp {
  const flags = [...value.options].filter((f) => "imsu".includes(f)).join("");
  try {
    return new RegExp(value.pattern, flags);
  } catch {
    return value;
  }
}
