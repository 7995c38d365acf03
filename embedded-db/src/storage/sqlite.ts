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
  UNIQUE (cid, name)
);
-- One row per document; k is the canonical _id key, ver changes on every write.
CREATE TABLE IF NOT EXISTS docs (
  rid INTEGER PRIMARY KEY,
  cid INTEGER NOT NULL,
  k BLOB NOT NULL,
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
`;

/** Version 1: every index stored, keys in MongoDB order; older files have their index entries rebuilt. */
export const SCHEMA_VERSION = 1;

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
  const columns = db.prepare("SELECT name FROM pragma_table_info('indexes')").pluck().all();
  if (!columns.includes("multikey")) db.exec("ALTER TABLE indexes ADD COLUMN multikey INTEGER NOT NULL DEFAULT 0");
  return db;
}

export function isUniqueViolation(error: unknown): boolean {
  return (
    error instanceof Error &&
    "code" in error &&
    (error.code === "SQLITE_CONSTRAINT_UNIQUE" || error.code === "SQLITE_CONSTRAINT_PRIMARYKEY")
  );
}
