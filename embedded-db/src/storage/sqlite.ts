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
-- Entries of unique secondary indexes; the primary key enforces uniqueness.
CREATE TABLE IF NOT EXISTS ixkeys (
  iid INTEGER NOT NULL,
  k BLOB NOT NULL,
  rid INTEGER NOT NULL,
  PRIMARY KEY (iid, k)
) WITHOUT ROWID;
`;

export type SqliteDb = Database.Database;

/** Opens the database file with durable settings (WAL, synchronous=FULL) and the schema. */
export function openSqlite(file: string): SqliteDb {
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = FULL");
  db.pragma("foreign_keys = OFF");
  db.exec(SCHEMA);
  return db;
}

export function isUniqueViolation(error: unknown): boolean {
  return (
    error instanceof Error &&
    "code" in error &&
    (error.code === "SQLITE_CONSTRAINT_UNIQUE" || error.code === "SQLITE_CONSTRAINT_PRIMARYKEY")
  );
}
