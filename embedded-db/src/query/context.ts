import { Context } from "mingo/core";
import { Lazy, type Iterator } from "mingo/lazy";
import type { Options } from "mingo/types";
import * as accumulatorOperators from "mingo/operators/accumulator";
import * as expressionOperators from "mingo/operators/expression";
import * as pipelineOperators from "mingo/operators/pipeline";
import * as projectionOperators from "mingo/operators/projection";
import * as queryOperators from "mingo/operators/query";
import * as windowOperators from "mingo/operators/window";
import { normalizeDoc } from "../bson/normalize";
import { isPlainObject, type Doc } from "../bson/types";
import { parseSort, sortBy } from "./sort";
import { $type } from "./type-operator";

/** `$sort` stage in MongoDB's cross-type order. */
function $sort(collection: Iterator, spec: unknown, _options: Options): Iterator {
  const keys = parseSort(isPlainObject(spec) ? normalizeDoc(spec) : {});
  return Lazy(sortBy(collection.collect<Doc>(), keys, (doc) => doc));
}

const query = { ...queryOperators, $type };

/** All of mingo's operators, with `$type` and `$sort` replaced by MongoDB-exact versions. */
export const MINGO_CONTEXT = Context.init({
  accumulator: accumulatorOperators,
  expression: expressionOperators,
  pipeline: { ...pipelineOperators, $sort },
  projection: projectionOperators,
  query,
  window: windowOperators,
});

/**
 * Query operators only, for mingo's updater: it copies its context on every
 * call, so a small one keeps updates cheap (it adds the few expression
 * operators arrayFilters need).
 */
export const UPDATE_CONTEXT = Context.init({ query });
