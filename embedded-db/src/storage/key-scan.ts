import type { Statement } from "better-sqlite3";
import type { SqliteDb } from "./sqlite";

/** Keys from `lo` (inclusive) to `hi` (exclusive), in key-order.ts bytes. */
export interface KeyRange {
  lo: Buffer;
  hi: Buffer;
}

/** What a range scan reads per entry: record id, document version and, when asked for, the key. */
export type ScanEntry = [rid: number, ver: number, key?: Buffer];

/** Rows of (owner, key, rid) in key order: the entries of one index, or one collection's `_id` order. */
export interface KeyTable {
  /** FROM clause; the key table is aliased `e`. */
  from: string;
  /** The key table alone, aliased `e` (a count needs no document version). */
  keys: string;
  owner: string;
  key: string;
  /** The document version column (for the document cache). */
  ver: string;
  /** Keys are unique per owner, so the key alone orders the rows. */
  unique: boolean;
}

interface DirectionStatements {
  page: Statement;
  keyedPage: Statement;
  resumeKey: Statement;
}

const MAX_PAGE = 10_000;

/**
 * Paged reads of a key range: a page resumes after the last (key, rid) seen,
 * so a scan never holds a statement open across other reads or writes. Plain
 * pages return only record ids and versions; the key to resume from is then
 * read separately, only when another page is needed. Keyed pages return every
 * key (a merge compares them). Parameters: the owner, the range's far end, the
 * (key, rid) to resume after, a row count.
 */
export class RangeScanner {
  private readonly forward: DirectionStatements;
  private readonly backward: DirectionStatements;
  private readonly countRange: Statement;
  private readonly ridsInRange: Statement;

  constructor(db: SqliteDb, table: KeyTable) {
    const { from, owner, key, ver } = table;
    const order = (desc: string): string => (table.unique ? `${key}${desc}` : `${key}${desc}, e.rid${desc}`);
    const statements = (where: string): DirectionStatements => ({
      page: db.prepare(`SELECT e.rid, ${ver} FROM ${from} WHERE ${where} LIMIT @n`).raw(),
      keyedPage: db.prepare(`SELECT e.rid, ${ver}, ${key} FROM ${from} WHERE ${where} LIMIT @n`).raw(),
      resumeKey: db.prepare(`SELECT ${key} FROM ${from} WHERE ${where} LIMIT 1 OFFSET @n`).pluck(),
    });
    this.forward = statements(
      `${owner} = @owner AND ${key} < @far AND ${key} >= @key AND (${key} > @key OR e.rid > @rid) ORDER BY ${order("")}`,
    );
    this.backward = statements(
      `${owner} = @owner AND ${key} >= @far AND ${key} <= @key AND (${key} < @key OR e.rid < @rid) ORDER BY ${order(" DESC")}`,
    );
    const inRange = `FROM ${table.keys} WHERE ${owner} = @owner AND ${key} >= @lo AND ${key} < @hi`;
    this.countRange = db.prepare(`SELECT count(*) ${inRange}`).pluck();
    // One JSON array rather than a row per entry: far less work per entry for large ranges.
    this.ridsInRange = db.prepare(`SELECT json_group_array(e.rid) ${inRange}`).pluck();
  }

  /** How many entries of `owner` lie in `range`, counted by SQLite without returning them. */
  count(owner: number, range: KeyRange): number {
    return Number(this.countRange.get({ owner, lo: range.lo, hi: range.hi }));
  }

  /** The record ids of the entries of `owner` in `range`, in key order. */
  rids(owner: number, range: KeyRange): number[] {
    return JSON.parse(this.ridsInRange.get({ owner, lo: range.lo, hi: range.hi }) as string) as number[];
  }

  /** The entries of `owner` in `range`, in key order (`-1`: descending), read lazily in growing pages. */
  *scan(owner: number, range: KeyRange, direction: 1 | -1, firstPage: number, withKeys = false): Generator<ScanEntry> {
    const { page, keyedPage, resumeKey } = direction === 1 ? this.forward : this.backward;
    let pageSize = Math.min(Math.max(firstPage, 1), MAX_PAGE);
    // Resuming after (lo, -1) includes lo; after (hi, -1) excludes hi, as the range says.
    const farEnd = direction === 1 ? range.hi : range.lo;
    let lastKey = direction === 1 ? range.lo : range.hi;
    let lastRid = -1;
    for (;;) {
      const params = { owner, far: farEnd, key: lastKey, rid: lastRid };
      const rows = (withKeys ? keyedPage : page).all({ ...params, n: pageSize }) as ScanEntry[];
      yield* rows;
      const last = rows[rows.length - 1];
      if (!last || rows.length < pageSize) return;
      lastKey = last[2] ?? (resumeKey.get({ ...params, n: pageSize - 1 }) as Buffer);
      lastRid = last[0];
      pageSize = Math.min(pageSize * 2, MAX_PAGE);
    }
  }
}
