import type { Doc } from "../bson/types";
import { explainBounds } from "./bounds";
import { givesSortOrder, type IndexPlan, type Plan } from "./planner";
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
    nReturned: result.docs.length,
    executionTimeMillis: 0,
    totalKeysExamined: totalKeysExamined(result.stats),
    totalDocsExamined: result.stats.docsExamined,
    executionStages: { ...executionStages, nReturned: result.docs.length },
  };
  return { queryPlanner, executionStats };
}
