import { MaxKey, MinKey, ObjectId } from "bson";
import type { Doc } from "../bson/types";
import { directionOf } from "../storage/index-keys";
import { explainBounds } from "./bounds";
import type { IndexCount } from "./count";
import { givesSortOrder, type IndexPlan, type Plan, type RangeEnd } from "./planner";
import { totalKeysExamined, type ScanStats, type Selection, type SelectionResult } from "./select";

const direction = (d: 1 | -1): string => (d === 1 ? "forward" : "backward");

/** An IXSCAN stage, with `counts` (executionStats) of what it examined. */
function ixscanStage(scan: IndexPlan, counts: Doc): Doc {
  const { index } = scan;
  return {
    stage: "IXSCAN",
    keyPattern: Object.fromEntries(index.fields),
    indexName: index.name,
    isMultiKey: index.multikey,
    isUnique: index.unique,
    isSparse: index.sparse,
    isPartial: index.partialFilter !== undefined,
    indexVersion: 2,
    direction: direction(scan.direction),
    indexBounds: explainBounds(scan),
    ...counts,
  };
}

function accessStage(plan: Plan | undefined, sel: Selection, stats?: ScanStats): Doc {
  const filter = Object.keys(sel.filter).length ? { filter: sel.filter } : {};
  /** Fields of executionStages only: what a stage examined. */
  const counted = (fields: (s: ScanStats) => Doc): Doc => (stats ? fields(stats) : {});
  const docs = counted((s) => ({ docsExamined: s.docsExamined }));
  const dups = (s: ScanStats): Doc => ({ dupsTested: s.dupsTested, dupsDropped: s.dupsDropped });
  if (!plan) return { stage: "EOF" };
  if (plan.kind === "idhack")
    return { stage: "IDHACK", ...counted((s) => ({ keysExamined: s.keysExamined[0] })), ...docs };
  if (plan.kind === "collscan") {
    return { stage: "COLLSCAN", ...filter, direction: direction(sel.sort?.$natural === -1 ? -1 : 1), ...docs };
  }
  if (plan.kind === "sortMerge") {
    // The merge drops the repeats, so its inputs report none.
    const inputs = plan.scans.map((scan, i) =>
      ixscanStage(
        scan,
        counted((s) => ({ keysExamined: s.keysExamined[i] ?? 0, dupsTested: 0, dupsDropped: 0 })),
      ),
    );
    const merge = { stage: "SORT_MERGE", sortPattern: sel.sort, ...counted(dups), inputStages: inputs };
    return { stage: "FETCH", ...filter, ...docs, inputStage: merge };
  }
  const scan = ixscanStage(
    plan,
    counted((s) => ({ keysExamined: s.keysExamined[0] ?? 0, ...dups(s) })),
  );
  return { stage: "FETCH", ...filter, ...docs, inputStage: scan };
}

/** SKIP and LIMIT over a stage that reads in order (or counts). */
function skipped(stage: Doc, sel: Selection): Doc {
  const skip = sel.skip ? { stage: "SKIP", skipAmount: sel.skip, inputStage: stage } : stage;
  return sel.limit ? { stage: "LIMIT", limitAmount: sel.limit, inputStage: skip } : skip;
}

/** The lowest and highest value of a type, as MongoDB shows a range's open end (and whether the high one is in). */
function typeBracket(rank: number): [unknown, unknown, boolean] {
  switch (rank) {
    case 3:
      return [-Infinity, Infinity, true];
    case 4:
      return ["", {}, false];
    case 8:
      return [new ObjectId("0".repeat(24)), new ObjectId("f".repeat(24)), true];
    case 9:
      return [false, true, true];
    case 10:
      return [new Date(-8.64e15), new Date(8.64e15), true];
  }
  return [new MinKey(), new MaxKey(), true];
}

/** COUNT_SCAN's bounds as MongoDB shows them: the first and last key of its one key range. */
function countScanBounds(plan: IndexPlan): Doc {
  const startKey: Doc = {};
  const endKey: Doc = {};
  let [startKeyInclusive, endKeyInclusive] = [true, true];
  for (const [i, [path, dir]] of plan.index.fields.entries()) {
    const bound = plan.bounds[i];
    const descending = directionOf(dir) === -1;
    let [low, high]: [unknown, unknown] = [new MinKey(), new MaxKey()];
    let [lowIn, highIn] = [true, true];
    if (bound?.kind === "points") [low, high] = [bound.values[0], bound.values[0]];
    if (bound?.kind === "range") {
      const [typeLow, typeHigh, typeHighIn] = typeBracket(bound.rank);
      const end = (e: RangeEnd | undefined, open: unknown, openIn: boolean): [unknown, boolean] =>
        e ? [e.value, !e.exclude] : [open, openIn];
      [low, lowIn] = end(bound.min, typeLow, true);
      [high, highIn] = end(bound.max, typeHigh, typeHighIn);
    }
    // In key order a descending field starts at its highest value.
    [startKey[path], endKey[path]] = descending ? [high, low] : [low, high];
    if (bound?.kind === "range") [startKeyInclusive, endKeyInclusive] = descending ? [highIn, lowIn] : [lowIn, highIn];
  }
  return { startKey, startKeyInclusive, endKey, endKeyInclusive };
}

/**
 * The plan of a count answered from index keys: a COUNT_SCAN when it scans
 * one key range, else an IXSCAN of its ranges (which a COUNT stage above it
 * counts); no FETCH either way. Skip and limit come above.
 */
export function countPlanTree(count: IndexCount, sel: Selection, stats?: ScanStats): Doc {
  const { plan } = count;
  const counted = stats
    ? { keysExamined: totalKeysExamined(stats), dupsTested: stats.dupsTested, dupsDropped: stats.dupsDropped }
    : {};
  if (count.ranges !== 1) return skipped(ixscanStage(plan, counted), sel);
  const { index } = plan;
  const scan = {
    stage: "COUNT_SCAN",
    keyPattern: Object.fromEntries(index.fields),
    indexName: index.name,
    isMultiKey: index.multikey,
    isUnique: index.unique,
    isSparse: index.sparse,
    isPartial: index.partialFilter !== undefined,
    indexVersion: 2,
    indexBounds: countScanBounds(plan),
    ...counted,
  };
  return skipped(scan, sel);
}

/**
 * The winning plan as a tree of MongoDB's stages (LIMIT/SKIP/SORT over FETCH
 * over IXSCAN or SORT_MERGE of IXSCANs, or COLLSCAN); with stats, the
 * executionStages form, each access stage with what it examined.
 */
export function planTree(result: Pick<SelectionResult, "plan">, sel: Selection, stats?: ScanStats): Doc {
  let stage = accessStage(result.plan, sel, stats);
  const sortKeys = Object.keys(sel.sort ?? {}).filter((k) => k !== "$natural");
  const indexSorted = result.plan !== undefined && givesSortOrder(result.plan);
  const limit = sel.limit ?? 0;
  if (sortKeys.length && !indexSorted && result.plan) {
    stage = {
      stage: "SORT",
      sortPattern: sel.sort,
      type: "simple",
      ...(limit ? { limitAmount: limit } : {}),
      inputStage: stage,
    };
  }
  if (sel.skip) stage = { stage: "SKIP", skipAmount: sel.skip, inputStage: stage };
  if (limit && (indexSorted || !sortKeys.length)) stage = { stage: "LIMIT", limitAmount: limit, inputStage: stage };
  return stage;
}

/** queryPlanner and executionStats sections of an explain reply. */
export function explainSections(
  namespace: string,
  sel: Selection,
  result: SelectionResult,
  winningPlan: Doc,
  executionStages?: Doc,
  nReturned = result.docs.length,
): Doc {
  const queryPlanner = {
    namespace,
    indexFilterSet: false,
    parsedQuery: sel.filter,
    planCacheKey: "0",
    maxIndexedOrSolutionsReached: false,
    maxIndexedAndSolutionsReached: false,
    maxScansToExplodeReached: false,
    winningPlan,
    rejectedPlans: [],
  };
  if (!executionStages) return { queryPlanner };
  const executionStats = {
    executionSuccess: true,
    nReturned,
    executionTimeMillis: 0,
    totalKeysExamined: totalKeysExamined(result.stats),
    totalDocsExamined: result.stats.docsExamined,
    executionStages: { ...executionStages, nReturned },
  };
  return { queryPlanner, executionStats };
}
