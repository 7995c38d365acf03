import type { Statement } from "better-sqlite3";
import { keyBytes } from "../bson/keys";
import { normalizeDoc } from "../bson/normalize";
import type { Doc } from "../bson/types";
import { decodeStored, encodeStored } from "./codec";
import { DocCache } from "./doc-cache";
import { duplicateKeyError } from "./duplicate-key";
import type { IndexStore } from "./indexes";
import { encodeField } from "./key-order";
import { isUniqueViolation, type SqliteDb } from "./sqlite";
import type { CollectionMeta, StoredDoc } from "./types";

const SCAN_PAGE = 1000;

/** The `_id` as an ascending index key: the docs table's id_order column. */
const idOrder = (norm: Doc): Buffer => encodeField(norm._id, 1);

interface BlobRow {
  ver: number;
  v: Buffer;
}

interface KeyRow {
  rid: number;
  ver: number;
}

/**
 * Document rows; every write also maintains the collection's index entries.
 * Every method that writes must run inside Store.write so that a failure rolls
 * the whole change back.
 */
export class DocumentStore {
  private readonly cache = new DocCache();
  /** Document counts by collection, kept up to date by writes and forgotten on rollback. */
  private readonly counts = new Map<number, number>();
  private nextVer: number;
  private readonly stmts: Record<
    | "list"
    | "maxRid"
    | "blob"
    | "byKey"
    | "count"
    | "size"
    | "keysSize"
    | "insert"
    | "update"
    | "setIdOrder"
    | "delete"
    | "clear",
    Statement
  >;

  constructor(
    db: SqliteDb,
    private readonly indexes: IndexStore,
  ) {
    this.stmts = {
      list: db.prepare("SELECT rid, ver FROM docs WHERE cid = ? AND rid > ? AND rid <= ? ORDER BY rid LIMIT ?").raw(),
      maxRid: db.prepare("SELECT coalesce(max(rid), 0) FROM docs WHERE cid = ?").pluck(),
      blob: db.prepare("SELECT ver, v FROM docs WHERE rid = ?"),
      byKey: db.prepare("SELECT rid, ver FROM docs WHERE cid = ? AND k = ?"),
      count: db.prepare("SELECT count(*) FROM docs WHERE cid = ?").pluck(),
      size: db.prepare("SELECT coalesce(sum(length(v)), 0) FROM docs WHERE cid = ?").pluck(),
      keysSize: db.prepare("SELECT coalesce(sum(length(k)), 0) FROM docs WHERE cid = ?").pluck(),
      insert: db.prepare("INSERT INTO docs (cid, k, id_order, ver, v) VALUES (?, ?, ?, ?, ?)"),
      update: db.prepare("UPDATE docs SET ver = ?, v = ? WHERE rid = ?"),
      setIdOrder: db.prepare("UPDATE docs SET id_order = ? WHERE rid = ?"),
      delete: db.prepare("DELETE FROM docs WHERE rid = ?"),
      clear: db.prepare("DELETE FROM docs WHERE cid = ?"),
    };
    this.nextVer = Number(db.prepare("SELECT coalesce(max(ver), 0) + 1 FROM docs").pluck().get());
  }

  /** The number of documents, without reading any of them. */
  count(cid: number): number {
    let n = this.counts.get(cid);
    if (n === undefined) {
      n = Number(this.stmts.count.get(cid));
      this.counts.set(cid, n);
    }
    return n;
  }

  /** Called when a transaction rolls back: cached counts may include undone writes. */
  forgetCounts(): void {
    this.counts.clear();
  }

  /** Total BSON size of a collection's documents. */
  dataSize(cid: number): number {
    return Number(this.stmts.size.get(cid));
  }

  /** Total size of a collection's `_id` keys (the `_id_` index). */
  idKeysSize(cid: number): number {
    return Number(this.stmts.keysSize.get(cid));
  }

  /**
   * Documents in natural (insertion) order, read in pages so memory stays flat;
   * safe to write to the collection while iterating (documents inserted meanwhile are not visited).
   */
  *scan(cid: number): Generator<StoredDoc> {
    const last = Number(this.stmts.maxRid.get(cid));
    let after = 0;
    for (;;) {
      const rows = this.stmts.list.all(cid, after, last, SCAN_PAGE) as [number, number][];
      for (const [rid, ver] of rows) {
        const doc = this.load(rid, ver);
        if (doc) yield doc;
      }
      const end = rows[rows.length - 1];
      if (!end || rows.length < SCAN_PAGE) return;
      after = end[0];
    }
  }

  getById(cid: number, id: unknown): StoredDoc | undefined {
    const row = this.stmts.byKey.get(cid, keyBytes(id)) as KeyRow | undefined;
    return row && this.load(row.rid, row.ver);
  }

  /** The document of a record id at a version, as index scans give them (undefined if it is gone). */
  fetch(rid: number, ver: number): StoredDoc | undefined {
    return this.load(rid, ver);
  }

  insert(coll: CollectionMeta, exact: Doc): StoredDoc {
    const bytes = encodeStored(exact);
    const norm = normalizeDoc(exact);
    const ver = this.nextVer++;
    let rid: number;
    try {
      rid = Number(this.stmts.insert.run(coll.id, keyBytes(exact._id), idOrder(norm), ver, bytes).lastInsertRowid);
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicateKeyError(coll, "_id_", { _id: 1 }, { _id: exact._id });
      throw error;
    }
    this.indexes.add(coll, rid, norm);
    this.adjustCount(coll.id, 1);
    return this.cache.put({ rid, ver, exact, norm, size: bytes.length });
  }

  /** Writes the ordered `_id` keys of a collection's documents (files before schema version 2 lack them). */
  writeIdOrder(cid: number): void {
    for (const doc of this.scan(cid)) this.stmts.setIdOrder.run(idOrder(doc.norm), doc.rid);
  }

  /** Replaces a document's contents; the caller guarantees `_id` is unchanged. */
  replace(coll: CollectionMeta, old: StoredDoc, exact: Doc): StoredDoc {
    const bytes = encodeStored(exact);
    const norm = normalizeDoc(exact);
    const ver = this.nextVer++;
    this.stmts.update.run(ver, bytes, old.rid);
    this.indexes.update(coll, old.rid, old.norm, norm);
    return this.cache.put({ rid: old.rid, ver, exact, norm, size: bytes.length });
  }

  remove(coll: CollectionMeta, old: StoredDoc): void {
    this.stmts.delete.run(old.rid);
    this.indexes.remove(coll, old.rid, old.norm);
    this.adjustCount(coll.id, -1);
    this.cache.delete(old.rid);
  }

  /** Deletes every document of a collection (the caller drops the index entries). */
  clear(coll: CollectionMeta): void {
    this.stmts.clear.run(coll.id);
    this.counts.delete(coll.id);
    this.cache.clear();
  }

  private adjustCount(cid: number, delta: number): void {
    const n = this.counts.get(cid);
    if (n !== undefined) this.counts.set(cid, n + delta);
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
