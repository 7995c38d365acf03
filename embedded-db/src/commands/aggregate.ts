import { normalizeDoc } from "../bson/normalize";
import { isPlainObject, numericValue, type Doc } from "../bson/types";
import { fail } from "../errors";
import { runPipeline } from "../query/aggregate";
import { prepareInsert } from "../query/modify";
import { collectionArg, docArg, docListArg, intArg } from "./args";
import { collStatsDoc, currentOpDocs } from "./diagnostics";
import type { CommandContext, CommandHandler } from "./context";
import { letOptions } from "./find";
import { validateCollectionName } from "./namespace";
import { cursorReply } from "./replies";

/** Writes the results of a pipeline ending in $out, replacing the target collection. */
function writeOut(ctx: CommandContext, spec: unknown, results: Doc[]): void {
  const db = isPlainObject(spec) && typeof spec.db === "string" ? spec.db : ctx.db;
  const name = isPlainObject(spec) ? spec.coll : spec;
  if (typeof name !== "string") fail("FailedToParse", "$out requires a collection name");
  validateCollectionName(name);
  ctx.store.write(() => {
    const existing = ctx.store.catalog.get(db, name);
    if (existing) ctx.store.dropCollection(existing);
    const coll = ctx.store.ensureCollection(db, name);
    for (const doc of results) ctx.store.docs.insert(coll, prepareInsert(doc));
  });
}

/** Documents of a leading stage that reads server state instead of a collection. */
function sourceStage(
  ctx: CommandContext,
  cmd: Doc,
  name: string | undefined,
  first: Doc | undefined,
): Doc[] | undefined {
  if (first && Object.hasOwn(first, "$collStats")) {
    if (name === undefined) fail("InvalidNamespace", "$collStats must be run against a collection");
    return [collStatsDoc(ctx, name, first.$collStats)];
  }
  if (first && Object.hasOwn(first, "$currentOp")) return currentOpDocs(ctx, cmd);
  return undefined;
}

const aggregate: CommandHandler = (cmd, ctx) => {
  const dbLevel = numericValue(cmd.aggregate) === 1;
  const name = dbLevel ? undefined : collectionArg(cmd);
  const stages = docListArg(cmd, "pipeline");
  const cursor = docArg(cmd, "cursor");
  if (!cursor && cmd.explain === undefined) {
    fail("FailedToParse", "The 'cursor' option is required, except for aggregate with the explain argument");
  }
  const last = stages[stages.length - 1];
  if (stages.slice(0, -1).some((s) => "$out" in s))
    fail("Location40324", "$out can only be the final stage in the pipeline");
  if (stages.some((s) => "$merge" in s)) fail("Location40324", "Unrecognized pipeline stage name: '$merge'");
  const out = last && Object.hasOwn(last, "$out") ? last.$out : undefined;
  let pipeline = (out === undefined ? stages : stages.slice(0, -1)).map(normalizeDoc);
  const coll = name === undefined ? undefined : ctx.store.catalog.get(ctx.db, name);
  const source = sourceStage(ctx, cmd, name, pipeline[0]);
  if (source) pipeline = pipeline.slice(1);
  const results = runPipeline({
    store: ctx.store,
    db: ctx.db,
    coll,
    pipeline,
    options: letOptions(cmd),
    input: source?.map(normalizeDoc),
  });
  if (out !== undefined) writeOut(ctx, out, results);
  const ns = name === undefined ? `${ctx.db}.$cmd.aggregate` : `${ctx.db}.${name}`;
  const batch = ctx.cursors.open(ns, out === undefined ? results : [], intArg(cursor ?? {}, "batchSize"));
  return cursorReply(batch, "firstBatch");
};

export const aggregateCommands: Record<string, CommandHandler> = { aggregate };
