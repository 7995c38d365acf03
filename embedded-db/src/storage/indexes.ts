import type { Statement } from "better-sqlite3";
import type { Doc } from "../bson/types";
import type { Catalog } from "./catalog";
import { duplicateKeyError } from "./duplicate-key";
import { indexEntries, type IndexEntry } from "./index-keys";
import { RangeScanner, type KeyRange, type ScanEntry } from "./key-scan";
import { SharedValues, sharedValues } from "./shared-values";
import { isUniqueViolation, type SqliteDb } from "./sqlite";
import type { CollectionMeta, IndexMeta } from "./types";

interface TableStatements {
  add: Statement;
  del: Statement;
  clear: Statement;
  all: Statement;
  size: Statement;
  ranges: RangeScanner;
}

function tableStatements(db: SqliteDb, table: string): TableStatements {
  return {
    add: db.prepare(`INSERT INTO ${table} (iid, k, rid) VALUES (?, ?, ?)`),
    del: db.prepare(`DELETE FROM ${table} WHERE iid = ? AND k = ? AND rid = ?`),
    clear: db.prepare(`DELETE FROM ${table} WHERE iid = ?`),
    all: db.prepare(`SELECT k, rid FROM ${table} WHERE iid = ?`).raw(),
    size: db.prepare(`SELECT coalesce(sum(length(k) + 8), 0) FROM ${table} WHERE iid = ?`).pluck(),
    ranges: new RangeScanner(db, {
      // Joined with docs for the version, which the document cache checks.
      from: `${table} e JOIN docs d ON d.rid = e.rid`,
      keys: `${table} e`,
      owner: "e.iid",
      key: "e.k",
      ver: "d.ver",
      unique: table === "ixkeys",
    }),
  };
}

/** The spec of every collection's `_id_` index, as listIndexes shows it. */
export const ID_INDEX_SPEC = { v: 2, key: { _id: 1 }, name: "_id_" };

/** The `_id_` index of a collection, for the planner: its keys are the docs table's id_order column. */
export function idIndex(cid: number): IndexMeta {
  return {
    id: 0,
    cid,
    name: "_id_",
    spec: ID_INDEX_SPEC,
    fields: [["_id", 1]],
    unique: true,
    sparse: false,
    multikey: false,
    multikeyFields: [false],
    primary: true,
  };
}

/** Range counts kept per index, at most (a new set starts when it is full). */
const MAX_KEPT_COUNTS = 4096;

/** A zeroed bitmap holding `rid`, with the marks of `bitmap`. */
function growBitmap(bitmap: Uint8Array, rid: number): Uint8Array {
  const grown = new Uint8Array(Math.max(rid + 1, bitmap.length * 2));
  grown.set(bitmap);
  return grown;
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
  /** The `_id_` index: each collection's documents in `_id` order. */
  private readonly idOrder: RangeScanner;
  /** Record ids a count has seen (one byte per record id, all zero between counts). */
  private seen: Uint8Array = new Uint8Array(1 << 16);
  /** Per path an index leads with, how many documents hold each value beside another. */
  readonly shared: SharedValues;
  /**
   * Keys per key range as SQLite counted them, per secondary index, until an
   * entry of that index changes or a write rolls back: the universal "*"
   * range that every bike's count adds is counted once.
   */
  private readonly rangeCounts = new Map<number, Map<string, number>>();

  constructor(
    db: SqliteDb,
    private readonly catalog: Catalog,
  ) {
    this.unique = tableStatements(db, "ixkeys");
    this.other = tableStatements(db, "ixentries");
    this.shared = new SharedValues(db);
    this.idOrder = new RangeScanner(db, {
      from: "docs e",
      keys: "docs e",
      owner: "e.cid",
      key: "e.id_order",
      ver: "e.ver",
      unique: false,
    });
  }

  /** Adds a new document's entries to every index of its collection. */
  add(coll: CollectionMeta, rid: number, norm: Doc): void {
    for (const index of this.catalog.indexes(coll.id)) this.markMultikey(index, this.addDoc(coll, index, rid, norm));
    this.shared.add(coll.id, this.leadingPaths(coll.id), norm, 1);
  }

  remove(coll: CollectionMeta, rid: number, norm: Doc): void {
    for (const index of this.catalog.indexes(coll.id)) {
      for (const entry of indexEntries(index, norm).entries) this.deleteEntry(index, entry, rid);
    }
    this.shared.add(coll.id, this.leadingPaths(coll.id), norm, -1);
  }

  /** Replaces the entries of a changed document, touching only the keys that differ. */
  update(coll: CollectionMeta, rid: number, before: Doc, after: Doc): void {
    for (const index of this.catalog.indexes(coll.id)) {
      const old = byKey(indexEntries(index, before).entries);
      const next = indexEntries(index, after);
      const now = byKey(next.entries);
      for (const [k, entry] of old) if (!now.has(k)) this.deleteEntry(index, entry, rid);
      for (const [k, entry] of now) if (!old.has(k)) this.addEntry(coll, index, entry, rid);
      this.markMultikey(index, next.multikeyBits);
    }
    this.shared.change(coll.id, this.leadingPaths(coll.id), before, after);
  }

  /** The field paths the collection's indexes lead with (except index `except`). */
  leadingPaths(cid: number, except?: number): Set<string> {
    const paths = new Set<string>();
    for (const index of this.catalog.indexes(cid)) {
      const path = index.fields[0]?.[0];
      if (path !== undefined && index.id !== except) paths.add(path);
    }
    return paths;
  }

  /** Fills a new index from the existing documents. */
  build(coll: CollectionMeta, index: IndexMeta, docs: Iterable<{ rid: number; norm: Doc }>): void {
    let multikeyBits = 0;
    for (const doc of docs) multikeyBits |= this.addDoc(coll, index, doc.rid, doc.norm);
    this.markMultikey(index, multikeyBits);
  }

  drop(index: IndexMeta): void {
    this.table(index).clear.run(index.id);
    this.rangeCounts.delete(index.id);
  }

  /** Bytes of an index's entries (keys and record ids). */
  size(index: IndexMeta): number {
    return Number(this.table(index).size.get(index.id));
  }

  /**
   * Compares an index's stored entries, and the counts of shared values at the
   * path it leads with, with what its documents produce (the validate command).
   */
  verify(index: IndexMeta, docs: Iterable<{ rid: number; norm: Doc }>): { keys: number; valid: boolean } {
    const entry = (key: Buffer, rid: number): string => `${rid}:${key.toString("hex")}`;
    const path = index.fields[0]?.[0] ?? "";
    const expected = new Set<string>();
    const shared = new Map<string, number>();
    for (const doc of docs) {
      for (const e of indexEntries(index, doc.norm).entries) expected.add(entry(e.key, doc.rid));
      for (const value of sharedValues(doc.norm, path).keys()) shared.set(value, (shared.get(value) ?? 0) + 1);
    }
    const stored = this.table(index).all.all(index.id) as [Buffer, number][];
    const valid =
      stored.length === expected.size &&
      stored.every(([key, rid]) => expected.has(entry(key, rid))) &&
      this.shared.matches(index.cid, path, shared);
    return { keys: stored.length, valid };
  }

  /** The entries in `range`, in key order (`-1`: descending), read lazily in growing pages; keys only if asked for. */
  scan(index: IndexMeta, range: KeyRange, direction: 1 | -1, firstPage: number, withKeys = false): Iterable<ScanEntry> {
    if (index.primary) return this.idOrder.scan(index.cid, range, direction, firstPage, withKeys);
    return this.table(index).ranges.scan(index.id, range, direction, firstPage, withKeys);
  }

  /**
   * Counts the records with entries in `ranges` from the keys alone: how many
   * keys each range holds and, when `distinct` (a multikey index, where a
   * record may have several keys), how many different records they name.
   */
  countRanges(index: IndexMeta, ranges: KeyRange[], distinct: boolean): { keys: number[]; records: number } {
    const scanner = index.primary ? this.idOrder : this.table(index).ranges;
    const owner = index.primary ? index.cid : index.id;
    if (!distinct) {
      const keys = ranges.map((range) => (index.primary ? scanner.count(owner, range) : this.rangeCount(index, range)));
      return { keys, records: keys.reduce((a, b) => a + b, 0) };
    }
    const lists = ranges.map((range) => scanner.rids(owner, range));
    return { keys: lists.map((rids) => rids.length), records: this.distinctRecords(lists) };
  }

  /** Forgets every kept range count (a write rolled back). */
  forgetCounts(): void {
    this.rangeCounts.clear();
  }

  /** SQLite's count of a secondary index's keys in `range`, kept until the index changes. */
  private rangeCount(index: IndexMeta, range: KeyRange): number {
    let counts = this.rangeCounts.get(index.id);
    if (!counts || counts.size >= MAX_KEPT_COUNTS) {
      counts = new Map();
      this.rangeCounts.set(index.id, counts);
    }
    // U+0100 never occurs in latin1 text, so it separates the two ends.
    const key = `${range.lo.toString("latin1")}\u0100${range.hi.toString("latin1")}`;
    let n = counts.get(key);
    if (n === undefined) {
      n = this.table(index).ranges.count(index.id, range);
      counts.set(key, n);
    }
    return n;
  }

  /** How many different record ids the lists hold, marked in a reused bitmap (cleared again after). */
  private distinctRecords(lists: number[][]): number {
    let records = 0;
    for (const rids of lists) {
      for (const rid of rids) {
        if (rid >= this.seen.length) this.seen = growBitmap(this.seen, rid);
        if (this.seen[rid]) continue;
        this.seen[rid] = 1;
        records++;
      }
    }
    for (const rids of lists) for (const rid of rids) this.seen[rid] = 0;
    return records;
  }

  private table(index: IndexMeta): TableStatements {
    return index.unique ? this.unique : this.other;
  }

  /** Adds one document's entries; returns the key fields whose paths reached arrays (as bits). */
  private addDoc(coll: CollectionMeta, index: IndexMeta, rid: number, norm: Doc): number {
    const { entries, multikeyBits } = indexEntries(index, norm);
    for (const entry of entries) this.addEntry(coll, index, entry, rid);
    return multikeyBits;
  }

  private markMultikey(index: IndexMeta, bits: number): void {
    if (index.multikeyFields.some((known, i) => !known && bits & (1 << i))) this.catalog.setMultikey(index.id, bits);
  }

  private deleteEntry(index: IndexMeta, entry: IndexEntry, rid: number): void {
    this.table(index).del.run(index.id, entry.key, rid);
    this.rangeCounts.delete(index.id);
  }

  private addEntry(coll: CollectionMeta, index: IndexMeta, entry: IndexEntry, rid: number): void {
    this.rangeCounts.delete(index.id);
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
