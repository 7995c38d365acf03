import { EJSON } from "bson";

import { normalizeDoc } from "../bson/normalize";
import type { Doc } from "../bson/types";
import { fail } from "../errors";
import { compileFilter } from "../query/filter";
import { ID_INDEX_SPEC } from "../storage/indexes";
import type { CollectionMeta } from "../storage/types";
import { boolArg, collectionArg, docArg, intArg, normDocArg } from "./args";
import type { CommandContext, CommandHandler } from "./context";
import { validateCollectionName, validateDbName } from "./namespace";
import { cursorReply } from "./replies";

/** Fields every command may carry that are not options of the command itself. */
const GENERIC_FIELDS = new Set([
  "$db",
  "lsid",
  "$clusterTime",
  "$readPreference",
  "readConcern",
  "writeConcern",
  "comment",
  "maxTimeMS",
  "apiVersion",
  "apiStrict",
  "apiDeprecationErrors",
  "txnNumber",
  "autocommit",
  "startTransaction",
]);

function collectionInfo(coll: CollectionMeta, nameOnly: boolean): Doc {
  if (nameOnly) return { name: coll.name, type: "collection" };
  return {
    name: coll.name,
    type: "collection",
    options: coll.options,
    info: { readOnly: false, uuid: coll.uuid },
    idIndex: ID_INDEX_SPEC,
  };
}

const listCollections: CommandHandler = (cmd, ctx) => {
  const filter = compileFilter(normDocArg(cmd, "filter") ?? {});
  const nameOnly = boolArg(cmd, "nameOnly") ?? false;
  const infos = ctx.store.catalog
    .list(ctx.db)
    .map((c) => collectionInfo(c, nameOnly))
    .filter((info) => filter.test(normalizeDoc(info)));
  const batchSize = intArg(docArg(cmd, "cursor") ?? {}, "batchSize");
  return cursorReply(ctx.cursors.open(`${ctx.db}.$cmd.listCollections`, infos, batchSize), "firstBatch");
};

function dataSize(ctx: CommandContext, colls: CollectionMeta[]): number {
  return colls.reduce((sum, c) => sum + ctx.store.docs.dataSize(c.id), 0);
}

const listDatabases: CommandHandler = (cmd, ctx) => {
  const all = ctx.store.catalog.list();
  const nameOnly = boolArg(cmd, "nameOnly") ?? false;
  const filter = compileFilter(normDocArg(cmd, "filter") ?? {});
  const databases = [...new Set(all.map((c) => c.db))]
    .sort()
    .map((name) => ({
      name,
      sizeOnDisk: dataSize(
        ctx,
        all.filter((c) => c.db === name),
      ),
      empty: false,
    }))
    .filter((d) => filter.test(d));
  if (nameOnly) return { databases: databases.map(({ name }) => ({ name })), ok: 1 };
  const totalSize = databases.reduce((sum, d) => sum + d.sizeOnDisk, 0);
  return { databases, totalSize, totalSizeMb: Math.floor(totalSize / (1024 * 1024)), ok: 1 };
};

// As in MongoDB 7.0: creating a collection that exists with the same options is a no-op
// success; only different options are a NamespaceExists error.
const create: CommandHandler = (cmd, ctx) => {
  const name = collectionArg(cmd);
  if (cmd.viewOn !== undefined) fail("InvalidOptions", "views are not supported by embedded-db");
  const options: Doc = {};
  for (const [key, value] of Object.entries(cmd).slice(1)) if (!GENERIC_FIELDS.has(key)) options[key] = value;
  const existing = ctx.store.catalog.get(ctx.db, name);
  if (existing) {
    if (sameOptions(existing.options, options)) return { ok: 1 };
    fail("NamespaceExists", `Collection ${ctx.db}.${name} already exists with different options.`);
  }
  ctx.store.write(() => ctx.store.catalog.addCollection(ctx.db, name, options));
  return { ok: 1 };
};

// As in MongoDB 7.0 (SERVER-43894): dropping a collection that does not exist succeeds.
const drop: CommandHandler = (cmd, ctx) => {
  const name = collectionArg(cmd);
  const coll = ctx.store.catalog.get(ctx.db, name);
  if (!coll) return { ok: 1 };
  const nIndexesWas = 1 + ctx.store.catalog.indexes(coll.id).length;
  ctx.store.write(() => ctx.store.dropCollection(coll));
  return { nIndexesWas, ns: `${ctx.db}.${name}`, ok: 1 };
};

const dropDatabase: CommandHandler = (_cmd, ctx) => {
  const colls = ctx.store.catalog.list(ctx.db);
  ctx.store.write(() => colls.forEach((c) => ctx.store.dropCollection(c)));
  return { dropped: ctx.db, ok: 1 };
};

function parseNamespace(value: unknown, field: string): { db: string; name: string } {
  const ns = typeof value === "string" ? value : "";
  const dot = ns.indexOf(".");
  if (dot <= 0) fail("InvalidNamespace", `Invalid ${field} namespace: ${ns}`);
  const parsed = { db: ns.slice(0, dot), name: ns.slice(dot + 1) };
  validateDbName(parsed.db);
  validateCollectionName(parsed.name);
  return parsed;
}

const renameCollection: CommandHandler = (cmd, ctx) => {
  const from = parseNamespace(cmd.renameCollection, "source");
  const to = parseNamespace(cmd.to, "target");
  const source = ctx.store.catalog.get(from.db, from.name);
  if (!source) fail("NamespaceNotFound", `Source collection ${from.db}.${from.name} does not exist`);
  const target = ctx.store.catalog.get(to.db, to.name);
  if (target && target.id === source.id) return { ok: 1 };
  if (target && !(boolArg(cmd, "dropTarget") ?? false)) fail("NamespaceExists", "target namespace exists");
  ctx.store.write(() => {
    if (target) ctx.store.dropCollection(target);
    ctx.store.catalog.renameCollection(source.id, to.db, to.name);
  });
  return { ok: 1 };
};

const dbStats: CommandHandler = (_cmd, ctx) => {
  const colls = ctx.store.catalog.list(ctx.db);
  const objects = colls.reduce((sum, c) => sum + ctx.store.docs.count(c.id), 0);
  const size = dataSize(ctx, colls);
  const indexes = colls.reduce((sum, c) => sum + 1 + ctx.store.catalog.indexes(c.id).length, 0);
  return {
    db: ctx.db,
    collections: colls.length,
    views: 0,
    objects,
    avgObjSize: objects ? size / objects : 0,
    dataSize: size,
    storageSize: size,
    indexes,
    indexSize: 0,
    totalSize: size,
    scaleFactor: 1,
    ok: 1,
  };
};

const collStats: CommandHandler = (cmd, ctx) => {
  const name = collectionArg(cmd);
  const coll = ctx.store.catalog.get(ctx.db, name);
  if (!coll) fail("NamespaceNotFound", `Collection [${ctx.db}.${name}] not found.`);
  const count = ctx.store.docs.count(coll.id);
  const size = dataSize(ctx, [coll]);
  return {
    ns: `${ctx.db}.${name}`,
    count,
    size,
    avgObjSize: count ? size / count : 0,
    storageSize: size,
    nindexes: 1 + ctx.store.catalog.indexes(coll.id).length,
    ok: 1,
  };
};

export const catalogCommands: Record<string, CommandHandler> = {
  listCollections,
  listDatabases,
  create,
  drop,
  dropDatabase,
  renameCollection,
  dbStats,
  collStats,
};

function sameOptions(a: Doc, b: Doc): boolean {
  return JSON.stringify(EJSON.serialize(a)) === JSON.stringify(EJSON.serialize(b));
}
