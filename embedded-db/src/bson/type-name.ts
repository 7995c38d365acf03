import { bsonType } from "./types";

const BSON_NAMES: Record<string, string> = {
  Int32: "int",
  Double: "double",
  Long: "long",
  Decimal128: "decimal",
  ObjectId: "objectId",
  Binary: "binData",
  Timestamp: "timestamp",
  BSONRegExp: "regex",
  MinKey: "minKey",
  MaxKey: "maxKey",
  Code: "javascript",
  BSONSymbol: "symbol",
  DBRef: "object",
};

/** MongoDB's name for the type of a value, as used in error messages. */
export function typeName(value: unknown): string {
  if (value === undefined) return "missing";
  if (value === null) return "null";
  if (typeof value === "string") return "string";
  if (typeof value === "boolean") return "bool";
  if (typeof value === "number") return Number.isInteger(value) ? "int" : "double";
  if (Array.isArray(value)) return "array";
  if (value instanceof Date) return "date";
  if (value instanceof RegExp) return "regex";
  const name = bsonType(value);
  return name ? (BSON_NAMES[name] ?? name) : "object";
}
