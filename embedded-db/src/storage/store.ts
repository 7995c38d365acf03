import { Catalog } from "./catalog";
import { DocumentStore } from "./documents";
import { GroupCommit } from "./groupCommit";
import { openSqlite, type SqliteDb } from "./sqlite";
import type { Doc } from "../bson/types";
import type { CollectionMeta, IndexMeta } from "./types";

/** The storage engine: catalog, documents and group-committed write transactions. */
export class Store {
  readonly catalog: Catalog;
  readonly docs: DocumentStore;
  private readonly commits: GroupCommit;
  private readonly db: SqliteDb;

  constructor(file: string) {
    this.db = openSqlite(file);
    this.catalog = new Catalog(this.db);
    this.docs = new DocumentStore(this.db, this.catalog);
    this.commits = new GroupCommit(this.db, () => this.catalog.invalidate());
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
    this.docs.clear(coll);
    this.catalog.removeCollection(coll.id);
  }

  createIndex(coll: CollectionMeta, spec: Doc): IndexMeta {
    const index = this.catalog.addIndex(coll.id, spec);
    this.docs.buildIndex(coll, index);
    return index;
  }

  dropIndex(index: IndexMeta): void {
    this.docs.dropIndexEntries(index);
    this.catalog.removeIndex(index.id);
  }
}
