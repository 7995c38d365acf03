import { Long } from "bson";
import { normalizeDoc } from "../bson/normalize";
import { typeName } from "../bson/type-name";
import { isPlainObject, numericValue, type Doc } from "../bson/types";
import { fail } from "../errors";
import { validateCollectionName } from "./namespace";

const commandName = (cmd: Doc): string => Object.keys(cmd)[0] ?? "";

function wrongType(cmd: Doc, field: string, value: unknown, expected: string): never {
  fail(
    "TypeMismatch",
    `BSON field '${commandName(cmd)}.${field}' is the wrong type '${typeName(value)}', expected type '${expected}'`,
  );
}

/** The collection named by the command's first field. */
export function collectionArg(cmd: Doc): string {
  const name = cmd[commandName(cmd)];
  if (typeof name !== "string") fail("InvalidNamespace", `collection name has invalid type ${typeName(name)}`);
  validateCollectionName(name);
  return name;
}

export function docArg(cmd: Doc, field: string): Doc | undefined {
  const value = cmd[field];
  if (value === undefined || value === null) return undefined;
  if (!isPlainObject(value)) wrongType(cmd, field, value, "object");
  return value;
}

/** An optional document argument in normalized (mingo) form. */
export function normDocArg(cmd: Doc, field: string): Doc | undefined {
  const value = docArg(cmd, field);
  return value && normalizeDoc(value);
}

export function arrayArg(cmd: Doc, field: string): unknown[] | undefined {
  const value = cmd[field];
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value)) wrongType(cmd, field, value, "array");
  return value;
}

export function docListArg(cmd: Doc, field: string): Doc[] {
  const list = arrayArg(cmd, field);
  if (!list) fail("FailedToParse", `BSON field '${commandName(cmd)}.${field}' is missing but a required field`);
  return list.map((item) => (isPlainObject(item) ? item : wrongType(cmd, `${field}.0`, item, "object")));
}

export function intArg(cmd: Doc, field: string): number | undefined {
  const value = cmd[field];
  if (value === undefined || value === null) return undefined;
  const n = numericValue(value);
  if (n === undefined || Number.isNaN(n)) wrongType(cmd, field, value, "long");
  return Math.trunc(n);
}

export function nonNegativeIntArg(cmd: Doc, field: string): number | undefined {
  const n = intArg(cmd, field);
  if (n !== undefined && n < 0) fail("BadValue", `${field} value must be non-negative, but received: ${n}`);
  return n;
}

export function boolArg(cmd: Doc, field: string): boolean | undefined {
  const value = cmd[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value === "boolean") return value;
  const n = numericValue(value);
  if (n === undefined) wrongType(cmd, field, value, "bool");
  return n !== 0;
}

export function longArg(cmd: Doc, field: string): Long {
  const value = cmd[field];
  if (value instanceof Long) return value;
  const n = numericValue(value);
  if (n === undefined) wrongType(cmd, field, value, "long");
  return Long.fromNumber(n);
}
