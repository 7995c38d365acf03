import type { StoredDoc } from "./types";

/** Sized for the server's memory budget: a decoded document takes several times its BSON size. */
const MAX_ENTRIES = 20_000;
const MAX_BYTES = 16 * 1024 * 1024;

interface Entry {
  doc: StoredDoc;
  newer?: Entry;
  older?: Entry;
}

/**
 * Decoded documents by row id, least recently used evicted first. An entry is
 * only used when its version equals the row's current version in sqlite, so
 * rolled-back writes can never leak in. Recency is a linked list: a hit only
 * relinks two nodes (re-inserting into the Map on every hit degrades badly).
 */
export class DocCache {
  private readonly entries = new Map<number, Entry>();
  private newest?: Entry;
  private oldest?: Entry;
  private bytes = 0;

  constructor(
    private readonly maxEntries = MAX_ENTRIES,
    private readonly maxBytes = MAX_BYTES,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get(rid: number, ver: number): StoredDoc | undefined {
    const entry = this.entries.get(rid);
    if (!entry || entry.doc.ver !== ver) return undefined;
    this.unlink(entry);
    this.linkNewest(entry);
    return entry.doc;
  }

  put(doc: StoredDoc): StoredDoc {
    this.delete(doc.rid);
    const entry: Entry = { doc };
    this.entries.set(doc.rid, entry);
    this.linkNewest(entry);
    this.bytes += doc.size;
    while (this.oldest && (this.entries.size > this.maxEntries || this.bytes > this.maxBytes)) {
      this.delete(this.oldest.doc.rid);
    }
    return doc;
  }

  delete(rid: number): void {
    const entry = this.entries.get(rid);
    if (!entry) return;
    this.unlink(entry);
    this.bytes -= entry.doc.size;
    this.entries.delete(rid);
  }

  clear(): void {
    this.entries.clear();
    this.newest = this.oldest = undefined;
    this.bytes = 0;
  }

  private linkNewest(entry: Entry): void {
    entry.older = this.newest;
    entry.newer = undefined;
    if (this.newest) this.newest.newer = entry;
    this.newest = entry;
    this.oldest ??= entry;
  }

  private unlink(entry: Entry): void {
    if (entry.newer) entry.newer.older = entry.older;
    else this.newest = entry.older;
    if (entry.older) entry.older.newer = entry.newer;
    else this.oldest = entry.newer;
    entry.newer = entry.older = undefined;
  }
}
