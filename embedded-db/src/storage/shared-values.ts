import type { Statement } from "better-sqlite3";
import { pathValues } from "../bson/paths";
import type { Doc } from "../bson/types";
import { encodeField } from "./key-order";
import type { SqliteDb } from "./sqlite";

type Values = Map<string, Buffer>;

/** A document's distinct values at `path` (array elements apart) as ascending key bytes; none unless two or more. */
export function sharedValues(norm: Doc, path: string): Values {
  const values = pathValues(norm, path);
  const out: Values = new Map();
  if (values.length < 2) return out;
  for (const value of values) {
    const key = encodeField(value, 1);
    out.set(key.toString("latin1"), key);
  }
  return out.size < 2 ? new Map() : out;
}

const sameValues = (a: Values, b: Values): boolean => a.size === b.size && [...a.keys()].every((k) => b.has(k));

/**
 * For each field path that an index of a collection leads with, and each
 * value at that path: how many documents hold the value beside another one
 * (the ixshared table, written in the same transaction as the documents).
 * When all but one of several values count 0, no document holds two of them,
 * so a count over those values in an index led by that path meets no
 * document twice (whatever a partial or sparse index leaves out). Methods
 * that write must run inside Store.write.
 */
export class SharedValues {
  private readonly stmts: Record<"add" | "get" | "all" | "drop" | "dropAll", Statement>;

  constructor(db: SqliteDb) {
    this.stmts = {
      add: db.prepare(
        "INSERT INTO ixshared (cid, path, v, n) VALUES (?, ?, ?, ?) ON CONFLICT DO UPDATE SET n = n + excluded.n",
      ),
      get: db.prepare("SELECT n FROM ixshared WHERE cid = ? AND path = ? AND v = ?").pluck(),
      all: db.prepare("SELECT v, n FROM ixshared WHERE cid = ? AND path = ? AND n != 0").raw(),
      drop: db.prepare("DELETE FROM ixshared WHERE cid = ? AND path = ?"),
      dropAll: db.prepare("DELETE FROM ixshared WHERE cid = ?"),
    };
  }

  /** How many documents of collection `cid` hold `value` at `path` beside another value. */
  count(cid: number, path: string, value: unknown): number {
    return Number(this.stmts.get.get(cid, path, encodeField(value, 1)) ?? 0);
  }

  /** Counts a document in (`delta` 1) or out (-1) under each of its values at each path. */
  add(cid: number, paths: Iterable<string>, norm: Doc, delta: 1 | -1): void {
    for (const path of paths) this.apply(cid, path, sharedValues(norm, path), delta);
  }

  /** Moves a changed document's counts where its values at a path changed. */
  change(cid: number, paths: Iterable<string>, before: Doc, after: Doc): void {
    for (const path of paths) {
      const [old, now] = [sharedValues(before, path), sharedValues(after, path)];
      if (sameValues(old, now)) continue;
      this.apply(cid, path, old, -1);
      this.apply(cid, path, now, 1);
    }
  }

  /** Counts every document at a path an index now leads with and none did before. */
  build(cid: number, path: string, docs: Iterable<{ norm: Doc }>): void {
    const totals = new Map<string, { value: Buffer; n: number }>();
    for (const doc of docs) {
      for (const [k, value] of sharedValues(doc.norm, path)) {
        const total = totals.get(k) ?? { value, n: 0 };
        total.n++;
        totals.set(k, total);
      }
    }
    for (const { value, n } of totals.values()) this.stmts.add.run(cid, path, value, n);
  }

  /** Forgets a path no index leads with any more (every path of the collection without one). */
  drop(cid: number, path?: string): void {
    if (path === undefined) this.stmts.dropAll.run(cid);
    else this.stmts.drop.run(cid, path);
  }

  /** Whether the stored counts at a path are `expected`, by value (latin1 of the key bytes; the validate command). */
  matches(cid: number, path: string, expected: Map<string, number>): boolean {
    const stored = this.stmts.all.all(cid, path) as [Buffer, number][];
    return stored.length === expected.size && stored.every(([v, n]) => expected.get(v.toString("latin1")) === n);
  }

  private apply(cid: number, path: string, values: Values, delta: 1 | -1): void {
    for (const value of values.values()) this.stmts.add.run(cid, path, value, delta);
  }
}
