import { Binary, serialize, UUID } from "bson";
import { normalizeDoc } from "../bson/normalize";
import { isPlainObject, type Doc } from "../bson/types";
import { decodeStored as decode } from "./codec";
import type { SqliteDb } from "./sqlite";
import type { CollectionMeta, IndexMeta } from "./types";

interface Snapshot {
  collections: Map<string, CollectionMeta>;
  indexes: Map<number, IndexMeta[]>;
}

interface CollectionRow {
  id: number;
  db: string;
  name: string;
  options: Buffer;
  uuid: Buffer;
}

interface IndexRow {
  id: number;
  cid: number;
  name: string;
  spec: Buffer;
  multikey_fields: number;
}

const nsKey = (db: string, name: string): string => `${db}\0${name}`;

function toIndexMeta(row: IndexRow): IndexMeta {
  const spec = decode(row.spec);
  const key = isPlainObject(spec.key) ? spec.key : {};
  const partial = spec.partialFilterExpression;
  const fields = Object.entries(key);
  return {
    id: row.id,
    cid: row.cid,
    name: row.name,
    spec,
    fields,
    unique: spec.unique === true,
    sparse: spec.sparse === true,
    multikey: row.multikey_fields !== 0,
    multikeyFields: fields.map((_, i) => (row.multikey_fields & (1 << i)) !== 0),
    partialFilter: isPlainObject(partial) ? normalizeDoc(partial) : undefined,
  };
}

/**
 * Collection and index metadata. Reads come from an in-memory snapshot that is
 * dropped after every change or rollback and reloaded from sqlite on demand,
 * so it always matches what the open transaction sees.
 */
export class Catalog {
  private snapshot: Snapshot | undefined;

  constructor(private readonly db: SqliteDb) {}

  invalidate(): void {
    this.snapshot = undefined;
  }

  get(db: string, name: string): CollectionMeta | undefined {
    return this.load().collections.get(nsKey(db, name));
  }

  list(db?: string): CollectionMeta[] {
    const all = [...this.load().collections.values()].filter((c) => db === undefined || c.db === db);
    return all.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  }

  indexes(cid: number): IndexMeta[] {
    return this.load().indexes.get(cid) ?? [];
  }

  addCollection(db: string, name: string, options: Doc): CollectionMeta {
    const uuid = Buffer.from(new UUID().buffer);
    this.db
      .prepare("INSERT INTO collections (db, name, options, uuid) VALUES (?, ?, ?, ?)")
      .run(db, name, Buffer.from(serialize(options)), uuid);
    this.invalidate();
    const created = this.get(db, name);
    if (!created) throw new Error(`collection ${db}.${name} vanished after creation`);
    return created;
  }

  removeCollection(cid: number): void {
    this.db.prepare("DELETE FROM indexes WHERE cid = ?").run(cid);
    this.db.prepare("DELETE FROM collections WHERE id = ?").run(cid);
    this.invalidate();
  }

  renameCollection(cid: number, db: string, name: string): void {
    this.db.prepare("UPDATE collections SET db = ?, name = ? WHERE id = ?").run(db, name, cid);
    this.invalidate();
  }

  addIndex(cid: number, spec: Doc): IndexMeta {
    const name = String(spec.name);
    this.db
      .prepare("INSERT INTO indexes (cid, name, spec) VALUES (?, ?, ?)")
      .run(cid, name, Buffer.from(serialize(spec)));
    this.invalidate();
    const created = this.indexes(cid).find((i) => i.name === name);
    if (!created) throw new Error(`index ${name} vanished after creation`);
    return created;
  }

  removeIndex(iid: number): void {
    this.db.prepare("DELETE FROM indexes WHERE id = ?").run(iid);
    this.invalidate();
  }

  /** Marks key fields multikey (bit i for field i); the `multikey` column is what versions before 2 read. */
  setMultikey(iid: number, fieldBits: number): void {
    this.db
      .prepare("UPDATE indexes SET multikey = 1, multikey_fields = multikey_fields | ? WHERE id = ?")
      .run(fieldBits, iid);
    this.invalidate();
  }

  private load(): Snapshot {
    if (this.snapshot) return this.snapshot;
    const collections = new Map<string, CollectionMeta>();
    for (const row of this.db.prepare("SELECT id, db, name, options, uuid FROM collections").all() as CollectionRow[]) {
      collections.set(nsKey(row.db, row.name), {
        id: row.id,
        db: row.db,
        name: row.name,
        options: decode(row.options),
        uuid: new Binary(row.uuid, Binary.SUBTYPE_UUID),
      });
    }
    const indexes = new Map<number, IndexMeta[]>();
    for (const row of this.db
      .prepare("SELECT id, cid, name, spec, multikey_fields FROM indexes ORDER BY id")
      .all() as IndexRow[]) {
      const list = indexes.get(row.cid) ?? [];
      list.push(toIndexMeta(row));
      indexes.set(row.cid, list);
    }
    this.snapshot = { collections, indexes };
    return this.snapshot;
  }
}
