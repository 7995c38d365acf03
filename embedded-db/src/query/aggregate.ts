import { Aggregator } from "mingo/aggregator";
import type { Options } from "mingo/types";
import { exactOf, normalizeDoc } from "../bson/normalize";
import { reconcileDoc } from "../bson/reconcile";
import { isPlainObject, type Doc } from "../bson/types";
import type { Store } from "../storage/store";
import type { CollectionMeta } from "../storage/types";
import { mingoOptions } from "./options";
import { selectDocs } from "./select";

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
}

/** Runs an aggregation pipeline over a collection (or no input for `aggregate: 1`). */
export function runPipeline(run: PipelineRun): Doc[] {
  const [first, ...rest] = run.pipeline;
  // A leading $match is answered from the cached documents before copying anything.
  const leadingMatch = first && isPlainObject(first.$match) ? first.$match : undefined;
  const stages = leadingMatch ? rest : run.pipeline;
  // mingo may modify its input, so it gets fresh normalized copies.
  const input = selectDocs(run.store, run.coll, { filter: leadingMatch ?? {}, options: run.options }).map((d) =>
    normalizeDoc(d.exact),
  );
  const collectionResolver = (name: string): Doc[] => {
    const coll = run.store.catalog.get(run.db, name);
    return coll ? [...run.store.docs.scan(coll.id)].map((d) => normalizeDoc(d.exact)) : [];
  };
  const output = stages.length
    ? new Aggregator(stages, mingoOptions({ ...run.options, collectionResolver })).run(input)
    : input;
  return output.map((doc) => idFirst(restore(doc) as Doc));
}

/** MongoDB keeps `_id` the first field of every document a pipeline returns; mingo may append it. */
function idFirst(doc: Doc): Doc {
  if (!("_id" in doc) || Object.keys(doc)[0] === "_id") return doc;
  const { _id, ...rest } = doc;
  return { _id, ...rest };
}
