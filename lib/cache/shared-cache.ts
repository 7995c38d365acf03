import {
  decodeEntry,
  encodeEntry,
  isExpired,
  isFresh,
  keepForMs,
  newEntry,
  type ReadContext,
  type WriteContext,
} from "./entry";
import { LocalLayer } from "./local-layer";
import type { CacheHandler, CacheHandlerValue, IncrementalCacheValue } from "./next-internals";
import type { RedisLink, RedisLinkHooks } from "./redis-link";
import { markRevalidated } from "./tag-revalidations";

/** How long a stale entry is served before Redis is asked again whether another instance has a newer one. */
const RECHECK_MS = 1_000;

/** What the cache needs of its link to the other instances (a RedisLink). */
export type Link = Pick<RedisLink, "isShared" | "read" | "write" | "announce">;

export type SharedCacheOptions = { localMaxBytes: number; connect(hooks: RedisLinkHooks): Link };

/**
 * One cache of pages and unstable_cache results for every instance of the shop: entries live in
 * Redis and, while fresh, in each instance's memory, so a cached page costs no Redis round trip.
 * A revalidation reaches every instance's memory at once (Redis pub/sub) and marks its tags in
 * Next.js's own manifest there, which then treats whatever they outdate as the instance that
 * revalidated does. Without Redis nothing is served from the cache: each instance renders.
 */
export class SharedCache implements CacheHandler {
  readonly #local: LocalLayer;
  readonly #redis: Link;

  constructor({ localMaxBytes, connect }: SharedCacheOptions) {
    this.#local = new LocalLayer(localMaxBytes);
    this.#redis = connect({
      onRevalidation: (revalidation) => markRevalidated(revalidation, Date.now()),
      onShared: () => this.#local.clear(),
    });
  }

  async get(key: string, context: ReadContext): Promise<CacheHandlerValue | null> {
    if (!this.#redis.isShared) return null;
    const now = Date.now();
    const local = this.#local.get(key);
    const usable = local && !isExpired(local.entry, context) ? local : undefined;
    // Stale but just looked up: served while Next.js renders a new one, without asking Redis on
    // every request until that one is in.
    if (usable && (isFresh(usable.entry, context, now) || now - usable.checkedAt < RECHECK_MS)) return usable.entry;
    // Stale or outdated here: another instance may have made a newer one since.
    const encoded = await this.#redis.read(key);
    const remote = encoded && decodeEntry(encoded);
    if (remote && !isExpired(remote, context) && remote.lastModified > (usable?.entry.lastModified ?? 0)) {
      this.#local.set(key, { entry: remote, bytes: encoded.length, checkedAt: now });
      return remote;
    }
    if (!usable) return null;
    this.#local.set(key, { ...usable, checkedAt: now });
    return usable.entry;
  }

  async set(key: string, value: IncrementalCacheValue | null, context: WriteContext) {
    if (!this.#redis.isShared) return;
    const entry = newEntry(value, context, Date.now());
    const encoded = encodeEntry(entry);
    this.#local.set(key, { entry, bytes: encoded.length, checkedAt: entry.lastModified });
    await this.#redis.write(key, encoded, keepForMs(entry));
  }

  async revalidateTag(tags: string | string[], durations?: { expire?: number }) {
    const revalidation = { tags: typeof tags === "string" ? [tags] : tags, durations };
    markRevalidated(revalidation, Date.now());
    await this.#redis.announce(revalidation);
  }

  resetRequestCache() {}
}
