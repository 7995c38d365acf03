import { normalizeDoc } from "../bson/normalize";
import { isPlainObject, type Doc } from "../bson/types";
import { fail } from "../errors";
import { deleteMatching, updateMatching } from "../query/modify";
import { projectDocs } from "../query/project";
import { parseUpdate } from "../query/update";
import { arrayArg, boolArg, collectionArg, docArg, normDocArg } from "./args";
import type { CommandHandler } from "./context";
import { letOptions } from "./find";

const findAndModify: CommandHandler = (cmd, ctx) => {
  const target = { store: ctx.store, db: ctx.db, collection: collectionArg(cmd) };
  const query = docArg(cmd, "query") ?? {};
  const filter = normalizeDoc(query);
  const sort = normDocArg(cmd, "sort");
  const fields = normDocArg(cmd, "fields");
  const options = letOptions(cmd);
  const remove = boolArg(cmd, "remove") ?? false;
  const returnNew = boolArg(cmd, "new") ?? false;
  const upsert = boolArg(cmd, "upsert") ?? false;
  const hasUpdate = cmd.update !== undefined;
  if (remove && hasUpdate) fail("FailedToParse", "Cannot specify both an update and remove=true");
  if (!remove && !hasUpdate) fail("FailedToParse", "Either an update or remove=true must be specified");
  if (remove && returnNew)
    fail("FailedToParse", "Cannot specify both new=true and remove=true; remove=true returns the deleted document");
  if (remove && upsert) fail("FailedToParse", "Cannot specify both upsert=true and remove=true");
  const project = (doc: Doc | undefined): Doc | null =>
    doc ? (projectDocs([doc], fields, filter, options)[0] ?? null) : null;

  if (remove) {
    const [deleted] = deleteMatching(target, filter, 1, sort, options);
    return { lastErrorObject: { n: deleted ? 1 : 0 }, value: project(deleted), ok: 1 };
  }
  const arrayFilters = (arrayArg(cmd, "arrayFilters") ?? []).map((f) => normalizeDoc(isPlainObject(f) ? f : {}));
  const outcome = updateMatching(target, {
    exactFilter: query,
    filter,
    spec: parseUpdate(cmd.update),
    upsert,
    multi: false,
    arrayFilters,
    sort,
    options,
  });
  const upserted = outcome.upsertedId !== undefined;
  return {
    lastErrorObject: {
      n: outcome.matched || (upserted ? 1 : 0),
      updatedExisting: outcome.matched > 0,
      ...(upserted ? { upserted: outcome.upsertedId } : {}),
    },
    value: project(returnNew ? outcome.after : outcome.before),
    ok: 1,
  };
};

export const findAndModifyCommands: Record<string, CommandHandler> = {
  findAndModify,
  findandmodify: findAndModify,
};
