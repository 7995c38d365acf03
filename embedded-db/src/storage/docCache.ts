import type { StoredDoc } from "./types";

const MAX_ENTRIES = 200_000;
const MAX_BYTES = 256 * 1024 * 1024;

/**
 * Decoded documents by row id. An entry is only used when its version equals
 * the row's current version in sqlite, so rolled-back writes can never leak in.
 */
export class DocCache {
  private readonly entries = new Map<number, StoredDoc>();
  private bytes = 0;

  get(rid: number, ver: number): StoredDoc | undefined {
    const entry = this.entries.get(rid);
    return entry && entry.ver === ver ? entry : undefined;
  }

  put(doc: StoredDoc): StoredDoc {
    this.delete(doc.rid);
    if (this.entries.size >= MAX_ENTRIES || this.bytes + doc.size > MAX_BYTES) this.clear();
    this.entries.set(doc.rid, doc);
    this.bytes += doc.size;
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
