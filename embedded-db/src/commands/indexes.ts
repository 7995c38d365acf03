import { compareValues } from "../bson/compare";
import { formatDoc } from "../bson/keys";
import { normalize } from "../bson/normalize";
import { isPlainObject, numericValue, type Doc } from "../bson/types";
import { fail } from "../errors";
import { ID_INDEX_SPEC } from "../storage/indexes";
import type { CollectionMeta, IndexMeta } from "../storage/types";
import { collectionArg, docArg, docListArg, intArg } from "./args";
import type { CommandContext, CommandHandler } from "./context";
import { cursorReply } from "./replies";

const SPECIAL_TYPES = new Set(["text", "2d", "2dsphere", "hashed", "geoHaystack", "wildcard"]);

const sameKey = (a: unknown, b: unknown): boolean => compareValues(normalize(a), normalize(b)) === 0;
const isIdKey = (key: Doc): boolean => sameKey(key, { _id: 1 }) || sameKey(key, { _id: -1 });

function defaultName(key: Doc): string {
  return Object.entries(key)
    .map(([field, dir]) => `${field}_${String(numericValue(dir) ?? dir)}`)
    .join("_");
}

/** Validates a requested index and returns the spec to store: {v: 2, key, name, ...options}. */
function parseSpec(raw: Doc): Doc {
  const key = raw.key;
  if (!isPlainObject(key) || !Object.keys(key).length)
    fail("CannotCreateIndex", "The index key pattern must be a non-empty object");
  // MongoDB's limit, which also lets the storage keep multikey fields as bits of one integer.
  if (Object.keys(key).length > 32) fail("Location13103", "too many compound keys");
  for (const [field, dir] of Object.entries(key)) {
    const n = numericValue(dir);
    const valid =
      (n !== undefined && n !== 0 && !Number.isNaN(n)) || (typeof dir === "string" && SPECIAL_TYPES.has(dir));
    if (!valid || !field)
      fail(
        "CannotCreateIndex",
        `Values in the index key pattern can only be numbers or strings, got ${field}: ${String(dir)}`,
      );
  }
  if (raw.name !== undefined && typeof raw.name !== "string") fail("TypeMismatch", "The index name must be a string");
  const name = typeof raw.name === "string" ? raw.name : defaultName(key);
  if (raw.unique === true && Object.values(key).some((d) => typeof d === "string")) {
    fail(
      "CannotCreateIndex",
      `Index type '${String(Object.values(key).find((d) => typeof d === "string"))}' cannot be unique`,
    );
  }
  const options: Doc = {};
  for (const [field, value] of Object.entries(raw)) {
    if (!["key", "name", "v", "ns", "background"].includes(field) && !(field === "unique" && value === false))
      options[field] = value;
  }
  return { v: 2, key, name, ...options };
}

/** Options that must agree for an index request to count as "already exists". */
const optionsOf = (spec: Doc): Doc => ({
  unique: spec.unique === true,
  sparse: spec.sparse === true,
  partialFilterExpression: spec.partialFilterExpression ?? null,
});

/** Creates one index unless an identical one exists; returns whether it was created. */
function createOne(ctx: CommandContext, coll: CollectionMeta, spec: Doc): boolean {
  const key = spec.key as Doc;
  const name = String(spec.name);
  const existing = ctx.store.catalog.indexes(coll.id);
  if (name === "_id_" || isIdKey(key)) {
    if (name === "_id_" && isIdKey(key)) return false;
    fail(
      name === "_id_" ? "IndexKeySpecsConflict" : "IndexOptionsConflict",
      `Index already exists with a different name or key: _id_`,
    );
  }
  const byName = existing.find((i) => i.name === name);
  if (byName) {
    if (sameKey(byName.spec.key, key) && sameKey(optionsOf(byName.spec), optionsOf(spec))) return false;
    fail(
      "IndexKeySpecsConflict",
      `An existing index has the same name as the requested index. When index names are not specified, they are auto generated and can cause conflicts. Please refer to our documentation. Requested index: ${formatDoc(spec)}, existing index: ${formatDoc(byName.spec)}`,
    );
  }
  const byKey = existing.find((i) => sameKey(i.spec.key, key) && sameKey(optionsOf(i.spec), optionsOf(spec)));
  if (byKey) fail("IndexOptionsConflict", `Index already exists with a different name: ${byKey.name}`);
  ctx.store.createIndex(coll, spec);
  return true;
}

const createIndexes: CommandHandler = (cmd, ctx) => {
  const name = collectionArg(cmd);
  const specs = docListArg(cmd, "indexes").map(parseSpec);
  if (!specs.length) fail("BadValue", "Must specify at least one index to create");
  return ctx.store.write(() => {
    const existed = ctx.store.catalog.get(ctx.db, name);
    const coll = existed ?? ctx.store.ensureCollection(ctx.db, name);
    const before = 1 + ctx.store.catalog.indexes(coll.id).length;
    let created = 0;
    for (const spec of specs) if (createOne(ctx, coll, spec)) created++;
    return {
      numIndexesBefore: before,
      numIndexesAfter: before + created,
      createdCollectionAutomatically: !existed,
      ...(created ? {} : { note: "all indexes already exist" }),
      ok: 1,
    };
  });
};

function requireCollection(ctx: CommandContext, name: string, message: string): CollectionMeta {
  const coll = ctx.store.catalog.get(ctx.db, name);
  if (!coll) fail("NamespaceNotFound", message);
  return coll;
}

const listIndexes: CommandHandler = (cmd, ctx) => {
  const name = collectionArg(cmd);
  const coll = requireCollection(ctx, name, `ns does not exist: ${ctx.db}.${name}`);
  const specs = [ID_INDEX_SPEC, ...ctx.store.catalog.indexes(coll.id).map((i) => i.spec)];
  const batchSize = intArg(docArg(cmd, "cursor") ?? {}, "batchSize");
  return cursorReply(ctx.cursors.open(`${ctx.db}.${name}`, specs, batchSize), "firstBatch");
};

function indexesToDrop(all: IndexMeta[], target: unknown): IndexMeta[] {
  if (target === "*") return all;
  if (typeof target === "string" || Array.isArray(target)) {
    const names = Array.isArray(target) ? target : [target];
    return names.map((name) => {
      if (name === "_id_") fail("InvalidOptions", "cannot drop _id index");
      return all.find((i) => i.name === name) ?? fail("IndexNotFound", `index not found with name [${String(name)}]`);
    });
  }
  if (isPlainObject(target)) {
    if (isIdKey(target)) fail("InvalidOptions", "cannot drop _id index");
    const found = all.filter((i) => sameKey(i.spec.key, target));
    if (!found.length) fail("IndexNotFound", `can't find index with key: ${formatDoc(target)}`);
    if (found.length > 1)
      fail("IndexNotFound", `${found.length} indexes found for key: ${formatDoc(target)}, identify by name instead.`);
    return found;
  }
  return fail("TypeMismatch", "BSON field 'dropIndexes.index' is the wrong type, expected string, array or object");
}

const dropIndexes: CommandHandler = (cmd, ctx) => {
  const name = collectionArg(cmd);
  const coll = requireCollection(ctx, name, `ns not found ${ctx.db}.${name}`);
  const all = ctx.store.catalog.indexes(coll.id);
  const drop = indexesToDrop(all, cmd.index);
  ctx.store.write(() => drop.forEach((index) => ctx.store.dropIndex(index)));
  return { nIndexesWas: 1 + all.length, ok: 1 };
};

export const indexCommands: Record<string, CommandHandler> = {
  createIndexes,
  listIndexes,
  dropIndexes,
  deleteIndexes: dropIndexes,
};
