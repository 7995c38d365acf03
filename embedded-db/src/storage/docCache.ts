import type { StoredDoc } from "./types";

/** Sized for the server's memory budget: a decoded document takes several times its BSON size. */
const MAX_ENTRIES = 50_000;
const MAX_BYTES = 32 * 1024 * 1024;

/**
 * Decoded documents by row id, least recently used evicted first. An entry is
 * only used when its version equals the row's current version in sqlite, so
 * rolled-back writes can never leak in.
 */
export class DocCache {
  /** Map iteration order is insertion order: the first entry is the least recently used. */
  private readonly entries = new Map<number, StoredDoc>();
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
    if (!entry || entry.ver !== ver) return undefined;
    this.entries.delete(rid);
    this.entries.set(rid, entry);
    return entry;
  }

  put(doc: StoredDoc): StoredDoc {
    this.delete(doc.rid);
    this.entries.set(doc.rid, doc);
    this.bytes += doc.size;
    for (const [rid] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.delete(rid);
    }
    return doc;
  }

  delete(rid: number): void {
    const entry = this.entries.get(rid);
    if (!entry) return;
    this.bytes -= entry.size;
    this.entries.delete(rid);
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }
}
