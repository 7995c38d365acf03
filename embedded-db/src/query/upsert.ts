import { BSONRegExp } from "bson";
import { setPath } from "../bson/paths";
import { isPlainObject, type Doc } from "../bson/types";

function isOperatorObject(value: unknown): value is Doc {
  if (!isPlainObject(value)) return false;
  const first = Object.keys(value)[0];
  return first !== undefined && first.startsWith("$");
}

function collectEqualities(filter: Doc, seed: Doc): void {
  for (const [key, value] of Object.entries(filter)) {
    if (key === "$and" && Array.isArray(value)) {
      for (const clause of value) if (isPlainObject(clause)) collectEqualities(clause, seed);
    } else if (key.startsWith("$") || value instanceof BSONRegExp || value instanceof RegExp) {
      continue;
    } else if (isOperatorObject(value)) {
      if (Object.hasOwn(value, "$eq")) setPath(seed, key, value.$eq);
    } else {
      setPath(seed, key, value);
    }
  }
}

/** The document an upsert starts from: the equality conditions of its (exact) filter. */
export function upsertSeed(filter: Doc): Doc {
  const seed: Doc = {};
  collectEqualities(filter, seed);
  return seed;
}
