import { Catalog } from "./catalog";
import { DocumentStore } from "./documents";
import { GroupCommit } from "./group-commit";
import { IndexStore } from "./indexes";
import { openSqlite, SCHEMA_VERSION, type SqliteDb } from "./sqlite";
import type { Doc } from "../bson/types";
import type { CollectionMeta, IndexMeta } from "./types";

/** The storage engine: catalog, documents, index entries and group-committed write transactions. */
export class Store {
  readonly catalog: Catalog;
  readonly indexes: IndexStore;
  readonly docs: DocumentStore;
  private readonly commits: GroupCommit;
  private readonly db: SqliteDb;

  constructor(file: string) {
    this.db = openSqlite(file);
    this.catalog = new Catalog(this.db);
    this.indexes = new IndexStore(this.db, this.catalog);
    this.docs = new DocumentStore(this.db, this.indexes);
    this.commits = new GroupCommit(this.db, () => {
      this.catalog.invalidate();
      this.docs.forgetCounts();
      this.indexes.forgetCounts();
    });
    this.upgrade();
  }

  /** Runs `fn` atomically; it becomes durable at the next group commit. */
  write<T>(fn: () => T): T {
    return this.commits.run(fn);
  }

  afterCommit(listener: (error?: Error) => void): void {
    this.commits.afterCommit(listener);
  }

  close(): void {
    this.commits.flush();
    this.db.close();
  }

  ensureCollection(db: string, name: string): CollectionMeta {
    return this.catalog.get(db, name) ?? this.catalog.addCollection(db, name, {});
  }

  dropCollection(coll: CollectionMeta): void {
    for (const index of this.catalog.indexes(coll.id)) this.indexes.drop(index);
    this.indexes.shared.drop(coll.id);
    this.docs.clear(coll);
    this.catalog.removeCollection(coll.id);
  }

  createIndex(coll: CollectionMeta, spec: Doc): IndexMeta {
    const index = this.catalog.addIndex(coll.id, spec);
    this.indexes.build(coll, index, this.docs.scan(coll.id));
    const path = index.fields[0]?.[0];
    if (path !== undefined && !this.indexes.leadingPaths(coll.id, index.id).has(path)) {
      this.indexes.shared.build(coll.id, path, this.docs.scan(coll.id));
    }
    return index;
  }

  dropIndex(index: IndexMeta): void {
    this.indexes.drop(index);
    this.catalog.removeIndex(index.id);
    const path = index.fields[0]?.[0];
    if (path !== undefined && !this.indexes.leadingPaths(index.cid).has(path))
      this.indexes.shared.drop(index.cid, path);
  }

  /**
   * Rebuilds what older files lack, in one transaction: before version 1 only
   * unique indexes were stored, in another key format; before version 2 there
   * were no ordered `_id` keys and multikey was known per index, not per field;
   * before version 3 no values shared at the paths indexes lead with were counted.
   */
  private upgrade(): void {
    if (Number(this.db.pragma("user_version", { simple: true })) >= SCHEMA_VERSION) return;
    this.db.transaction(() => {
      this.db.exec(
        "DELETE FROM ixkeys; DELETE FROM ixentries; DELETE FROM ixshared; UPDATE indexes SET multikey = 0, multikey_fields = 0;",
      );
      this.catalog.invalidate();
      for (const coll of this.catalog.list()) {
        this.docs.writeIdOrder(coll.id);
        for (const index of this.catalog.indexes(coll.id)) this.indexes.build(coll, index, this.docs.scan(coll.id));
        for (const path of this.indexes.leadingPaths(coll.id)) {
          this.indexes.shared.build(coll.id, path, this.docs.scan(coll.id));
        }
      }
      this.db.pragma(`user_version = ${SCHEMA_VERSION}`);
    })();
  }
}
