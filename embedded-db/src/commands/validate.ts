import type { Doc } from "../bson/types";
import { fail } from "../errors";
import { collectionArg } from "./args";
import type { CommandHandler } from "./context";

/** MongoDB's validate: checks that every index holds exactly the entries its collection's documents produce. */
const validate: CommandHandler = (cmd, ctx) => {
  const name = collectionArg(cmd);
  const coll = ctx.store.catalog.get(ctx.db, name);
  if (!coll) fail("NamespaceNotFound", `Collection '${ctx.db}.${name}' does not exist to validate.`);
  const nrecords = ctx.store.docs.count(coll.id);
  const keysPerIndex: Doc = { _id_: nrecords };
  const indexDetails: Doc = { _id_: { valid: true } };
  const errors: string[] = [];
  for (const index of ctx.store.catalog.indexes(coll.id)) {
    const { keys, valid } = ctx.store.indexes.verify(index, ctx.store.docs.scan(coll.id));
    keysPerIndex[index.name] = keys;
    indexDetails[index.name] = { valid };
    if (!valid) errors.push(`index ${index.name} does not match the collection's documents`);
  }
  return {
    ns: `${ctx.db}.${name}`,
    nInvalidDocuments: 0,
    nNonCompliantDocuments: 0,
    nrecords,
    nIndexes: 1 + ctx.store.catalog.indexes(coll.id).length,
    keysPerIndex,
    indexDetails,
    valid: errors.length === 0,
    repaired: false,
    warnings: [],
    errors,
    ok: 1,
  };
};

export const validateCommands: Record<string, CommandHandler> = { validate };
