import type { Options } from "mingo/types";
import { isPlainObject, type Doc } from "../bson/types";
import type { Store } from "../storage/store";
import type { CollectionMeta, StoredDoc } from "../storage/types";
import { compileFilter } from "./filter";
import { parseSort, sortBy } from "./sort";

export interface Selection {
  /** Normalized filter. */
  filter: Doc;
  /** Normalized sort spec. */
  sort?: Doc;
  skip?: number;
  /** 0 means no limit. */
  limit?: number;
  options?: Partial<Options>;
}

/** The `_id` values a filter pins down by equality or `$in`, if any. */
function idValues(filter: Doc): unknown[] | undefined {
  if (!Object.hasOwn(filter, "_id")) return undefined;
  const id = filter._id;
  if (id instanceof RegExp) return undefined;
  if (!isPlainObject(id)) return [id];
  const keys = Object.keys(id);
  if (!keys.some((k) => k.startsWith("$"))) return [id];
  if (keys.length !== 1) return undefined;
  if (keys[0] === "$eq" && !(id.$eq instanceof RegExp)) return [id.$eq];
  if (keys[0] === "$in" && Array.isArray(id.$in) && !id.$in.some((v) => v instanceof RegExp || isPlainObject(v))) {
    return id.$in;
  }
  return undefined;
}

function candidates(store: Store, coll: CollectionMeta, ids: unknown[] | undefined): Iterable<StoredDoc> {
  if (!ids) return store.docs.scan(coll.id);
  const found = new Map<number, StoredDoc>();
  for (const id of ids) {
    const doc = store.docs.getById(coll.id, id);
    if (doc) found.set(doc.rid, doc);
  }
  return [...found.values()].sort((a, b) => a.rid - b.rid);
}

/** Matching documents, sorted, skipped and limited. */
export function selectDocs(store: Store, coll: CollectionMeta | undefined, sel: Selection): StoredDoc[] {
  const ids = idValues(sel.filter);
  // A filter on _id alone is fully answered by the primary key lookup.
  const idOnly = ids !== undefined && Object.keys(sel.filter).length === 1;
  const filter = idOnly ? compileFilter({}) : compileFilter(sel.filter, sel.options);
  const keys = sel.sort ? parseSort(sel.sort) : [];
  if (!coll) return [];
  const skip = sel.skip ?? 0;
  const limit = sel.limit ?? 0;
  let source = candidates(store, coll, ids);
  if (sel.sort?.$natural === -1) source = [...source].reverse();
  const matched: StoredDoc[] = [];
  const enough = !keys.length && limit > 0 ? skip + limit : Infinity;
  for (const doc of source) {
    if (!filter.test(doc.norm)) continue;
    matched.push(doc);
    if (matched.length >= enough) break;
  }
  const sorted = sortBy(matched, keys, (d) => d.norm);
  return sorted.slice(skip, limit > 0 ? skip + limit : undefined);
}
