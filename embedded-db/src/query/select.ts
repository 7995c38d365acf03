import type { Options } from "mingo/types";
import { isPlainObject, type Doc } from "../bson/types";
import type { Store } from "../storage/store";
import type { ScanEntry } from "../storage/key-scan";
import type { CollectionMeta, StoredDoc } from "../storage/types";
import { keyRanges } from "./bounds";
import { compileFilter } from "./filter";
import { planQuery, type IndexPlan, type Plan } from "./planner";
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
  keysExamined: number;
  docsExamined: number;
}

export interface SelectionResult {
  docs: StoredDoc[];
  /** Undefined when the collection does not exist (explain's EOF). */
  plan?: Plan;
  stats: ScanStats;
}

const DEFAULT_PAGE = 256;

/** [record id, version] of what an index plan reads, in scan order, each record once. */
function* indexRids(store: Store, plan: IndexPlan, firstPage: number, stats: ScanStats): Generator<ScanEntry> {
  const ranges = keyRanges(plan);
  if (plan.direction === -1) ranges.reverse();
  const seen = plan.index.multikey ? new Set<number>() : undefined;
  for (const range of ranges) {
    for (const entry of store.indexes.scan(plan.index, range, plan.direction, firstPage)) {
      stats.keysExamined++;
      if (seen?.has(entry[0])) continue;
      seen?.add(entry[0]);
      yield entry;
    }
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
  for (const id of ids) {
    stats.keysExamined++;
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
  const wanted = (sel.skip ?? 0) + (sel.limit ?? 0);
  if (plan.sorted) return fetchAll(store, indexRids(store, plan, sel.limit ? wanted : DEFAULT_PAGE, stats), stats);
  const entries = [...indexRids(store, plan, DEFAULT_PAGE, stats)].sort((a, b) => a[0] - b[0]);
  return fetchAll(store, entries, stats);
}

/** A filter on `_id` equality alone is fully answered by the primary key lookup. */
const isIdEquality = (filter: Doc): boolean =>
  Object.keys(filter).length === 1 &&
  Object.hasOwn(filter, "_id") &&
  !(isPlainObject(filter._id) && (Object.keys(filter._id)[0] ?? "").startsWith("$"));

/** Matching documents, sorted, skipped and limited, with the plan that found them. */
export function runSelection(store: Store, coll: CollectionMeta | undefined, sel: Selection): SelectionResult {
  const stats: ScanStats = { keysExamined: 0, docsExamined: 0 };
  const keys = sel.sort ? parseSort(sel.sort) : [];
  const filter = compileFilter(sel.filter, sel.options);
  if (!coll) return { docs: [], stats };
  const plan = planQuery(store.catalog.indexes(coll.id), sel.filter, keys, sel.sort?.$natural !== undefined);
  const test = plan.kind === "idhack" && isIdEquality(sel.filter) ? () => true : (d: Doc) => filter.test(d);
  const skip = sel.skip ?? 0;
  const limit = sel.limit ?? 0;
  const inOrder = !keys.length || (plan.kind === "ixscan" && plan.sorted);
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
