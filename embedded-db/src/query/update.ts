import { Aggregator } from "mingo/aggregator";
import { updateOne } from "mingo/updater";
import type { Options } from "mingo/types";
import { compareValues } from "../bson/compare";
import { formatValue } from "../bson/keys";
import { normalize, normalizeDoc } from "../bson/normalize";
import { getPath, setPath } from "../bson/paths";
import { reconcileDoc } from "../bson/reconcile";
import { typeName } from "../bson/type-name";
import { isPlainObject, type Doc } from "../bson/types";
import { fail } from "../errors";
import { UPDATE_CONTEXT } from "./context";
import { mingoOptions } from "./options";

const OPERATORS = new Set([
  "$set",
  "$unset",
  "$inc",
  "$mul",
  "$min",
  "$max",
  "$rename",
  "$currentDate",
  "$addToSet",
  "$push",
  "$pop",
  "$pull",
  "$pullAll",
  "$bit",
  "$setOnInsert",
]);
const PIPELINE_STAGES = new Set(["$addFields", "$set", "$project", "$unset", "$replaceRoot", "$replaceWith"]);

export type UpdateSpec =
  { kind: "replacement"; doc: Doc } | { kind: "operators"; ops: Doc } | { kind: "pipeline"; stages: Doc[] };

export interface UpdateContext {
  /** Normalized filter, needed by the positional `$` operator. */
  filter: Doc;
  arrayFilters?: Doc[];
  options?: Partial<Options>;
  /** True when building the document an upsert inserts. */
  insert: boolean;
}

/** Classifies an exact `u` / `update` argument. */
export function parseUpdate(u: unknown): UpdateSpec {
  if (Array.isArray(u)) {
    const stages = u.map((stage) => {
      if (!isPlainObject(stage) || Object.keys(stage).length !== 1) {
        fail("FailedToParse", "Each element of the update pipeline must be an object with a single stage");
      }
      const name = Object.keys(stage)[0] ?? "";
      if (!PIPELINE_STAGES.has(name)) fail("InvalidOptions", `${name} is not allowed to be used within an update`);
      return normalizeDoc(stage);
    });
    return { kind: "pipeline", stages };
  }
  if (!isPlainObject(u)) fail("FailedToParse", "Update argument must be either an object or an array");
  const keys = Object.keys(u);
  if (!keys[0]?.startsWith("$")) return { kind: "replacement", doc: u };
  for (const key of keys) {
    if (!OPERATORS.has(key)) {
      fail(
        "FailedToParse",
        `Unknown modifier: ${key}. Expected a valid update modifier or pipeline-style update specified as an array`,
      );
    }
    if (!isPlainObject(u[key])) {
      fail(
        "FailedToParse",
        `Modifiers operate on fields but we found type ${typeName(u[key])} instead. For example: {$mod: {<field>: ...}} not {${key}: ...}`,
      );
    }
  }
  return { kind: "operators", ops: u };
}

const sameValue = (a: unknown, b: unknown): boolean => compareValues(normalize(a), normalize(b)) === 0;

function immutableIdError(value: unknown): never {
  fail(
    "ImmutableField",
    `After applying the update, the (immutable) field '_id' was found to have been altered to _id: ${formatValue(value)}`,
  );
}

function withIdFirst(doc: Doc): Doc {
  if (!Object.hasOwn(doc, "_id") || Object.keys(doc)[0] === "_id") return doc;
  const { _id, ...rest } = doc;
  return { _id, ...rest };
}

function applyReplacement(replacement: Doc, old: Doc, insert: boolean): Doc {
  const result: Doc = {};
  if (old._id !== undefined) result._id = old._id;
  for (const [key, value] of Object.entries(replacement)) {
    if (key === "_id" && !insert && old._id !== undefined && !sameValue(value, old._id)) immutableIdError(value);
    result[key] = value;
  }
  return withIdFirst(result);
}

function checkNumericOperands(ops: Doc, doc: Doc): void {
  for (const op of ["$inc", "$mul"]) {
    const fields = ops[op];
    if (!isPlainObject(fields)) continue;
    for (const [path, amount] of Object.entries(fields)) {
      if (typeof amount !== "number") {
        fail(
          "TypeMismatch",
          `Cannot ${op === "$inc" ? "increment" : "multiply"} with non-numeric argument: {${path}: ${formatValue(amount)}}`,
        );
      }
      const current = path.includes("$") ? undefined : getPath(doc, path);
      if (current !== undefined && typeof current !== "number") {
        fail(
          "TypeMismatch",
          `Cannot apply ${op} to a value of non-numeric type. {_id: ${formatValue(doc._id)}} has the field '${path.split(".").pop() ?? path}' of non-numeric type ${typeName(current)}`,
        );
      }
    }
  }
}

function applyOperators(spec: Doc, old: Doc, ctx: UpdateContext): Doc {
  const { $setOnInsert, ...ops } = spec;
  let set: Doc = isPlainObject(ops.$set) ? { ...ops.$set } : {};
  if (ctx.insert && isPlainObject($setOnInsert)) set = { ...set, ...$setOnInsert };
  let base = old;
  if (Object.hasOwn(set, "_id")) {
    const { _id, ...rest } = set;
    if (ctx.insert) base = { ...old, _id };
    else if (!sameValue(_id, old._id)) immutableIdError(_id);
    set = rest;
  }
  if (Object.keys(set).length) ops.$set = set;
  else delete ops.$set;

  const normOps = normalizeDoc(ops);
  const doc = normalizeDoc(base);
  checkNumericOperands(normOps, doc);
  // mingo's updateOne may replace the array element, so read the result back from the array.
  const docs = [doc];
  if (Object.keys(normOps).length) {
    // mingo only needs the filter for the positional `$` operator; the document already matched it.
    const positional = Object.values(normOps).some(
      (fields) => isPlainObject(fields) && Object.keys(fields).some((path) => path.split(".").includes("$")),
    );
    const options = mingoOptions({ ...ctx.options, context: UPDATE_CONTEXT });
    updateOne(docs, positional && !ctx.insert ? ctx.filter : {}, normOps, { arrayFilters: ctx.arrayFilters }, options);
  }
  const result = reconcileDoc(docs[0] ?? doc, base);
  // Values written by $set keep their exact BSON types (e.g. Long, Double 1.0).
  for (const [path, value] of Object.entries(set)) if (!path.includes("$")) setPath(result, path, value);
  return result;
}

/** A pipeline update; like MongoDB, an output without `_id` keeps the document's `_id`. */
function applyPipeline(stages: Doc[], old: Doc, ctx: UpdateContext): Doc {
  const [output] = new Aggregator(stages, mingoOptions(ctx.options)).run([normalizeDoc(old)]) as Doc[];
  const result = reconcileDoc(output ?? {}, old);
  return Object.hasOwn(result, "_id") || old._id === undefined ? result : { _id: old._id, ...result };
}

/** Applies an update to an exact document and returns the new exact document. */
export function applyUpdate(spec: UpdateSpec, old: Doc, ctx: UpdateContext): Doc {
  if (spec.kind === "replacement") return applyReplacement(spec.doc, old, ctx.insert);
  const result = spec.kind === "operators" ? applyOperators(spec.ops, old, ctx) : applyPipeline(spec.stages, old, ctx);
  if (!ctx.insert && !sameValue(result._id, old._id)) immutableIdError(result._id);
  return withIdFirst(result);
}
