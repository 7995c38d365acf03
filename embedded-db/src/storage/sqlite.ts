import Database from "better-sqlite3";

const SCHEMA = `
CREATE TABLE IF NOT EXISTS collections (
  id INTEGER PRIMARY KEY,
  db TEXT NOT NULL,
  name TEXT NOT NULL,
  options BLOB NOT NULL,
  uuid BLOB NOT NULL,
  UNIQUE (db, name)
);
CREATE TABLE IF NOT EXISTS indexes (
  id INTEGER PRIMARY KEY,
  cid INTEGER NOT NULL,
  name TEXT NOT NULL,
  spec BLOB NOT NULL,
  multikey INTEGER NOT NULL DEFAULT 0,
  multikey_fields INTEGER NOT NULL DEFAULT 0,
  UNIQUE (cid, name)
);
-- One row per document; k is the canonical _id key (exact, for equality), id_order
-- the _id in MongoDB order (key-order.ts, for _id sorts and ranges); ver changes on every write.
CREATE TABLE IF NOT EXISTS docs (
  rid INTEGER PRIMARY KEY,
  cid INTEGER NOT NULL,
  k BLOB NOT NULL,
  id_order BLOB,
  ver INTEGER NOT NULL,
  v BLOB NOT NULL,
  UNIQUE (cid, k)
);
CREATE INDEX IF NOT EXISTS docs_scan ON docs (cid, rid, ver);
-- Entries of secondary indexes, k in MongoDB order (key-order.ts). Unique indexes
-- live in ixkeys, whose primary key enforces uniqueness; the others in ixentries.
CREATE TABLE IF NOT EXISTS ixkeys (
  iid INTEGER NOT NULL,
  k BLOB NOT NULL,
  rid INTEGER NOT NULL,
  PRIMARY KEY (iid, k)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS ixentries (
  iid INTEGER NOT NULL,
  k BLOB NOT NULL,
  rid INTEGER NOT NULL,
  PRIMARY KEY (iid, k, rid)
) WITHOUT ROWID;
-- Per collection, field path an index leads with, and value v at that path (ascending
-- key bytes): how many documents hold v beside another value there (shared-values.ts).
CREATE TABLE IF NOT EXISTS ixshared (
  cid INTEGER NOT NULL,
  path TEXT NOT NULL,
  v BLOB NOT NULL,
  n INTEGER NOT NULL,
  PRIMARY KEY (cid, path, v)
) WITHOUT ROWID;
`;

/** Created after ADDED_COLUMNS, which older files lack until then. */
const ADDED_COLUMN_INDEXES = "CREATE INDEX IF NOT EXISTS docs_id_order ON docs (cid, id_order);";

/** Columns added since the first release: [table, column, definition]. */
const ADDED_COLUMNS: [string, string, string][] = [
  ["indexes", "multikey", "INTEGER NOT NULL DEFAULT 0"],
  ["indexes", "multikey_fields", "INTEGER NOT NULL DEFAULT 0"],
  ["docs", "id_order", "BLOB"],
];

/**
 * Version 1: every index stored, keys in MongoDB order. Version 2: docs.id_order
 * and, per index, which key fields are multikey (multikey_fields, bit i for field i).
 * Version 3: ixshared. Store rebuilds what older files lack.
 */
export const SCHEMA_VERSION = 3;

export type SqliteDb = Database.Database;

/** The database file inside a dbpath. */
export const DATA_FILE = "embedded-db.sqlite";

/** Opens the database file with durable settings (WAL, synchronous=FULL) and the schema. */
export function openSqlite(file: string): SqliteDb {
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = FULL");
  db.pragma("foreign_keys = OFF");
  db.exec(SCHEMA);
  for (const [table, column, definition] of ADDED_COLUMNS) {
    const columns = db.prepare(`SELECT name FROM pragma_table_info('${table}')`).pluck().all();
    if (!columns.includes(column)) db.exec(`ALTER TABLE ${table} ADD COLUMN ${column} ${definition}`);
  }
  db.exec(ADDED_COLUMN_INDEXES);
  return db;
}

export function isUniqueViolation(error: unknown): boolean {
  return (
    error instanceof Error &&
    "code" in error &&
    (error.code === "SQLITE_CONSTRAINT_UNIQUE" || error.code === "SQLITE_CONSTRAINT_PRIMARYKEY")
  );
}
