import { compareValues } from "../bson/compare";
import { pathValues } from "../bson/paths";
import { isPlainObject, type Doc } from "../bson/types";
import { fail } from "../errors";

export interface SortKey {
  path: string;
  direction: 1 | -1;
}

/** Parses a normalized sort spec; `$natural` and `$meta` keys are ignored here. */
export function parseSort(spec: Doc): SortKey[] {
  const keys: SortKey[] = [];
  for (const [path, value] of Object.entries(spec)) {
    if (path === "$natural" || isPlainObject(value)) continue;
    if (value !== 1 && value !== -1)
      fail("BadValue", "$sort key ordering must be 1 (for ascending) or -1 (for descending)");
    keys.push({ path, direction: value });
  }
  return keys;
}

/** The value a document sorts by: the smallest (ascending) or largest (descending) reachable value. */
export function sortValue(doc: Doc, key: SortKey): unknown {
  const values = pathValues(doc, key.path);
  let best = values[0];
  for (const v of values.slice(1)) {
    if (compareValues(v, best) * key.direction < 0) best = v;
  }
  return best;
}

/** Stable sort in MongoDB order; `norm` picks the normalized document of an item. */
export function sortBy<T>(items: T[], keys: SortKey[], norm: (item: T) => Doc): T[] {
  if (!keys.length) return items;
  const decorated = items.map((item) => ({ item, values: keys.map((k) => sortValue(norm(item), k)) }));
  decorated.sort((a, b) => {
    for (const [i, key] of keys.entries()) {
      const c = compareValues(a.values[i], b.values[i]) * key.direction;
      if (c) return c;
    }
    return 0;
  });
  return decorated.map((d) => d.item);
}
