import type { Doc } from "../bson/types";
import { explainBounds } from "./bounds";
import type { Plan } from "./planner";
import type { Selection, SelectionResult } from "./select";

const direction = (d: 1 | -1): string => (d === 1 ? "forward" : "backward");

function accessStage(plan: Plan | undefined, sel: Selection): Doc {
  const filter = Object.keys(sel.filter).length ? { filter: sel.filter } : {};
  if (!plan) return { stage: "EOF" };
  if (plan.kind === "idhack") return { stage: "IDHACK" };
  if (plan.kind === "collscan") {
    return { stage: "COLLSCAN", ...filter, direction: direction(sel.sort?.$natural === -1 ? -1 : 1) };
  }
  const { index } = plan;
  const ixscan = {
    stage: "IXSCAN",
    keyPattern: Object.fromEntries(index.fields),
    indexName: index.name,
    isMultiKey: index.multikey,
    isUnique: index.unique,
    isSparse: index.sparse,
    isPartial: index.partialFilter !== undefined,
    indexVersion: 2,
    direction: direction(plan.direction),
    indexBounds: explainBounds(plan),
  };
  return { stage: "FETCH", ...filter, inputStage: ixscan };
}

/** The winning plan as a tree of MongoDB's stages (LIMIT/SKIP/SORT over FETCH over IXSCAN, or COLLSCAN). */
export function planTree(result: Pick<SelectionResult, "plan">, sel: Selection): Doc {
  let stage = accessStage(result.plan, sel);
  const sortKeys = Object.keys(sel.sort ?? {}).filter((k) => k !== "$natural");
  const indexSorted = result.plan?.kind === "ixscan" && result.plan.sorted;
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
  withStats: boolean,
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
  if (!withStats) return { queryPlanner };
  const executionStats = {
    executionSuccess: true,
    nReturned: result.docs.length,
    executionTimeMillis: 0,
    totalKeysExamined: result.stats.keysExamined,
    totalDocsExamined: result.stats.docsExamined,
    executionStages: { ...winningPlan, nReturned: result.docs.length },
  };
  return { queryPlanner, executionStats };
}
