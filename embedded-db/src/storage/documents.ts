import type { Statement } from "better-sqlite3";
import { keyBytes } from "../bson/keys";
import { normalizeDoc } from "../bson/normalize";
import type { Doc } from "../bson/types";
import type { Catalog } from "./catalog";
import { decodeStored, encodeStored } from "./codec";
import { DocCache } from "./docCache";
import { duplicateKeyError } from "./duplicateKey";
import { indexEntries, type IndexEntry } from "./indexKeys";
import { isUniqueViolation, type SqliteDb } from "./sqlite";
import type { CollectionMeta, IndexMeta, StoredDoc } from "./types";

interface BlobRow {
  ver: number;
  v: Buffer;
}

interface KeyRow {
  rid: number;
  ver: number;
}

const entryMap = (entries: IndexEntry[]): Map<string, IndexEntry> =>
  new Map(entries.map((e) => [e.key.toString("latin1"), e]));

/**
 * Document rows and the entries of unique indexes. Every method that writes
 * must run inside Store.write so that a failure rolls the whole change back.
 */
export class DocumentStore {
  private readonly cache = new DocCache();
  private nextVer: number;
  private readonly stmts: Record<
    | "list"
    | "blob"
    | "byKey"
    | "count"
    | "size"
    | "insert"
    | "update"
    | "delete"
    | "clear"
    | "addKey"
    | "delKey"
    | "clearKeys",
    Statement
  >;

  constructor(
    db: SqliteDb,
    private readonly catalog: Catalog,
  ) {
    this.stmts = {
      list: db.prepare("SELECT rid, ver FROM docs WHERE cid = ? ORDER BY rid").raw(),
      blob: db.prepare("SELECT ver, v FROM docs WHERE rid = ?"),
      byKey: db.prepare("SELECT rid, ver FROM docs WHERE cid = ? AND k = ?"),
      count: db.prepare("SELECT count(*) FROM docs WHERE cid = ?").pluck(),
      size: db.prepare("SELECT coalesce(sum(length(v)), 0) FROM docs WHERE cid = ?").pluck(),
      insert: db.prepare("INSERT INTO docs (cid, k, ver, v) VALUES (?, ?, ?, ?)"),
      update: db.prepare("UPDATE docs SET ver = ?, v = ? WHERE rid = ?"),
      delete: db.prepare("DELETE FROM docs WHERE rid = ?"),
      clear: db.prepare("DELETE FROM docs WHERE cid = ?"),
      addKey: db.prepare("INSERT INTO ixkeys (iid, k, rid) VALUES (?, ?, ?)"),
      delKey: db.prepare("DELETE FROM ixkeys WHERE iid = ? AND k = ? AND rid = ?"),
      clearKeys: db.prepare("DELETE FROM ixkeys WHERE iid = ?"),
    };
    this.nextVer = Number(db.prepare("SELECT coalesce(max(ver), 0) + 1 FROM docs").pluck().get());
  }

  count(cid: number): number {
    return Number(this.stmts.count.get(cid));
  }

  /** Total BSON size of a collection's documents. */
  dataSize(cid: number): number {
    return Number(this.stmts.size.get(cid));
  }

  /** Documents in natural (insertion) order; safe to write to the collection while iterating. */
  *scan(cid: number): Generator<StoredDoc> {
    const rows = this.stmts.list.all(cid) as [number, number][];
    for (const [rid, ver] of rows) {
      const doc = this.load(rid, ver);
      if (doc) yield doc;
    }
  }

  getById(cid: number, id: unknown): StoredDoc | undefined {
    const row = this.stmts.byKey.get(cid, keyBytes(id)) as KeyRow | undefined;
    return row && this.load(row.rid, row.ver);
  }

  insert(coll: CollectionMeta, exact: Doc): StoredDoc {
    const bytes = encodeStored(exact);
    const norm = normalizeDoc(exact);
    const ver = this.nextVer++;
    let rid: number;
    try {
      rid = Number(this.stmts.insert.run(coll.id, keyBytes(exact._id), ver, bytes).lastInsertRowid);
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicateKeyError(coll, "_id_", { _id: 1 }, { _id: exact._id });
      throw error;
    }
    for (const index of this.uniqueIndexes(coll)) {
      for (const entry of indexEntries(index, norm)) this.addKey(coll, index, entry, rid);
    }
    return this.cache.put({ rid, ver, exact, norm, size: bytes.length });
  }

  /** Replaces a document's contents; the caller guarantees `_id` is unchanged. */
  replace(coll: CollectionMeta, old: StoredDoc, exact: Doc): StoredDoc {
    const bytes = encodeStored(exact);
    const norm = normalizeDoc(exact);
    const ver = this.nextVer++;
    this.stmts.update.run(ver, bytes, old.rid);
    for (const index of this.uniqueIndexes(coll)) {
      const before = entryMap(indexEntries(index, old.norm));
      const after = entryMap(indexEntries(index, norm));
      for (const [k, entry] of before) if (!after.has(k)) this.stmts.delKey.run(index.id, entry.key, old.rid);
      for (const [k, entry] of after) if (!before.has(k)) this.addKey(coll, index, entry, old.rid);
    }
    return this.cache.put({ rid: old.rid, ver, exact, norm, size: bytes.length });
  }

  remove(coll: CollectionMeta, old: StoredDoc): void {
    this.stmts.delete.run(old.rid);
    for (const index of this.uniqueIndexes(coll)) {
      for (const entry of indexEntries(index, old.norm)) this.stmts.delKey.run(index.id, entry.key, old.rid);
    }
    this.cache.delete(old.rid);
  }

  /** Deletes every document of a collection and the entries of its indexes. */
  clear(coll: CollectionMeta): void {
    this.stmts.clear.run(coll.id);
    for (const index of this.catalog.indexes(coll.id)) this.stmts.clearKeys.run(index.id);
    this.cache.clear();
  }

  /** Fills a new unique index from the existing documents. */
  buildIndex(coll: CollectionMeta, index: IndexMeta): void {
    if (!index.unique) return;
    for (const doc of this.scan(coll.id)) {
      for (const entry of indexEntries(index, doc.norm)) this.addKey(coll, index, entry, doc.rid);
    }
  }

  dropIndexEntries(index: IndexMeta): void {
    this.stmts.clearKeys.run(index.id);
  }

  private uniqueIndexes(coll: CollectionMeta): IndexMeta[] {
    return this.catalog.indexes(coll.id).filter((i) => i.unique);
  }

  private addKey(coll: CollectionMeta, index: IndexMeta, entry: IndexEntry, rid: number): void {
    try {
      this.stmts.addKey.run(index.id, entry.key, rid);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const keyPattern = Object.fromEntries(index.fields);
      const keyValue = Object.fromEntries(index.fields.map(([field], i) => [field, entry.values[i] ?? null]));
      throw duplicateKeyError(coll, index.name, keyPattern, keyValue);
    }
  }

  private load(rid: number, ver: number): StoredDoc | undefined {
    const cached = this.cache.get(rid, ver);
    if (cached) return cached;
    const row = this.stmts.blob.get(rid) as BlobRow | undefined;
    if (!row) return undefined;
    const exact = decodeStored(row.v);
    return this.cache.put({ rid, ver: row.ver, exact, norm: normalizeDoc(exact), size: row.v.length });
  }
}
