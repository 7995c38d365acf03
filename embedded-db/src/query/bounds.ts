import { formatValue } from "../bson/keys";
import { directionOf } from "../storage/index-keys";
import type { KeyRange } from "../storage/key-scan";
import { encodeField, prefixEnd, rankPrefix } from "../storage/key-order";
import type { FieldBound, IndexPlan } from "./planner";

/** Any key is below this (keys start with a type rank byte, at most 254 when inverted). */
const TOP = Buffer.from([255]);

const sortedUnique = (keys: Buffer[]): Buffer[] =>
  keys.sort(Buffer.compare).filter((k, i, all) => i === 0 || !k.equals(all[i - 1] ?? Buffer.alloc(0)));

/**
 * The key ranges an index plan scans, in ascending key order. Ranges are
 * inclusive of their end values ($gt reads like $gte): the matcher drops the
 * extra documents, and rounding of large numbers can never lose one.
 */
export function keyRanges(plan: IndexPlan): KeyRange[] {
  let prefixes: Buffer[] = [Buffer.alloc(0)];
  for (const [i, bound] of plan.bounds.entries()) {
    const dir = directionOf(plan.index.fields[i]?.[1]);
    if (bound.kind === "range") {
      const low = (v: unknown): Buffer => (v === undefined ? rankPrefix(bound.rank, dir) : encodeField(v, dir));
      const [first, last] = dir === 1 ? [bound.min, bound.max] : [bound.max, bound.min];
      return prefixes.map((p) => ({
        lo: Buffer.concat([p, low(first)]),
        hi: prefixEnd(Buffer.concat([p, low(last)])) ?? TOP,
      }));
    }
    prefixes = sortedUnique(prefixes.flatMap((p) => bound.values.map((v) => Buffer.concat([p, encodeField(v, dir)]))));
  }
  return prefixes.map((p) => ({ lo: p, hi: prefixEnd(p) ?? TOP }));
}

function boundStrings(bound: FieldBound | undefined, dir: 1 | -1): string[] {
  if (!bound) return [dir === 1 ? "[MinKey, MaxKey]" : "[MaxKey, MinKey]"];
  if (bound.kind === "points") return bound.values.map((v) => `[${formatValue(v)}, ${formatValue(v)}]`);
  const min = bound.min === undefined ? "-inf" : formatValue(bound.min);
  const max = bound.max === undefined ? "inf" : formatValue(bound.max);
  return [dir === 1 ? `[${min}, ${max}]` : `[${max}, ${min}]`];
}

/** indexBounds as MongoDB's explain shows them: per field, the intervals in scan order. */
export function explainBounds(plan: IndexPlan): Record<string, string[]> {
  return Object.fromEntries(
    plan.index.fields.map(([path, d], i) => {
      const dir = directionOf(d) === plan.direction ? 1 : -1;
      const strings = boundStrings(plan.bounds[i], dir);
      return [path, dir === 1 ? strings : strings.reverse()];
    }),
  );
}
