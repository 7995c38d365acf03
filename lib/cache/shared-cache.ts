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
import { RedisLink } from "./redis-link";
import { markRevalidated } from "./tag-revalidations";

export type SharedCacheOptions = { redisUrl: string; buildId: string; localMaxBytes: number };

/**
 * One cache of pages and unstable_cache results for every instance of the shop: entries live in
 * Redis and, while fresh, in each instance's memory, so a cached page costs no Redis round trip.
 * A revalidation reaches every instance's memory at once (Redis pub/sub) and marks its tags in
 * Next.js's own manifest there, which then treats whatever they outdate as the instance that
 * revalidated does. Without Redis nothing is served from the cache: each instance renders.
 */
export class SharedCache implements CacheHandler {
  readonly #local: LocalLayer;
  readonly #redis: RedisLink;

  constructor({ redisUrl, buildId, localMaxBytes }: SharedCacheOptions) {
    this.#local = new LocalLayer(localMaxBytes);
    this.#redis = new RedisLink(redisUrl, buildId, {
      onRevalidation: (revalidation) => markRevalidated(revalidation, Date.now()),
      onShared: () => this.#local.clear(),
    });
  }

  async get(key: string, context: ReadContext): Promise<CacheHandlerValue | null> {
    if (!this.#redis.isShared) return null;
    const local = this.#local.get(key);
    if (local && isFresh(local, context, Date.now())) return local;
    // Stale or outdated here: another instance may have made a newer one since.
    const encoded = await this.#redis.read(key);
    const remote = encoded && decodeEntry(encoded);
    if (remote && !isExpired(remote, context) && remote.lastModified > (local?.lastModified ?? 0)) {
      this.#local.set(key, remote, encoded.length);
      return remote;
    }
    // Stale but not expired: Next.js serves it and renders a new one meanwhile.
    return local && !isExpired(local, context) ? local : null;
  }

  async set(key: string, value: IncrementalCacheValue | null, context: WriteContext) {
    if (!this.#redis.isShared) return;
    const entry = newEntry(value, context, Date.now());
    const encoded = encodeEntry(entry);
    this.#local.set(key, entry, encoded.length);
    await this.#redis.write(key, encoded, keepForMs(entry));
  }

  async revalidateTag(tags: string | string[], durations?: { expire?: number }) {
    const revalidation = { tags: typeof tags === "string" ? [tags] : tags, durations };
    markRevalidated(revalidation, Date.now());
    await this.#redis.announce(revalidation);
  }

  resetRequestCache() {}
}
