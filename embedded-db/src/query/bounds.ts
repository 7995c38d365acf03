import { formatValue } from "../bson/keys";
import { directionOf } from "../storage/index-keys";
import type { KeyRange } from "../storage/key-scan";
import { encodeField, prefixEnd, rankPrefix } from "../storage/key-order";
import type { FieldBound, IndexPlan, RangeEnd } from "./planner";

/** Any key is below this (keys start with a type rank byte, at most 254 when inverted). */
const TOP = Buffer.from([255]);

const sortedUnique = (keys: Buffer[]): Buffer[] =>
  keys.sort(Buffer.compare).filter((k, i, all) => i === 0 || !k.equals(all[i - 1] ?? Buffer.alloc(0)));

/** A key range of an index scan, and how many leading bytes its point fields take (the same in every key). */
export interface ScanRange extends KeyRange {
  pointPrefix: number;
}

/**
 * The key ranges an index plan scans, one per combination of point values, in
 * ascending key order. A range end is exclusive only where the bound says so
 * (exact keys); otherwise $gt reads like $gte: the matcher drops the extra
 * documents, and rounding of large numbers can never lose one.
 */
export function keyRanges(plan: IndexPlan): ScanRange[] {
  let prefixes: Buffer[] = [Buffer.alloc(0)];
  for (const [i, bound] of plan.bounds.entries()) {
    const dir = directionOf(plan.index.fields[i]?.[1]);
    if (bound.kind === "range") {
      // In key order a descending field starts at its max.
      const [first, last] = dir === 1 ? [bound.min, bound.max] : [bound.max, bound.min];
      return prefixes.map((p) => {
        const at = (end: RangeEnd): Buffer => Buffer.concat([p, encodeField(end.value, dir)]);
        const open = Buffer.concat([p, rankPrefix(bound.rank, dir)]);
        const lo = !first ? open : first.exclude ? (prefixEnd(at(first)) ?? TOP) : at(first);
        const hi = !last ? (prefixEnd(open) ?? TOP) : last.exclude ? at(last) : (prefixEnd(at(last)) ?? TOP);
        return { lo, hi, pointPrefix: p.length };
      });
    }
    prefixes = sortedUnique(prefixes.flatMap((p) => bound.values.map((v) => Buffer.concat([p, encodeField(v, dir)]))));
  }
  return prefixes.map((p) => ({ lo: p, hi: prefixEnd(p) ?? TOP, pointPrefix: p.length }));
}

function boundStrings(bound: FieldBound | undefined, dir: 1 | -1): string[] {
  if (!bound) return [dir === 1 ? "[MinKey, MaxKey]" : "[MaxKey, MinKey]"];
  if (bound.kind === "points") return bound.values.map((v) => `[${formatValue(v)}, ${formatValue(v)}]`);
  // Scanning backward, an interval runs from max to min.
  const [from, to] = dir === 1 ? [bound.min, bound.max] : [bound.max, bound.min];
  const text = (end: RangeEnd | undefined, infinity: string): string => (end ? formatValue(end.value) : infinity);
  const [fromInfinity, toInfinity] = dir === 1 ? ["-inf", "inf"] : ["inf", "-inf"];
  return [`${from?.exclude ? "(" : "["}${text(from, fromInfinity)}, ${text(to, toInfinity)}${to?.exclude ? ")" : "]"}`];
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
