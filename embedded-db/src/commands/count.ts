import { compareValues } from "../bson/compare";
import { keyBytes } from "../bson/keys";
import { normalize } from "../bson/normalize";
import { pathValues } from "../bson/paths";
import { fail } from "../errors";
import { countWithoutDocs } from "../query/count";
import { selectDocs } from "../query/select";
import { collectionArg, intArg, nonNegativeIntArg, normDocArg } from "./args";
import type { CommandHandler } from "./context";
import { letOptions } from "./find";

const count: CommandHandler = (cmd, ctx) => {
  const coll = ctx.store.catalog.get(ctx.db, collectionArg(cmd));
  const filter = normDocArg(cmd, "query") ?? {};
  const skip = nonNegativeIntArg(cmd, "skip") ?? 0;
  const limit = Math.abs(intArg(cmd, "limit") ?? 0);
  const selection = { filter, skip, limit, options: letOptions(cmd) };
  // The kept count or an index's keys when they answer it, else the matching documents.
  const n = countWithoutDocs(ctx.store, coll, selection) ?? selectDocs(ctx.store, coll, selection).length;
  return { n, ok: 1 };
};

const distinct: CommandHandler = (cmd, ctx) => {
  const coll = ctx.store.catalog.get(ctx.db, collectionArg(cmd));
  const key = cmd.key;
  if (typeof key !== "string") fail("TypeMismatch", "BSON field 'distinct.key' is missing or not a string");
  const docs = selectDocs(ctx.store, coll, { filter: normDocArg(cmd, "query") ?? {}, options: letOptions(cmd) });
  const seen = new Map<string, unknown>();
  for (const doc of docs) {
    for (const value of pathValues(doc.exact, key)) {
      if (value !== undefined) seen.set(keyBytes(value).toString("latin1"), value);
    }
  }
  const values = [...seen.values()].sort((a, b) => compareValues(normalize(a), normalize(b)));
  return { values, ok: 1 };
};

export const countCommands: Record<string, CommandHandler> = { count, distinct };
