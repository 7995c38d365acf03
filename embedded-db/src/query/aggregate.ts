import { Aggregator } from "mingo/aggregator";
import type { Options } from "mingo/types";
import { exactOf, normalizeDoc } from "../bson/normalize";
import { reconcileDoc } from "../bson/reconcile";
import { isPlainObject, type Doc } from "../bson/types";
import type { Store } from "../storage/store";
import type { CollectionMeta } from "../storage/types";
import { countWithoutDocs } from "./count";
import { mingoOptions } from "./options";
import { selectDocs, type Selection } from "./select";

/** Converts pipeline output back to exact BSON, keeping original types where documents passed through. */
function restore(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(restore);
  if (!isPlainObject(value)) return value;
  const origin = exactOf(value);
  if (origin) return reconcileDoc(value, origin);
  const out: Doc = {};
  for (const [k, v] of Object.entries(value)) if (v !== undefined) out[k] = restore(v);
  return out;
}

export interface PipelineRun {
  store: Store;
  db: string;
  coll: CollectionMeta | undefined;
  /** Normalized pipeline stages. */
  pipeline: Doc[];
  options?: Partial<Options>;
  /** Normalized input documents from a source stage ($collStats, $currentOp) instead of the collection. */
  input?: Doc[];
}

/**
 * Splits off the leading $match, $sort, $skip and $limit stages, which the
 * query planner answers (an index may serve them) before mingo sees anything.
 */
export function leadingSelection(pipeline: Doc[]): { selection: Selection; rest: Doc[] } {
  const selection: Selection = { filter: {} };
  let i = 0;
  const stage = (name: string): unknown =>
    pipeline[i] && Object.hasOwn(pipeline[i] ?? {}, name) ? pipeline[i]?.[name] : undefined;
  const match = stage("$match");
  if (isPlainObject(match)) {
    selection.filter = match;
    i++;
  }
  const sort = stage("$sort");
  if (isPlainObject(sort)) {
    selection.sort = sort;
    i++;
  }
  const skip = stage("$skip");
  if (typeof skip === "number" && Number.isInteger(skip) && skip >= 0) {
    selection.skip = skip;
    i++;
  }
  const limit = stage("$limit");
  if (typeof limit === "number" && Number.isInteger(limit) && limit > 0) {
    selection.limit = limit;
    i++;
  }
  return { selection, rest: pipeline.slice(i) };
}

/**
 * What a pipeline returns when all it does after its leading selection is
 * count: countDocuments' `{$group: {_id: <constant>, n: {$sum: 1}}}` (any
 * field name) or `{$count: <field>}`. Undefined for any other pipeline.
 */
export function countStage(rest: Doc[]): ((n: number) => Doc[]) | undefined {
  const [stage, ...more] = rest;
  if (!stage || more.length || Object.keys(stage).length !== 1) return undefined;
  // Other names are errors, which mingo reports.
  const isField = (name: unknown): name is string => typeof name === "string" && /^[^$.][^.]*$/.test(name);
  if (isField(stage.$count)) {
    const field = stage.$count;
    return (n) => (n ? [{ [field]: n }] : []);
  }
  const spec = stage.$group;
  if (!isPlainObject(spec) || Object.keys(spec).length !== 2) return undefined;
  const field = Object.keys(spec).find((k) => k !== "_id");
  const sum = field === undefined ? undefined : spec[field];
  const constantId = typeof spec._id === "number" || spec._id === null;
  if (!isField(field) || !constantId || !isPlainObject(sum) || Object.keys(sum).length !== 1 || sum.$sum !== 1) {
    return undefined;
  }
  return (n) => (n ? [{ _id: spec._id, [field]: n }] : []);
}

/** Runs an aggregation pipeline over a collection (or no input for `aggregate: 1`). */
export function runPipeline(run: PipelineRun): Doc[] {
  const { selection, rest } = run.input ? { selection: undefined, rest: run.pipeline } : leadingSelection(run.pipeline);
  // A count reads no documents when the kept count or an index's keys answer it.
  const count = selection && countStage(rest);
  const counted = count && countWithoutDocs(run.store, run.coll, selection);
  if (count && counted !== undefined) return count(counted);
  // mingo may modify its input, so it gets fresh normalized copies.
  const input =
    run.input ??
    selectDocs(run.store, run.coll, { filter: {}, ...selection, options: run.options }).map((d) =>
      normalizeDoc(d.exact),
    );
  const collectionResolver = (name: string): Doc[] => {
    const coll = run.store.catalog.get(run.db, name);
    return coll ? [...run.store.docs.scan(coll.id)].map((d) => normalizeDoc(d.exact)) : [];
  };
  const output = rest.length
    ? new Aggregator(rest, mingoOptions({ ...run.options, collectionResolver })).run(input)
    : input;
  return output.map((doc) => idFirst(restore(doc) as Doc));
}

/** MongoDB keeps `_id` the first field of every document a pipeline returns; mingo may append it. */
function idFirst(doc: Doc): Doc {
  if (!("_id" in doc) || Object.keys(doc)[0] === "_id") return doc;
  const { _id, ...rest } = doc;
  return { _id, ...rest };
}
