import type { Options } from "mingo/types";
import { isPlainObject, type Doc } from "../bson/types";
import type { Store } from "../storage/store";
import type { CollectionMeta, StoredDoc } from "../storage/types";
import { idIndex } from "../storage/indexes";
import type { ScanEntry } from "../storage/key-scan";
import { keyRanges } from "./bounds";
import { compileFilter } from "./filter";
import { givesSortOrder, planQuery, type IndexPlan, type MergePlan, type Plan } from "./planner";
import { mergeScans } from "./sort-merge";
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

/** What a selection read, for explain's executionStats. */
export interface ScanStats {
  /** Keys examined by each scan: the plan's one IXSCAN (or IDHACK), or each input of its SORT_MERGE. */
  keysExamined: number[];
  docsExamined: number;
  /** Record ids checked for, and dropped as, repeats (multikey indexes). */
  dupsTested: number;
  dupsDropped: number;
}

export interface SelectionResult {
  docs: StoredDoc[];
  /** Undefined when the collection does not exist (explain's EOF). */
  plan?: Plan;
  stats: ScanStats;
}

const DEFAULT_PAGE = 256;

/** A selection answered without reading (a missing collection, a count from the document counts). */
export const noRead = (): SelectionResult => ({
  docs: [],
  stats: { keysExamined: [], docsExamined: 0, dupsTested: 0, dupsDropped: 0 },
});

export const totalKeysExamined = (stats: ScanStats): number => stats.keysExamined.reduce((a, b) => a + b, 0);

/** Counts the keys scan number `scan` of a plan examines, as they are read. */
function* examined(entries: Iterable<ScanEntry>, stats: ScanStats, scan: number): Generator<ScanEntry> {
  stats.keysExamined[scan] = 0;
  for (const entry of entries) {
    stats.keysExamined[scan]++;
    yield entry;
  }
}

/** The entries of an index plan's key ranges, in scan order. */
function* rangeEntries(store: Store, plan: IndexPlan, firstPage: number, withKeys = false): Generator<ScanEntry> {
  const ranges = keyRanges(plan);
  if (plan.direction === -1) ranges.reverse();
  for (const range of ranges) yield* store.indexes.scan(plan.index, range, plan.direction, firstPage, withKeys);
}

/** A SORT_MERGE plan's entries: its scans (one key range each) merged in sort order. */
function mergedEntries(store: Store, plan: MergePlan, firstPage: number, stats: ScanStats): Iterable<ScanEntry> {
  const inputs = plan.scans.map((scan, i) => ({
    entries: examined(rangeEntries(store, scan, firstPage, true), stats, i),
    pointPrefix: keyRanges(scan)[0]?.pointPrefix ?? 0,
  }));
  return mergeScans(inputs, plan.direction);
}

/** Each record once: a multikey index has a key per array element, so a document may come more than once. */
function* distinct(entries: Iterable<ScanEntry>, multikey: boolean, stats: ScanStats): Generator<ScanEntry> {
  if (!multikey) return yield* entries;
  const seen = new Set<number>();
  for (const entry of entries) {
    stats.dupsTested++;
    if (seen.has(entry[0])) {
      stats.dupsDropped++;
      continue;
    }
    seen.add(entry[0]);
    yield entry;
  }
}

function* fetchAll(store: Store, entries: Iterable<ScanEntry>, stats: ScanStats): Generator<StoredDoc> {
  for (const [rid, ver] of entries) {
    const doc = store.docs.fetch(rid, ver);
    stats.docsExamined++;
    if (doc) yield doc;
  }
}

function* byId(store: Store, coll: CollectionMeta, ids: unknown[], stats: ScanStats): Generator<StoredDoc> {
  const found = new Map<number, StoredDoc>();
  stats.keysExamined[0] = ids.length;
  for (const id of ids) {
    const doc = store.docs.getById(coll.id, id);
    if (doc) found.set(doc.rid, doc);
  }
  stats.docsExamined += found.size;
  yield* [...found.values()].sort((a, b) => a.rid - b.rid);
}

function* scanAll(store: Store, coll: CollectionMeta, reverse: boolean, stats: ScanStats): Generator<StoredDoc> {
  const docs = store.docs.scan(coll.id);
  for (const doc of reverse ? [...docs].reverse() : docs) {
    stats.docsExamined++;
    yield doc;
  }
}

/**
 * The documents a plan reads. An index plan that does not give the sort order
 * reads its documents in natural order (sorting the record ids first), so
 * results come out exactly as a collection scan would give them.
 */
function source(store: Store, coll: CollectionMeta, plan: Plan, sel: Selection, stats: ScanStats): Iterable<StoredDoc> {
  if (plan.kind === "idhack") return byId(store, coll, plan.ids, stats);
  if (plan.kind === "collscan") return scanAll(store, coll, sel.sort?.$natural === -1, stats);
  const firstPage = sel.limit ? (sel.skip ?? 0) + sel.limit : DEFAULT_PAGE;
  if (plan.kind === "sortMerge") {
    return fetchAll(store, distinct(mergedEntries(store, plan, firstPage, stats), plan.index.multikey, stats), stats);
  }
  const scanned = examined(rangeEntries(store, plan, plan.sorted ? firstPage : DEFAULT_PAGE), stats, 0);
  const entries = distinct(scanned, plan.index.multikey, stats);
  return fetchAll(store, plan.sorted ? entries : [...entries].sort((a, b) => a[0] - b[0]), stats);
}

/** A filter on `_id` equality alone is fully answered by the primary key lookup. */
const isIdEquality = (filter: Doc): boolean =>
  Object.keys(filter).length === 1 &&
  Object.hasOwn(filter, "_id") &&
  !(isPlainObject(filter._id) && (Object.keys(filter._id)[0] ?? "").startsWith("$"));

/** Matching documents, sorted, skipped and limited, with the plan that found them. */
export function runSelection(store: Store, coll: CollectionMeta | undefined, sel: Selection): SelectionResult {
  const keys = sel.sort ? parseSort(sel.sort) : [];
  const filter = compileFilter(sel.filter, sel.options);
  if (!coll) return noRead();
  const { stats } = noRead();
  const indexes = [idIndex(coll.id), ...store.catalog.indexes(coll.id)];
  const plan = planQuery(indexes, sel.filter, keys, sel.sort?.$natural !== undefined);
  const test = plan.kind === "idhack" && isIdEquality(sel.filter) ? () => true : (d: Doc) => filter.test(d);
  const skip = sel.skip ?? 0;
  const limit = sel.limit ?? 0;
  const inOrder = !keys.length || givesSortOrder(plan);
  const enough = inOrder && limit > 0 ? skip + limit : Infinity;
  const matched: StoredDoc[] = [];
  for (const doc of source(store, coll, plan, sel, stats)) {
    if (!test(doc.norm)) continue;
    matched.push(doc);
    if (matched.length >= enough) break;
  }
  const sorted = inOrder ? matched : sortBy(matched, keys, (d) => d.norm);
  return { docs: sorted.slice(skip, limit > 0 ? skip + limit : undefined), plan, stats };
}

export function selectDocs(store: Store, coll: CollectionMeta | undefined, sel: Selection): StoredDoc[] {
  return runSelection(store, coll, sel).docs;
}
