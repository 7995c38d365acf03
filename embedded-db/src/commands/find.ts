import type { Options } from "mingo/types";
import type { Doc } from "../bson/types";
import { fail } from "../errors";
import { projectDocs } from "../query/project";
import { selectDocs } from "../query/select";
import { arrayArg, boolArg, collectionArg, intArg, longArg, nonNegativeIntArg, normDocArg } from "./args";
import type { CommandHandler } from "./context";
import { cursorReply } from "./replies";

/** mingo options carrying the command's `let` variables. */
export function letOptions(cmd: Doc): Partial<Options> {
  const variables = normDocArg(cmd, "let");
  return variables ? { variables } : {};
}

const find: CommandHandler = (cmd, ctx) => {
  const name = collectionArg(cmd);
  const filter = normDocArg(cmd, "filter") ?? {};
  const options = letOptions(cmd);
  let limit = intArg(cmd, "limit") ?? 0;
  let singleBatch = boolArg(cmd, "singleBatch") ?? false;
  if (limit < 0) {
    limit = -limit;
    singleBatch = true;
  }
  const docs = selectDocs(ctx.store, ctx.store.catalog.get(ctx.db, name), {
    filter,
    sort: normDocArg(cmd, "sort"),
    skip: nonNegativeIntArg(cmd, "skip") ?? 0,
    limit,
    options,
  });
  const results = projectDocs(
    docs.map((d) => d.exact),
    normDocArg(cmd, "projection"),
    filter,
    options,
  );
  const batchSize = nonNegativeIntArg(cmd, "batchSize");
  return cursorReply(ctx.cursors.open(`${ctx.db}.${name}`, results, batchSize, singleBatch), "firstBatch");
};

const getMore: CommandHandler = (cmd, ctx) => {
  const id = longArg(cmd, "getMore");
  const collection = cmd.collection;
  if (typeof collection !== "string")
    fail("TypeMismatch", "BSON field 'getMore.collection' is missing or not a string");
  const batch = ctx.cursors.getMore(id, `${ctx.db}.${collection}`, nonNegativeIntArg(cmd, "batchSize"));
  return cursorReply(batch, "nextBatch");
};

const killCursors: CommandHandler = (cmd, ctx) => {
  collectionArg(cmd);
  const ids = (arrayArg(cmd, "cursors") ?? []).map((id) => longArg({ id }, "id"));
  const { killed, notFound } = ctx.cursors.kill(ids);
  return { cursorsKilled: killed, cursorsNotFound: notFound, cursorsAlive: [], cursorsUnknown: [], ok: 1 };
};

export const findCommands: Record<string, CommandHandler> = { find, getMore, killCursors };
