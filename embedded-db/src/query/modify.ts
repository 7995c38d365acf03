import { BSONRegExp, ObjectId, serialize } from "bson";
import type { Options } from "mingo/types";
import { isPlainObject, type Doc } from "../bson/types";
import { CommandError, fail } from "../errors";
import type { Store } from "../storage/store";
import { selectDocs } from "./select";
import { applyUpdate, type UpdateSpec } from "./update";
import { upsertSeed } from "./upsert";

export interface Target {
  store: Store;
  db: string;
  collection: string;
}

export interface UpdateRequest {
  /** Exact filter (the upsert seed keeps its types); `filter` is its normalized form. */
  exactFilter: Doc;
  filter: Doc;
  spec: UpdateSpec;
  upsert: boolean;
  multi: boolean;
  arrayFilters?: Doc[];
  sort?: Doc;
  options?: Partial<Options>;
}

export interface UpdateOutcome {
  matched: number;
  modified: number;
  upsertedId?: unknown;
  /** Single-document updates: the document before and after (for findAndModify). */
  before?: Doc;
  after?: Doc;
}

/** Gives a new document an `_id` (ObjectId, first field) and checks the one it has. */
export function prepareInsert(doc: Doc): Doc {
  if (!Object.hasOwn(doc, "_id")) return { _id: new ObjectId(), ...doc };
  const id = doc._id;
  if (Array.isArray(id)) fail("InvalidIdField", "The '_id' value cannot be of type array");
  if (id instanceof RegExp || id instanceof BSONRegExp) fail("InvalidIdField", "can't use a regex for _id");
  const dollarKey = isPlainObject(id) ? Object.keys(id).find((k) => k.startsWith("$")) : undefined;
  if (dollarKey !== undefined) {
    fail(
      "DollarPrefixedFieldName",
      `_id fields may not contain '$'-prefixed fields: ${dollarKey} is not valid for storage.`,
    );
  }
  if (Object.keys(doc)[0] === "_id") return doc;
  const { _id, ...rest } = doc;
  return { _id, ...rest };
}

export function insertOne(target: Target, doc: Doc): Doc {
  const prepared = prepareInsert(doc);
  target.store.write(() => {
    const coll = target.store.ensureCollection(target.db, target.collection);
    target.store.docs.insert(coll, prepared);
  });
  return prepared;
}

const sameBytes = (a: Doc, b: Doc): boolean => Buffer.compare(serialize(a), serialize(b)) === 0;

function upsert(target: Target, req: UpdateRequest): UpdateOutcome {
  const seed = upsertSeed(req.exactFilter);
  const doc = applyUpdate(req.spec, seed, { filter: req.filter, insert: true, options: req.options });
  const inserted = insertOne(target, doc);
  return { matched: 0, modified: 0, upsertedId: inserted._id, after: inserted };
}

/** Updates the matching documents, each in its own atomic write; upserts if none match. */
export function updateMatching(target: Target, req: UpdateRequest): UpdateOutcome {
  const { store } = target;
  const coll = store.catalog.get(target.db, target.collection);
  const matches = selectDocs(store, coll, {
    filter: req.filter,
    sort: req.sort,
    limit: req.multi ? 0 : 1,
    options: req.options,
  });
  if (!coll || !matches.length) return req.upsert ? upsert(target, req) : { matched: 0, modified: 0 };
  if (req.multi && req.spec.kind === "replacement") {
    throw new CommandError("FailedToParse", "multi update is not supported for replacement-style update");
  }
  const outcome: UpdateOutcome = { matched: matches.length, modified: 0 };
  for (const doc of matches) {
    const ctx = { filter: req.filter, arrayFilters: req.arrayFilters, options: req.options, insert: false };
    const after = applyUpdate(req.spec, doc.exact, ctx);
    if (!sameBytes(after, doc.exact)) {
      store.write(() => store.docs.replace(coll, doc, after));
      outcome.modified++;
    }
    if (!req.multi) Object.assign(outcome, { before: doc.exact, after });
  }
  return outcome;
}

/** Deletes up to `limit` matching documents (0 = all); returns the deleted documents. */
export function deleteMatching(
  target: Target,
  filter: Doc,
  limit: number,
  sort?: Doc,
  options?: Partial<Options>,
): Doc[] {
  const { store } = target;
  const coll = store.catalog.get(target.db, target.collection);
  if (!coll) return [];
  const matches = selectDocs(store, coll, { filter, sort, limit, options });
  for (const doc of matches) store.write(() => store.docs.remove(coll, doc));
  return matches.map((d) => d.exact);
}
