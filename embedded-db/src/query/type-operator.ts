import type { Options } from "mingo/types";
import { exactOf } from "../bson/normalize";
import { rawPathValues } from "../bson/paths";
import { typeName } from "../bson/type-name";
import type { Doc } from "../bson/types";

const TYPE_CODES: Record<number, string> = {
  1: "double",
  2: "string",
  3: "object",
  4: "array",
  5: "binData",
  6: "undefined",
  7: "objectId",
  8: "bool",
  9: "date",
  10: "null",
  11: "regex",
  13: "javascript",
  14: "symbol",
  16: "int",
  17: "timestamp",
  18: "long",
  19: "decimal",
  [-1]: "minKey",
  127: "maxKey",
};
const NUMERIC = new Set(["double", "int", "long", "decimal"]);

function hasType(value: unknown, wanted: string): boolean {
  const name = typeName(value);
  return name === wanted || (wanted === "number" && NUMERIC.has(name));
}

/**
 * `$type` evaluated on the exact document (int, long and double are
 * indistinguishable in the normalized form mingo sees).
 */
export function $type(selector: string, value: unknown, _options: Options): (obj: Doc) => boolean {
  const wanted = (Array.isArray(value) ? value : [value]).map((v) =>
    typeof v === "number" ? (TYPE_CODES[v] ?? "") : String(v),
  );
  return (obj) => {
    const doc = exactOf(obj) ?? obj;
    return rawPathValues(doc, selector).some((v) =>
      wanted.some((w) => hasType(v, w) || (Array.isArray(v) && v.some((item) => hasType(item, w)))),
    );
  };
}
