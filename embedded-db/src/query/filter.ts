import { Query } from "mingo/query";
import type { Options } from "mingo/types";
import type { Doc } from "../bson/types";
import { mingoOptions } from "./options";

export interface Filter {
  test(doc: Doc): boolean;
}

const MATCH_ALL: Filter = { test: () => true };

/** Compiles a normalized query filter. */
export function compileFilter(filter: Doc, options?: Partial<Options>): Filter {
  if (Object.keys(filter).length === 0) return MATCH_ALL;
  return new Query(filter, mingoOptions(options));
}
