import { BSONRegExp } from "bson";
import { compareValues, typeRank } from "../bson/compare";
import { bsonType, isPlainObject, type Doc } from "../bson/types";
import { directionOf, product } from "../storage/index-keys";
import type { IndexMeta } from "../storage/types";
import type { SortKey } from "./sort";

/** One end of a range; `exclude` leaves out keys equal to `value` (only where its key bytes are exact). */
export interface RangeEnd {
  value: unknown;
  exclude: boolean;
}

/** What a filter says about one field that an index can serve. */
export type FieldBound =
  /** Equality or `$in`: the field equals one of `values` (sorted, distinct). */
  | { kind: "points"; values: unknown[] }
  /** A range within one type (MongoDB's comparisons never cross types); open ends are undefined. */
  | { kind: "range"; rank: number; min?: RangeEnd; max?: RangeEnd };

export interface IndexPlan {
  kind: "ixscan";
  index: IndexMeta;
  /** Bounds of the index's leading fields, in key order: points, then at most one range. */
  bounds: FieldBound[];
  /** 1 scans the index forward, -1 backward. */
  direction: 1 | -1;
  /** True when the scan returns documents in the requested sort order. */
  sorted: boolean;
}

/**
 * One ordered scan per combination of the values of the index's leading point
 * fields, merged in sort order (MongoDB's SORT_MERGE, "explode for sort"):
 * how `$in` on a field before the sort fields still gives the sort.
 */
export interface MergePlan {
  kind: "sortMerge";
  index: IndexMeta;
  direction: 1 | -1;
  /** Sorted scans of `index` in `direction`, each with one value per point field, in key order of those values. */
  scans: IndexPlan[];
}

export type Plan = { kind: "collscan" } | { kind: "idhack"; ids: unknown[] } | IndexPlan | MergePlan;

/** Whether a plan reads documents in the requested sort order. */
export const givesSortOrder = (plan: Plan): boolean =>
  plan.kind === "sortMerge" || (plan.kind === "ixscan" && plan.sorted);

/** MongoDB's internalQueryMaxScansToExplode: more combinations than this are sorted in memory instead. */
const MAX_SCANS_TO_EXPLODE = 200;

const isOperatorObject = (v: unknown): v is Doc => isPlainObject(v) && (Object.keys(v)[0] ?? "").startsWith("$");
const isRegex = (v: unknown): boolean => v instanceof RegExp || v instanceof BSONRegExp;
/** Values whose equality match is plain key equality (arrays also match as a whole; regexes match patterns). */
const isPointValue = (v: unknown): boolean => !isRegex(v) && !Array.isArray(v);
/** Range ends the index can bound: MinKey, null and MaxKey compare in ways a one-type range does not cover. */
const isRangeValue = (v: unknown): boolean => isPointValue(v) && ![1, 2, 13].includes(typeRank(v));

function points(values: unknown[]): FieldBound | undefined {
  if (!values.every(isPointValue)) return undefined;
  const sorted = [...values].sort(compareValues);
  return { kind: "points", values: sorted.filter((v, i) => i === 0 || compareValues(sorted[i - 1], v) !== 0) };
}

/** Numbers round to doubles in key bytes (and documents and arrays may hold numbers); other types are exact. */
const hasExactKey = (v: unknown): boolean => ![3, 5, 6].includes(typeRank(v));

function rangeEnd(cond: Doc, exclusive: "$gt" | "$lt", inclusive: "$gte" | "$lte"): RangeEnd | undefined {
  const value = cond[exclusive] ?? cond[inclusive];
  if (value === undefined || !isRangeValue(value)) return undefined;
  return { value, exclude: value === cond[exclusive] && hasExactKey(value) };
}

function range(cond: Doc): FieldBound | undefined {
  const min = rangeEnd(cond, "$gt", "$gte");
  const max = rangeEnd(cond, "$lt", "$lte");
  if (min && (!max || typeRank(max.value) !== typeRank(min.value))) {
    return { kind: "range", rank: typeRank(min.value), min };
  }
  if (max) return { kind: "range", rank: typeRank(max.value), min, max };
  return undefined;
}

function boundOf(cond: unknown): FieldBound | undefined {
  if (!isOperatorObject(cond)) return points([cond]);
  if (Object.hasOwn(cond, "$eq")) return points([cond.$eq]);
  if (Array.isArray(cond.$in)) return points(cond.$in);
  return range(cond);
}

/** Bounds per field path from the filter's top level and its `$and` clauses (equalities win over ranges). */
function fieldBounds(filter: Doc): Map<string, FieldBound> {
  const out = new Map<string, FieldBound>();
  const visit = (clause: Doc): void => {
    for (const [path, cond] of Object.entries(clause)) {
      if (path === "$and" && Array.isArray(cond)) {
        for (const sub of cond) if (isPlainObject(sub)) visit(sub);
        continue;
      }
      // Numeric path parts address array positions, which index keys do not record.
      if (path.startsWith("$") || path.split(".").some((part) => /^\d+$/.test(part))) continue;
      const bound = boundOf(cond);
      if (bound && out.get(path)?.kind !== "points") out.set(path, bound);
    }
  };
  visit(filter);
  return out;
}

const isSinglePoint = (b: FieldBound | undefined): boolean => b?.kind === "points" && b.values.length === 1;
const allowsNull = (b: FieldBound): boolean => b.kind === "points" && b.values.some((v) => typeRank(v) === 2);

/** A partial index serves a query only when the filter repeats each clause of its partialFilterExpression. */
function coversPartial(filter: Doc, partial: Doc): boolean {
  return Object.entries(partial).every(
    ([path, cond]) => Object.hasOwn(filter, path) && compareValues(filter[path], cond) === 0,
  );
}

/** The direction in which index fields from `start` on give the sort keys' order, if they do. */
function matchSort(index: IndexMeta, start: number, keys: SortKey[]): 1 | -1 | undefined {
  let direction: 1 | -1 | undefined;
  for (const [i, key] of keys.entries()) {
    const field = index.fields[start + i];
    if (!field || field[0] !== key.path) return undefined;
    const d = directionOf(field[1]) === key.direction ? 1 : -1;
    if (direction !== undefined && d !== direction) return undefined;
    direction = d;
  }
  return direction ?? 1;
}

type PointsBound = Extract<FieldBound, { kind: "points" }>;

/** The bounds of the leading fields that equal one of a list of values. */
function leadingPoints(bounds: FieldBound[]): PointsBound[] {
  const out: PointsBound[] = [];
  for (const b of bounds) {
    if (b.kind !== "points") break;
    out.push(b);
  }
  return out;
}

interface SortService {
  direction: 1 | -1;
  /** The sort needs one scan per combination of the leading point fields' values, merged. */
  merge: boolean;
}

/**
 * How a scan of `index` within `bounds` (its leading fields' bounds) gives the
 * sort order, if it can: one scan when the sort follows the fields pinned to a
 * single value, else a merge of one scan per point combination when the sort
 * follows all the point fields (as MongoDB explodes `$in` for a sort).
 */
function sortService(
  index: IndexMeta,
  filterBounds: Map<string, FieldBound>,
  bounds: FieldBound[],
  sort: SortKey[],
): SortService | undefined {
  if (!sort.length) return undefined;
  const position = (path: string): number => index.fields.findIndex(([p]) => p === path);
  // A document sorts by an array's smallest or largest element, which no index order gives.
  if (sort.some((k) => index.multikeyFields[position(k.path)])) return undefined;
  // Fields of the index equal to one value are the same in every document read (none holds an array there).
  const keys = sort.filter((k) => !(position(k.path) >= 0 && isSinglePoint(filterBounds.get(k.path))));
  let pinned = 0;
  while (isSinglePoint(bounds[pinned])) pinned++;
  const direction = matchSort(index, pinned, keys);
  if (direction !== undefined) return { direction, merge: false };
  const points = leadingPoints(bounds);
  const scans = points.reduce((n, b) => n * b.values.length, 1);
  if (points.length === pinned || scans < 2 || scans > MAX_SCANS_TO_EXPLODE) return undefined;
  const merged = matchSort(index, points.length, keys);
  return merged === undefined ? undefined : { direction: merged, merge: true };
}

/** A SORT_MERGE of one scan per combination of the leading point fields' values. */
function mergePlan(index: IndexMeta, bounds: FieldBound[], direction: 1 | -1): MergePlan {
  const points = leadingPoints(bounds);
  const rest = bounds.slice(points.length);
  const combinations = product(points.map((b) => b.values));
  return {
    kind: "sortMerge",
    index,
    direction,
    scans: combinations.map((values) => ({
      kind: "ixscan",
      index,
      bounds: [...values.map((v): PointsBound => ({ kind: "points", values: [v] })), ...rest],
      direction,
      sorted: true,
    })),
  };
}

interface Candidate {
  plan: IndexPlan | MergePlan;
  score: number[];
}

function candidate(
  index: IndexMeta,
  filter: Doc,
  filterBounds: Map<string, FieldBound>,
  sort: SortKey[],
): Candidate | undefined {
  if (index.partialFilter && !coversPartial(filter, index.partialFilter)) return undefined;
  if (index.fields.some(([, dir]) => typeof dir === "string")) return undefined;
  const bounds: FieldBound[] = [];
  for (const [i, [path]] of index.fields.entries()) {
    let bound = filterBounds.get(path);
    if (!bound) break;
    // On a multikey field each array element is a key, so a two-sided range may miss documents
    // whose elements satisfy the two sides separately: scan from one side only.
    if (bound.kind === "range" && index.multikeyFields[i] && bound.min) bound = { ...bound, max: undefined };
    bounds.push(bound);
    if (bound.kind === "range") break;
  }
  // A sparse index lacks the documents without its fields, which only a non-null condition excludes.
  const first = bounds[0];
  if (index.sparse && (!first || allowsNull(first))) return undefined;
  const service = sortService(index, filterBounds, bounds, sort);
  if (!bounds.length && !service) return undefined;
  const pointFields = leadingPoints(bounds).length;
  const hasRange = bounds.length > pointFields ? 1 : 0;
  const plan: IndexPlan | MergePlan = service?.merge
    ? mergePlan(index, bounds, service.direction)
    : { kind: "ixscan", index, bounds, direction: service?.direction ?? 1, sorted: service !== undefined };
  return { plan, score: [pointFields, hasRange, service ? 1 : 0, -index.fields.length] };
}

const better = (a: number[], b: number[]): boolean => {
  for (const [i, x] of a.entries()) if (x !== (b[i] ?? 0)) return x > (b[i] ?? 0);
  return false;
};

/** The `_id` values a filter pins down by equality or `$in`, if any. */
function idPoints(filter: Doc): unknown[] | undefined {
  if (!Object.hasOwn(filter, "_id")) return undefined;
  const bound = boundOf(filter._id);
  return bound?.kind === "points" && bound.values.every((v) => !isPlainObject(v) || !isOperatorObject(v))
    ? bound.values
    : undefined;
}

/**
 * Chooses how to read a collection for a normalized filter and sort: the `_id`
 * primary key for `_id` equality, else the index (the `_id_` index among them)
 * whose leading fields the filter pins down best (equalities, then a range),
 * preferring one whose order — directly or merged across `$in` values — is the
 * sort order, else a collection scan. The matcher still checks every document
 * the plan reads.
 */
export function planQuery(indexes: IndexMeta[], filter: Doc, sort: SortKey[], natural: boolean): Plan {
  const ids = idPoints(filter);
  if (ids) return { kind: "idhack", ids };
  if (natural) return { kind: "collscan" };
  const filterBounds = fieldBounds(filter);
  let best: Candidate | undefined;
  for (const index of indexes) {
    const c = candidate(index, filter, filterBounds, sort);
    if (c && (!best || better(c.score, best.score))) best = c;
  }
  return best?.plan ?? { kind: "collscan" };
}

/**
 * Values whose index keys compare exactly as the matcher compares them:
 * numbers (as doubles, like the normalized documents the matcher reads; not
 * NaN), strings, booleans, dates and ObjectIds. Null (which also matches
 * missing fields), documents, arrays and regexes are left to the matcher.
 */
const isExactValue = (v: unknown): boolean =>
  typeof v === "string" ||
  typeof v === "boolean" ||
  (typeof v === "number" && !Number.isNaN(v)) ||
  (v instanceof Date && !Number.isNaN(v.getTime())) ||
  bsonType(v) === "ObjectId";

/** A range of exact values within one type, with `$gt`/`$lt` ends excluded from the keys themselves. */
function exactRange(cond: Doc): FieldBound | undefined {
  let min: RangeEnd | undefined;
  let max: RangeEnd | undefined;
  for (const [op, value] of Object.entries(cond)) {
    if (!isExactValue(value)) return undefined;
    const end = { value, exclude: op === "$gt" || op === "$lt" };
    if ((op === "$gt" || op === "$gte") && !min) min = end;
    else if ((op === "$lt" || op === "$lte") && !max) max = end;
    else return undefined;
  }
  const rank = typeRank((min ?? max)?.value);
  if (min && max && typeRank(max.value) !== rank) return undefined;
  // NaN keys sort below every number but match no range: an open number range starts at -Infinity.
  if (rank === 3 && !min) min = { value: -Infinity, exclude: false };
  return { kind: "range", rank, min, max };
}

/** The bound of one field's condition when the index keys in it are exactly the documents it matches. */
function exactBound(cond: unknown): FieldBound | undefined {
  if (!isPlainObject(cond)) return isExactValue(cond) ? points([cond]) : undefined;
  const ops = Object.keys(cond);
  if (!ops.length || !ops.every((op) => op.startsWith("$"))) return undefined;
  const only = ops.length === 1 ? ops[0] : undefined;
  if (only === "$eq") return isExactValue(cond.$eq) ? points([cond.$eq]) : undefined;
  if (only === "$in") return Array.isArray(cond.$in) && cond.$in.every(isExactValue) ? points(cond.$in) : undefined;
  return exactRange(cond);
}

/**
 * The bounds per field path of a filter made only of equalities, `$in` and
 * ranges of exact values (top level or `$and`, each path once), or undefined
 * when any part of it would need the matcher.
 */
function exactBounds(filter: Doc): Map<string, FieldBound> | undefined {
  const out = new Map<string, FieldBound>();
  const visit = (clause: Doc): boolean =>
    Object.entries(clause).every(([path, cond]) => {
      if (path === "$and") {
        return Array.isArray(cond) && cond.length > 0 && cond.every((c) => isPlainObject(c) && visit(c));
      }
      // Numeric path parts address array positions, which index keys do not record.
      if (path.startsWith("$") || out.has(path) || path.split(".").some((p) => !p || /^\d+$/.test(p))) return false;
      const bound = exactBound(cond);
      if (bound) out.set(path, bound);
      return bound !== undefined;
    });
  return visit(filter) && out.size ? out : undefined;
}

/**
 * Whether a record may have several keys in the ranges of an index plan: only
 * through a multikey field that the bounds do not pin to one value. Every
 * other field holds one value per document, so a document whose multikey
 * fields are pinned has a key in one of the ranges at most.
 */
export function mayRepeat(plan: IndexPlan): boolean {
  return plan.index.multikeyFields.some((multikey, i) => {
    const bound = plan.bounds[i];
    return multikey && !(bound?.kind === "points" && bound.values.length === 1);
  });
}

/**
 * MongoDB's COUNT_SCAN: an index whose leading fields' bounds answer the whole
 * filter (equalities and `$in`; a range only on the last of them and only
 * where no document holds an array, since each element is a key), so that a
 * count reads index keys and no documents. Prefers an index where no record
 * can repeat (no record ids to de-duplicate), then the fewest fields (the
 * shortest keys). `_id` equality stays with the primary key lookup (IDHACK).
 */
export function planCount(indexes: IndexMeta[], filter: Doc): IndexPlan | undefined {
  const exact = exactBounds(filter);
  if (!exact || exact.get("_id")?.kind === "points") return undefined;
  let best: Candidate | undefined;
  for (const index of indexes) {
    if (index.partialFilter && !coversPartial(filter, index.partialFilter)) continue;
    if (index.fields.some(([, dir]) => typeof dir === "string")) continue;
    const bounds: FieldBound[] = [];
    for (const [i, [path]] of index.fields.slice(0, exact.size).entries()) {
      const bound = exact.get(path);
      if (!bound || (bound.kind === "range" && (i < exact.size - 1 || index.multikeyFields[i]))) break;
      bounds.push(bound);
    }
    if (bounds.length < exact.size) continue;
    const plan: IndexPlan = { kind: "ixscan", index, bounds, direction: 1, sorted: false };
    const score = [mayRepeat(plan) ? 0 : 1, -index.fields.length];
    if (!best || better(score, best.score)) best = { plan, score };
  }
  return best?.plan.kind === "ixscan" ? best.plan : undefined;
}
