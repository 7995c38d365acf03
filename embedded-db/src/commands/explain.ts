import { hostname } from "node:os";
import { normalizeDoc } from "../bson/normalize";
import type { Doc } from "../bson/types";
import { fail } from "../errors";
import { countStage, leadingSelection } from "../query/aggregate";
import { countFromIndex, skipLimit, type IndexCount } from "../query/count";
import { countPlanTree, explainSections, planTree } from "../query/explain";
import { noRead, runSelection, type ScanStats, type Selection } from "../query/select";
import { collectionArg, docArg, docListArg, intArg, nonNegativeIntArg, normDocArg } from "./args";
import type { CommandHandler } from "./context";
import { letOptions } from "./find";
import { SERVER_VERSION } from "./handshake";
import { refuseUpdateSort } from "./write";

interface Explained {
  selection: Selection;
  /** Answered from the collection's document count, reading nothing. */
  fastCount?: boolean;
  /** The command counts the selection: from index keys alone when an index answers its filter. */
  counts?: "command" | "aggregate";
  /** Wraps the read plan in the command's own stage (COUNT, DELETE, ...). */
  wrap?: (plan: Doc) => Doc;
}

/** The read each explainable command performs. */
function explained(name: string, cmd: Doc): Explained {
  const options = letOptions(cmd);
  switch (name) {
    case "find":
      return {
        selection: {
          filter: normDocArg(cmd, "filter") ?? {},
          sort: normDocArg(cmd, "sort"),
          skip: nonNegativeIntArg(cmd, "skip") ?? 0,
          limit: Math.abs(intArg(cmd, "limit") ?? 0),
          options,
        },
      };
    case "count": {
      const filter = normDocArg(cmd, "query") ?? {};
      const selection = {
        filter,
        skip: nonNegativeIntArg(cmd, "skip") ?? 0,
        limit: Math.abs(intArg(cmd, "limit") ?? 0),
      };
      return {
        selection,
        fastCount: !Object.keys(filter).length,
        counts: "command",
        wrap: (plan) => ({ stage: "COUNT", inputStage: plan }),
      };
    }
    case "distinct":
      return { selection: { filter: normDocArg(cmd, "query") ?? {}, options } };
    case "aggregate": {
      const { selection, rest } = leadingSelection(docListArg(cmd, "pipeline").map(normalizeDoc));
      const counts = countStage(rest) !== undefined;
      return {
        selection: { ...selection, options },
        fastCount: counts && !Object.keys(selection.filter).length,
        counts: counts ? "aggregate" : undefined,
      };
    }
    case "findAndModify":
    case "findandmodify":
      return {
        selection: { filter: normDocArg(cmd, "query") ?? {}, sort: normDocArg(cmd, "sort"), limit: 1, options },
        wrap: (plan) => ({ stage: cmd.remove === true ? "DELETE" : "UPDATE", inputStage: plan }),
      };
    case "update":
    case "delete": {
      if (name === "update") refuseUpdateSort(cmd);
      const [statement] = docListArg(cmd, name === "update" ? "updates" : "deletes");
      const filter = normalizeDoc(docArg(statement ?? {}, "q") ?? {});
      const one = name === "update" ? statement?.multi !== true : statement?.limit === 1;
      return {
        selection: { filter, limit: one ? 1 : 0, options },
        wrap: (plan) => ({ stage: name.toUpperCase(), inputStage: plan }),
      };
    }
  }
  return fail("CommandNotFound", `Explain failed due to unknown command: ${name}`);
}

/**
 * A count from index keys: the count command's COUNT over COUNT_SCAN (or over
 * the IXSCAN of several key ranges), a pipeline's COUNT_SCAN alone (COUNT over
 * IXSCAN likewise); with stats, how many the COUNT counted.
 */
function countTree(count: IndexCount, sel: Selection, command: boolean, stats?: ScanStats): Doc {
  const plan = countPlanTree(count, sel, stats);
  if (!command && count.ranges === 1) return plan;
  const tally = stats
    ? { nCounted: skipLimit(count.n, sel.skip, sel.limit), nSkipped: Math.min(sel.skip ?? 0, count.n) }
    : {};
  return { stage: "COUNT", ...tally, inputStage: plan };
}

/**
 * explain: runs the command's read (never its writes) and answers with the
 * plan and what it examined, in MongoDB's shape.
 */
const explain: CommandHandler = (cmd, ctx) => {
  const inner = docArg(cmd, "explain") ?? fail("FailedToParse", "explain command requires a nested object");
  const name = Object.keys(inner)[0] ?? "";
  const collection = collectionArg(inner);
  const verbosity = typeof cmd.verbosity === "string" ? cmd.verbosity : "allPlansExecution";
  const { selection, wrap, fastCount, counts } = explained(name, inner);
  const coll = ctx.store.catalog.get(ctx.db, collection);
  const indexCount = counts && !fastCount ? countFromIndex(ctx.store, coll, selection.filter) : undefined;
  const result = fastCount
    ? noRead()
    : indexCount
      ? { docs: [], plan: indexCount.plan, stats: indexCount.stats }
      : runSelection(ctx.store, coll, selection);
  const tree = (stats?: ScanStats): Doc => {
    if (fastCount) return { stage: "RECORD_STORE_FAST_COUNT" };
    if (indexCount) return countTree(indexCount, selection, counts === "command", stats);
    const plan = planTree(result, selection, stats);
    return wrap ? wrap(plan) : plan;
  };
  const withStats = verbosity !== "queryPlanner";
  const sections = explainSections(
    `${ctx.db}.${collection}`,
    selection,
    result,
    tree(),
    withStats ? tree(result.stats) : undefined,
    // A count command returns no documents; a pipeline's count passes each counted one on to its $group.
    indexCount && counts === "aggregate" ? skipLimit(indexCount.n, selection.skip, selection.limit) : undefined,
  );
  return {
    explainVersion: "1",
    ...sections,
    command: { ...inner, $db: ctx.db },
    serverInfo: { host: hostname(), port: 0, version: SERVER_VERSION, gitVersion: "embedded-db" },
    ok: 1,
  };
};

export const explainCommands: Record<string, CommandHandler> = { explain };
