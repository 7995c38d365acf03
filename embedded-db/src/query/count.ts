import type { Doc } from "../bson/types";
import { idIndex } from "../storage/indexes";
import type { Store } from "../storage/store";
import type { CollectionMeta } from "../storage/types";
import { keyRanges } from "./bounds";
import { mayRepeat, planCount, type IndexPlan } from "./planner";
import { noRead, type ScanStats, type Selection } from "./select";

/** A count answered from index keys (COUNT_SCAN), with what it examined: keys only. */
export interface IndexCount {
  /** Matching documents, before any skip or limit. */
  n: number;
  plan: IndexPlan;
  /** Key ranges scanned: one is a COUNT_SCAN, several an IXSCAN under COUNT. */
  ranges: number;
  stats: ScanStats;
}

/**
 * Whether a document may be under two of a plan's leading values, by the
 * index's counts of shared leading values: not when all but one of them are
 * held by no document that holds another leading value (the universal "*"
 * beside a bike), provided every other multikey field is pinned to one value.
 */
function sharesLeadingValues(store: Store, plan: IndexPlan): boolean {
  const [first, ...rest] = plan.bounds;
  const pinned = rest.every(
    (b, i) => !plan.index.multikeyFields[i + 1] || (b.kind === "points" && b.values.length === 1),
  );
  const trailing = plan.index.multikeyFields.slice(plan.bounds.length).some(Boolean);
  if (first?.kind !== "points" || !pinned || trailing) return true;
  const { cid, fields, primary } = plan.index;
  const path = fields[0]?.[0];
  if (primary || path === undefined) return true;
  return first.values.filter((v) => store.indexes.shared.count(cid, path, v) > 0).length > 1;
}

/**
 * Counts a filter's documents from the keys of an index whose bounds answer
 * the whole filter (planner.ts `planCount`), reading no document; record ids
 * are de-duplicated where a document may have several keys in the ranges
 * (and SQLite only counts keys where it may not).
 * Undefined when no index covers the filter (or the collection does not exist).
 */
export function countFromIndex(store: Store, coll: CollectionMeta | undefined, filter: Doc): IndexCount | undefined {
  if (!coll) return undefined;
  const plan = planCount([idIndex(coll.id), ...store.catalog.indexes(coll.id)], filter);
  if (!plan) return undefined;
  const ranges = keyRanges(plan);
  const distinct = mayRepeat(plan) && sharesLeadingValues(store, plan);
  const { keys, records } = store.indexes.countRanges(plan.index, ranges, distinct);
  const stats = noRead().stats;
  stats.keysExamined = keys;
  const total = keys.reduce((a, b) => a + b, 0);
  if (distinct) {
    stats.dupsTested = total;
    stats.dupsDropped = total - records;
  }
  return { n: records, plan, ranges: ranges.length, stats };
}

/** What a count returns after its skip and limit (0: none). */
export const skipLimit = (n: number, skip = 0, limit = 0): number => {
  const rest = Math.max(n - skip, 0);
  return limit > 0 ? Math.min(rest, limit) : rest;
};

/**
 * The count of a selection without reading documents, when it can be had:
 * the kept document count for an empty filter, else the keys of an index that
 * answers the filter. Undefined when documents must be read and matched.
 */
export function countWithoutDocs(store: Store, coll: CollectionMeta | undefined, sel: Selection): number | undefined {
  if (!coll) return 0;
  const n = Object.keys(sel.filter).length ? countFromIndex(store, coll, sel.filter)?.n : store.docs.count(coll.id);
  return n === undefined ? undefined : skipLimit(n, sel.skip, sel.limit);
}
