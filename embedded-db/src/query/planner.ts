import { BSONRegExp } from "bson";
import { compareValues, typeRank } from "../bson/compare";
import { isPlainObject, type Doc } from "../bson/types";
import { directionOf } from "../storage/index-keys";
import type { IndexMeta } from "../storage/types";
import type { SortKey } from "./sort";

/** What a filter says about one field that an index can serve. */
export type FieldBound =
  /** Equality or `$in`: the field equals one of `values` (sorted, distinct). */
  | { kind: "points"; values: unknown[] }
  /** A range within one type (MongoDB's comparisons never cross types); open ends are undefined. */
  | { kind: "range"; rank: number; min?: unknown; max?: unknown };

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

export type Plan = { kind: "collscan" } | { kind: "idhack"; ids: unknown[] } | IndexPlan;

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

function range(cond: Doc): FieldBound | undefined {
  const min = cond.$gt ?? cond.$gte;
  const max = cond.$lt ?? cond.$lte;
  const lower = min !== undefined && isRangeValue(min) ? min : undefined;
  const upper = max !== undefined && isRangeValue(max) ? max : undefined;
  if (lower !== undefined && (upper === undefined || typeRank(upper) !== typeRank(lower))) {
    return { kind: "range", rank: typeRank(lower), min: lower };
  }
  if (upper !== undefined) return { kind: "range", rank: typeRank(upper), min: lower, max: upper };
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

/** The direction that makes the index's order the sort order, or undefined if it cannot. */
function sortDirection(index: IndexMeta, bounds: Map<string, FieldBound>, sort: SortKey[]): 1 | -1 | undefined {
  // A document sorts by an array's smallest or largest element, which no index order gives.
  if (index.multikey) return undefined;
  // Fields of this (not multikey) index that equal one value are the same in every document read.
  const fixed = (path: string): boolean => isSinglePoint(bounds.get(path)) && index.fields.some(([p]) => p === path);
  const keys = sort.filter((k) => !fixed(k.path));
  if (!keys.length) return 1;
  let start = 0;
  while (start < index.fields.length && isSinglePoint(bounds.get(index.fields[start]?.[0] ?? ""))) start++;
  let direction: 1 | -1 | undefined;
  for (const [i, key] of keys.entries()) {
    const field = index.fields[start + i];
    if (!field || field[0] !== key.path) return undefined;
    const d = directionOf(field[1]) === key.direction ? 1 : -1;
    if (direction !== undefined && d !== direction) return undefined;
    direction = d;
  }
  return direction;
}

interface Candidate {
  plan: IndexPlan;
  score: number[];
}

function candidate(
  index: IndexMeta,
  filter: Doc,
  bounds: Map<string, FieldBound>,
  sort: SortKey[],
): Candidate | undefined {
  if (index.partialFilter && !coversPartial(filter, index.partialFilter)) return undefined;
  if (index.fields.some(([, dir]) => typeof dir === "string")) return undefined;
  const used: FieldBound[] = [];
  for (const [path] of index.fields) {
    let bound = bounds.get(path);
    if (!bound) break;
    // On a multikey index each array element is a key, so a two-sided range may miss documents
    // whose elements satisfy the two sides separately: scan from one side only.
    if (bound.kind === "range" && index.multikey && bound.min !== undefined) bound = { ...bound, max: undefined };
    used.push(bound);
    if (bound.kind === "range") break;
  }
  // A sparse index lacks the documents without its fields, which only a non-null condition excludes.
  const first = used[0];
  if (index.sparse && (!first || allowsNull(first))) return undefined;
  const direction = sortDirection(index, bounds, sort);
  const sorted = direction !== undefined && sort.length > 0;
  if (!used.length && !sorted) return undefined;
  const pointFields = used.filter((b) => b.kind === "points").length;
  const hasRange = used.length > pointFields ? 1 : 0;
  return {
    plan: { kind: "ixscan", index, bounds: used, direction: direction ?? 1, sorted },
    score: [pointFields, hasRange, sorted ? 1 : 0, -index.fields.length],
  };
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
 * primary key for `_id` equality, else the index whose leading fields the
 * filter pins down best (equalities, then a range), preferring one whose order
 * is the sort order, else a collection scan. The matcher still checks every
 * document the plan reads.
 */
export function planQuery(indexes: IndexMeta[], filter: Doc, sort: SortKey[], natural: boolean): Plan {
  const ids = idPoints(filter);
  if (ids) return { kind: "idhack", ids };
  if (natural) return { kind: "collscan" };
  const bounds = fieldBounds(filter);
  let best: Candidate | undefined;
  for (const index of indexes) {
    const c = candidate(index, filter, bounds, sort);
    if (c && (!best || better(c.score, best.score))) best = c;
  }
  return best?.plan ?? { kind: "collscan" };
}
