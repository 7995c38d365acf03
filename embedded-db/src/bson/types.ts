import { BSONValue, Decimal128, Double, Int32, Long } from "bson";

/** A BSON document as decoded by this server. */
export type Doc = { [key: string]: unknown };

export function isPlainObject(value: unknown): value is Doc {
  if (typeof value !== "object" || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

export function bsonType(value: unknown): string | undefined {
  return value instanceof BSONValue ? value._bsontype : undefined;
}

/** Numeric value of a number or numeric BSON wrapper, otherwise undefined. */
export function numericValue(value: unknown): number | undefined {
  if (typeof value === "number") return value;
  if (value instanceof Int32 || value instanceof Double) return value.value;
  if (value instanceof Long) return value.toNumber();
  if (value instanceof Decimal128) return Number.parseFloat(value.toString());
  return undefined;
}
