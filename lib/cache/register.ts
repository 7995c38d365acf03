import { createCacheHandler } from "./handler";

/** Where Next.js looks for a cache handler set up before it starts (incremental-cache/index.js). */
const NEXT_CACHE_HANDLERS = Symbol.for("@next/cache-handlers");

/**
 * Makes every instance of a shop (its MongoDB database, `shop`) started with this REDIS_URL share one
 * cache of pages and unstable_cache data (SharedCache). next.config.ts calls it, so it runs as the
 * server loads its configuration.
 *
 * Not through the `cacheHandler` option: Next.js imports that file again for every request, and
 * under the loader that runs server.ts (tsx) each import() crosses to Node.js's loader thread, about
 * 1 ms more of CPU for every request to / on our machines, where / itself costs 1.3-2 ms. Next.js
 * also takes its handler from this global slot (deployment adapters fill it), and imports nothing.
 */
export function shareCacheThroughRedis(redisUrl: string, shop: string) {
  const slots = globalThis as { [NEXT_CACHE_HANDLERS]?: Record<string, unknown> };
  slots[NEXT_CACHE_HANDLERS] = { ...slots[NEXT_CACHE_HANDLERS], FetchCache: createCacheHandler(redisUrl, shop) };
}
