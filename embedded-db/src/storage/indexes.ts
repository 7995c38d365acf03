import type { Statement } from "better-sqlite3";
import type { Doc } from "../bson/types";
import type { Catalog } from "./catalog";
import { duplicateKeyError } from "./duplicate-key";
import { indexEntries, type IndexEntry } from "./index-keys";
import { isUniqueViolation, type SqliteDb } from "./sqlite";
import type { CollectionMeta, IndexMeta } from "./types";

/** Index keys from `lo` (inclusive) to `hi` (exclusive), in key-order.ts bytes. */
export interface KeyRange {
  lo: Buffer;
  hi: Buffer;
}

interface TableStatements {
  add: Statement;
  del: Statement;
  clear: Statement;
  all: Statement;
  size: Statement;
  forward: Statement;
  backward: Statement;
  forwardKey: Statement;
  backwardKey: Statement;
}

const MAX_PAGE = 10_000;

/**
 * Paged key reads: a page resumes after the last (k, rid) seen, so a scan never
 * holds a statement open across other reads or writes. Pages return only
 * record ids and versions (joined from docs, for the document cache); the key
 * to resume from is read separately, only when another page is needed.
 * Parameters: the index, the range's far end, the (key, rid) to resume after, a row count.
 */
function tableStatements(db: SqliteDb, table: string): TableStatements {
  const [asc, desc] = table === "ixkeys" ? ["e.k", "e.k DESC"] : ["e.k, e.rid", "e.k DESC, e.rid DESC"];
  const forward = `e.iid = @iid AND e.k < @far AND e.k >= @key AND (e.k > @key OR e.rid > @rid) ORDER BY ${asc}`;
  const backward = `e.iid = @iid AND e.k >= @far AND e.k <= @key AND (e.k < @key OR e.rid < @rid) ORDER BY ${desc}`;
  const page = (where: string): Statement =>
    db.prepare(`SELECT e.rid, d.ver FROM ${table} e JOIN docs d ON d.rid = e.rid WHERE ${where} LIMIT @n`).raw();
  const resumeKey = (where: string): Statement =>
    db.prepare(`SELECT e.k FROM ${table} e WHERE ${where} LIMIT 1 OFFSET @n`).pluck();
  return {
    add: db.prepare(`INSERT INTO ${table} (iid, k, rid) VALUES (?, ?, ?)`),
    del: db.prepare(`DELETE FROM ${table} WHERE iid = ? AND k = ? AND rid = ?`),
    clear: db.prepare(`DELETE FROM ${table} WHERE iid = ?`),
    all: db.prepare(`SELECT k, rid FROM ${table} WHERE iid = ?`).raw(),
    size: db.prepare(`SELECT coalesce(sum(length(k) + 8), 0) FROM ${table} WHERE iid = ?`).pluck(),
    forward: page(forward),
    backward: page(backward),
    forwardKey: resumeKey(forward),
    backwardKey: resumeKey(backward),
  };
}

const byKey = (entries: IndexEntry[]): Map<string, IndexEntry> =>
  new Map(entries.map((e) => [e.key.toString("latin1"), e]));

/**
 * The entries of secondary indexes, written in the same transaction as the
 * document they describe. Methods that write must run inside Store.write.
 */
export class IndexStore {
  private readonly unique: TableStatements;
  private readonly other: TableStatements;

  constructor(
    db: SqliteDb,
    private readonly catalog: Catalog,
  ) {
    this.unique = tableStatements(db, "ixkeys");
    this.other = tableStatements(db, "ixentries");
  }

  /** Adds a new document's entries to every index of its collection. */
  add(coll: CollectionMeta, rid: number, norm: Doc): void {
    for (const index of this.catalog.indexes(coll.id)) {
      if (this.addDoc(coll, index, rid, norm) && !index.multikey) this.catalog.setMultikey(index.id);
    }
  }

  remove(coll: CollectionMeta, rid: number, norm: Doc): void {
    for (const index of this.catalog.indexes(coll.id)) {
      const table = this.table(index);
      for (const entry of indexEntries(index, norm).entries) table.del.run(index.id, entry.key, rid);
    }
  }

  /** Replaces the entries of a changed document, touching only the keys that differ. */
  update(coll: CollectionMeta, rid: number, before: Doc, after: Doc): void {
    for (const index of this.catalog.indexes(coll.id)) {
      const table = this.table(index);
      const old = byKey(indexEntries(index, before).entries);
      const next = indexEntries(index, after);
      const now = byKey(next.entries);
      for (const [k, entry] of old) if (!now.has(k)) table.del.run(index.id, entry.key, rid);
      for (const [k, entry] of now) if (!old.has(k)) this.addEntry(coll, index, entry, rid);
      if (next.multikey && !index.multikey) this.catalog.setMultikey(index.id);
    }
  }

  /** Fills a new index from the existing documents. */
  build(coll: CollectionMeta, index: IndexMeta, docs: Iterable<{ rid: number; norm: Doc }>): void {
    let multikey = false;
    for (const doc of docs) multikey = this.addDoc(coll, index, doc.rid, doc.norm) || multikey;
    if (multikey) this.catalog.setMultikey(index.id);
  }

  drop(index: IndexMeta): void {
    this.table(index).clear.run(index.id);
  }

  /** Bytes of an index's entries (keys and record ids). */
  size(index: IndexMeta): number {
    return Number(this.table(index).size.get(index.id));
  }

  /** Compares an index's stored entries with the entries its documents produce (the validate command). */
  verify(index: IndexMeta, docs: Iterable<{ rid: number; norm: Doc }>): { keys: number; valid: boolean } {
    const entry = (key: Buffer, rid: number): string => `${rid}:${key.toString("hex")}`;
    const expected = new Set<string>();
    for (const doc of docs) for (const e of indexEntries(index, doc.norm).entries) expected.add(entry(e.key, doc.rid));
    const stored = this.table(index).all.all(index.id) as [Buffer, number][];
    const valid = stored.length === expected.size && stored.every(([key, rid]) => expected.has(entry(key, rid)));
    return { keys: stored.length, valid };
  }

  /** [record id, version] of the entries in `range`, in key order (`-1`: descending), read lazily in growing pages. */
  *scan(index: IndexMeta, range: KeyRange, direction: 1 | -1, firstPage: number): Generator<[number, number]> {
    const table = this.table(index);
    const [page, key] = direction === 1 ? [table.forward, table.forwardKey] : [table.backward, table.backwardKey];
    let pageSize = Math.min(Math.max(firstPage, 1), MAX_PAGE);
    // Resuming after (lo, -1) includes lo; after (hi, -1) excludes hi, as the range says.
    const farEnd = direction === 1 ? range.hi : range.lo;
    let lastKey = direction === 1 ? range.lo : range.hi;
    let lastRid = -1;
    for (;;) {
      const params = { iid: index.id, far: farEnd, key: lastKey, rid: lastRid };
      const rows = page.all({ ...params, n: pageSize }) as [number, number][];
      yield* rows;
      const last = rows[rows.length - 1];
      if (!last || rows.length < pageSize) return;
      lastKey = key.get({ ...params, n: pageSize - 1 }) as Buffer;
      lastRid = last[0];
      pageSize = Math.min(pageSize * 2, MAX_PAGE);
    }
  }

  private table(index: IndexMeta): TableStatements {
    return index.unique ? this.unique : this.other;
  }

  /** Adds one document's entries; returns whether they make the index multikey. */
  private addDoc(coll: CollectionMeta, index: IndexMeta, rid: number, norm: Doc): boolean {
    const { entries, multikey } = indexEntries(index, norm);
    for (const entry of entries) this.addEntry(coll, index, entry, rid);
    return multikey;
  }

  private addEntry(coll: CollectionMeta, index: IndexMeta, entry: IndexEntry, rid: number): void {
    try {
      this.table(index).add.run(index.id, entry.key, rid);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const keyPattern = Object.fromEntries(index.fields);
      const keyValue = Object.fromEntries(index.fields.map(([field], i) => [field, entry.values[i] ?? null]));
      throw duplicateKeyError(coll, index.name, keyPattern, keyValue);
    }
  }
}
