import { keyBytes } from "../bson/keys";
import { pathValues } from "../bson/paths";
import type { Doc } from "../bson/types";
import { compileFilter } from "../query/filter";
import type { IndexMeta } from "./types";

export interface IndexEntry {
  key: Buffer;
  /** The indexed value of each key field, for duplicate key errors. */
  values: unknown[];
}

function product(lists: unknown[][]): unknown[][] {
  return lists.reduce<unknown[][]>((acc, list) => acc.flatMap((prefix) => list.map((v) => [...prefix, v])), [[]]);
}

/** The entries a document contributes to a unique index (one per array element for multikey fields). */
export function indexEntries(index: IndexMeta, norm: Doc): IndexEntry[] {
  if (index.partialFilter && !compileFilter(index.partialFilter).test(norm)) return [];
  const perField = index.fields.map(([path]) => pathValues(norm, path));
  if (index.sparse && perField.every((values) => values.every((v) => v === undefined))) return [];
  const entries = new Map<string, IndexEntry>();
  for (const values of product(perField)) {
    const key = keyBytes(values);
    entries.set(key.toString("latin1"), { key, values });
  }
  return [...entries.values()];
}
