import Database from "better-sqlite3";
import { EJSON } from "bson";
import { closeSync, mkdirSync, openSync, writeSync } from "node:fs";
import { join } from "node:path";
import { decodeStored } from "./codec";

/** Pages per backup step: all of them, so the copy is one consistent snapshot however busy the server is. */
const ALL_PAGES = 0x7fffffff;

const openReadOnly = (file: string): Database.Database => new Database(file, { readonly: true, fileMustExist: true });

/**
 * Copies a live database file to `dest` with SQLite's online backup API, from
 * a separate read-only connection: the server keeps writing meanwhile, and the
 * copy holds every transaction committed before it started.
 */
export async function backupDatabase(source: string, dest: string): Promise<void> {
  const db = openReadOnly(source);
  try {
    await db.backup(dest, { progress: () => ALL_PAGES });
  } finally {
    db.close();
  }
}

interface CollectionRow {
  id: number;
  db: string;
  name: string;
}

/**
 * Writes each collection as `<db>.<collection>.json` in `dir`: one canonical
 * Extended JSON document per line, the format `mongoimport` reads, with every
 * BSON type (Int64, Decimal128, dates, ObjectId) kept. All files come from
 * one read transaction, so they are consistent with each other.
 */
export function exportExtendedJson(source: string, dir: string): string[] {
  mkdirSync(dir, { recursive: true });
  const db = openReadOnly(source);
  try {
    return db.transaction(() => {
      const collections = db.prepare("SELECT id, db, name FROM collections ORDER BY db, name").all() as CollectionRow[];
      const docs = db.prepare("SELECT v FROM docs WHERE cid = ? ORDER BY rid").pluck();
      return collections.map((coll) => {
        const file = join(dir, `${coll.db}.${coll.name}.json`);
        const fd = openSync(file, "w");
        try {
          for (const bytes of docs.iterate(coll.id) as Iterable<Buffer>) {
            writeSync(fd, `${EJSON.stringify(decodeStored(bytes), { relaxed: false })}\n`);
          }
        } finally {
          closeSync(fd);
        }
        return file;
      });
    })();
  } finally {
    db.close();
  }
}
