import { Query } from "mingo/query";
import type { Options } from "mingo/types";
import { normalizeDoc } from "../bson/normalize";
import { reconcileDoc } from "../bson/reconcile";
import type { Doc } from "../bson/types";
import { mingoOptions } from "./options";

/** Keeps the original document's field order for the fields it already had. */
function orderLike(doc: Doc, original: Doc): Doc {
  const out: Doc = {};
  for (const key of Object.keys(original)) if (Object.hasOwn(doc, key)) out[key] = doc[key];
  for (const key of Object.keys(doc)) if (!Object.hasOwn(out, key)) out[key] = doc[key];
  return out;
}

/** Applies a find projection (normalized) and returns exact documents. */
export function projectDocs(docs: Doc[], projection: Doc | undefined, filter: Doc, options?: Partial<Options>): Doc[] {
  if (!projection || !Object.keys(projection).length) return docs;
  // The filter is part of the query because positional projections (`a.$`) depend on it.
  const query = new Query(filter, mingoOptions(options));
  return docs.map((exact) => {
    // Projection may mutate its input, so it gets a fresh copy.
    const [projected] = query.find([normalizeDoc(exact)], projection).all() as Doc[];
    return projected ? orderLike(reconcileDoc(projected, exact), exact) : exact;
  });
}
