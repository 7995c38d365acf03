import type { CacheEntry } from "./entry";

/** An entry as this instance keeps it: its encoded size, and when Redis was last asked for a newer one. */
export type KeptEntry = { entry: CacheEntry; bytes: number; checkedAt: number };

/**
 * The entries this instance served or made last, up to `maxBytes` of their encoded size, least
 * recently used out first. Serving from here is what spares a cached page its Redis round trip.
 */
export class LocalLayer {
  readonly #maxBytes: number;
  readonly #kept = new Map<string, KeptEntry>();
  #bytes = 0;

  constructor(maxBytes: number) {
    this.#maxBytes = maxBytes;
  }

  get(key: string): KeptEntry | undefined {
    const kept = this.#kept.get(key);
    if (!kept) return undefined;
    // A Map iterates in insertion order: inserting again makes this the most recently used.
    this.#kept.delete(key);
    this.#kept.set(key, kept);
    return kept;
  }

  set(key: string, kept: KeptEntry) {
    this.delete(key);
    if (kept.bytes > this.#maxBytes) return;
    this.#kept.set(key, kept);
    this.#bytes += kept.bytes;
    for (const [oldest, { bytes }] of this.#kept) {
      if (this.#bytes <= this.#maxBytes) break;
      this.#kept.delete(oldest);
      this.#bytes -= bytes;
    }
  }

  delete(key: string) {
    const kept = this.#kept.get(key);
    if (!kept) return;
    this.#kept.delete(key);
    this.#bytes -= kept.bytes;
  }

  clear() {
    this.#kept.clear();
    this.#bytes = 0;
  }
}
