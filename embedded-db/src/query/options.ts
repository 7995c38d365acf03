import type { Options } from "mingo/types";
import { MINGO_CONTEXT } from "./context";

/** mingo settings shared by queries, updates and aggregations. */
export function mingoOptions(extra: Partial<Options> = {}): Partial<Options> {
  return { idKey: "_id", scriptEnabled: false, useStrictMode: true, context: MINGO_CONTEXT, ...extra };
}
