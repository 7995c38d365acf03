import { normalizeDoc } from "../bson/normalize";
import { isPlainObject, type Doc } from "../bson/types";
import { fail, toCommandError } from "../errors";
import { deleteMatching, insertOne, updateMatching, type Target } from "../query/modify";
import { parseUpdate } from "../query/update";
import { MAX_WRITE_BATCH_SIZE } from "../wire/constants";
import { arrayArg, boolArg, collectionArg, docArg, docListArg, intArg } from "./args";
import type { CommandContext, CommandHandler } from "./context";
import { letOptions } from "./find";
import { writeError } from "./replies";

/**
 * Runs each statement of a write command; ordered writes stop at the first
 * error, unordered ones continue. Returns the reply's writeErrors.
 */
function runStatements(cmd: Doc, field: string, run: (statement: Doc, index: number) => void): Doc[] {
  const items = docListArg(cmd, field);
  if (items.length > MAX_WRITE_BATCH_SIZE)
    fail(
      "InvalidLength",
      `Write batch sizes must be between 1 and ${MAX_WRITE_BATCH_SIZE}. Got ${items.length} operations.`,
    );
  const ordered = boolArg(cmd, "ordered") ?? true;
  const errors: Doc[] = [];
  for (const [i, item] of items.entries()) {
    try {
      run(item, i);
    } catch (error) {
      errors.push(writeError(i, toCommandError(error)));
      if (ordered) break;
    }
  }
  return errors;
}

function target(cmd: Doc, ctx: CommandContext): Target {
  return { store: ctx.store, db: ctx.db, collection: collectionArg(cmd) };
}

const withErrors = (reply: Doc, writeErrors: Doc[]): Doc => ({
  ...reply,
  ...(writeErrors.length ? { writeErrors } : {}),
  ok: 1,
});

const insert: CommandHandler = (cmd, ctx) => {
  const into = target(cmd, ctx);
  let n = 0;
  const errors = runStatements(cmd, "documents", (doc) => {
    insertOne(into, doc);
    n++;
  });
  return withErrors({ n }, errors);
};

/**
 * The server reports MongoDB 7.0, whose update statements have no `sort`
 * (8.0 added it for updateOne/replaceOne): like 7.0, refuse the whole command
 * before any statement runs, rather than accept what production may reject.
 */
export function refuseUpdateSort(cmd: Doc): void {
  if (docListArg(cmd, "updates").some((statement) => Object.hasOwn(statement, "sort")))
    fail("Location40415", "BSON field 'update.updates.sort' is an unknown field.");
}

const update: CommandHandler = (cmd, ctx) => {
  refuseUpdateSort(cmd);
  const into = target(cmd, ctx);
  const options = letOptions(cmd);
  let n = 0;
  let nModified = 0;
  const upserted: Doc[] = [];
  const errors = runStatements(cmd, "updates", (statement, index) => {
    const q =
      docArg(statement, "q") ?? fail("FailedToParse", "BSON field 'update.updates.q' is missing but a required field");
    const arrayFilters = (arrayArg(statement, "arrayFilters") ?? []).map((f) =>
      normalizeDoc(isPlainObject(f) ? f : {}),
    );
    const outcome = updateMatching(into, {
      exactFilter: q,
      filter: normalizeDoc(q),
      spec: parseUpdate(statement.u),
      upsert: boolArg(statement, "upsert") ?? false,
      multi: boolArg(statement, "multi") ?? false,
      arrayFilters,
      options: { ...options, ...letOptions({ let: statement.c }) },
    });
    n += outcome.matched;
    nModified += outcome.modified;
    if (outcome.upsertedId !== undefined) {
      n++;
      upserted.push({ index, _id: outcome.upsertedId });
    }
  });
  return withErrors({ n, nModified, ...(upserted.length ? { upserted } : {}) }, errors);
};

const remove: CommandHandler = (cmd, ctx) => {
  const from = target(cmd, ctx);
  const options = letOptions(cmd);
  let n = 0;
  const errors = runStatements(cmd, "deletes", (statement) => {
    const q =
      docArg(statement, "q") ?? fail("FailedToParse", "BSON field 'delete.deletes.q' is missing but a required field");
    const limit = intArg(statement, "limit") ?? 0;
    if (limit !== 0 && limit !== 1)
      fail("FailedToParse", `The limit field in delete objects must be 0 or 1. Got ${limit}`);
    n += deleteMatching(from, normalizeDoc(q), limit, undefined, options).length;
  });
  return withErrors({ n }, errors);
};

export const writeCommands: Record<string, CommandHandler> = { insert, update, delete: remove };
