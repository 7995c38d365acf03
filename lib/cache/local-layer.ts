import type { CacheEntry } from "./entry";

/**
 * The entries this instance served or made last, up to `maxBytes` of their encoded size, least
 * recently used out first. Serving from here is what spares a cached page its Redis round trip.
 */
export class LocalLayer {
  readonly #entries = new Map<string, { entry: CacheEntry; bytes: number }>();
  #bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string): CacheEntry | undefined {
    const kept = this.#entries.get(key);
    if (!kept) return undefined;
    // A Map iterates in insertion order: inserting again makes this the most recently used.
    this.#entries.delete(key);
    this.#entries.set(key, kept);
    return kept.entry;
  }

  set(key: string, entry: CacheEntry, bytes: number) {
    this.delete(key);
    if (bytes > this.maxBytes) return;
    this.#entries.set(key, { entry, bytes });
    this.#bytes += bytes;
    for (const [oldest, { bytes: oldestBytes }] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= oldestBytes;
    }
  }

  delete(key: string) {
    const kept = this.#entries.get(key);
    if (!kept) return;
    this.#entries.delete(key);
    this.#bytes -= kept.bytes;
  }

  clear() {
    this.#entries.clear();
    this.#bytes = 0;
  }
}
