import { leafValues, rawPathValues } from "../bson/paths";
import { numericValue, type Doc } from "../bson/types";
import { compileFilter } from "../query/filter";
import { encodeField } from "./key-order";
import type { IndexMeta } from "./types";

export interface IndexEntry {
  /** Ordered key bytes (see key-order.ts). */
  key: Buffer;
  /** The indexed value of each key field, for duplicate key errors. */
  values: unknown[];
}

export interface DocEntries {
  entries: IndexEntry[];
  /** Bit i set when the path of key field i reached an array (the field becomes multikey). */
  multikeyBits: number;
}

/** Index key direction of a key pattern value (1 or -1). */
export const directionOf = (dir: unknown): 1 | -1 => ((numericValue(dir) ?? 1) < 0 ? -1 : 1);

/** Every combination of one value from each list, in the lists' order. */
export function product(lists: unknown[][]): unknown[][] {
  return lists.reduce<unknown[][]>((acc, list) => acc.flatMap((prefix) => list.map((v) => [...prefix, v])), [[]]);
}

/** The entries a document contributes to an index (one per array element for multikey fields). */
export function indexEntries(index: IndexMeta, norm: Doc): DocEntries {
  if (index.partialFilter && !compileFilter(index.partialFilter).test(norm)) return { entries: [], multikeyBits: 0 };
  const raw = index.fields.map(([path]) => rawPathValues(norm, path));
  const perField = raw.map(leafValues);
  if (index.sparse && perField.every((values) => values.every((v) => v === undefined))) {
    return { entries: [], multikeyBits: 0 };
  }
  const multikeyBits = raw.reduce(
    (bits, values, i) => (values.length > 1 || values.some(Array.isArray) ? bits | (1 << i) : bits),
    0,
  );
  const directions = index.fields.map(([, dir]) => directionOf(dir));
  const entries = new Map<string, IndexEntry>();
  for (const values of product(perField)) {
    const key = Buffer.concat(values.map((v, i) => encodeField(v, directions[i] ?? 1)));
    entries.set(key.toString("latin1"), { key, values });
  }
  return { entries: [...entries.values()], multikeyBits };
}
