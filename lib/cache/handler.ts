import { readFileSync } from "node:fs";
import path from "node:path";

import { PHASE_PRODUCTION_BUILD } from "next/constants";

import { FileSystemCache, type CacheHandler, type CacheHandlerContext } from "./next-internals";
import { RedisLink, type CacheNamespace } from "./redis-link";
import { SharedCache } from "./shared-cache";

/** One per process, however many times Next.js loads next.config.ts. */
let sharedCache: SharedCache | undefined;

/**
 * The class Next.js makes its incremental cache handler from, with the shared cache on `redisUrl`,
 * filed under `shop` (see CacheNamespace).
 * Next.js makes one for every request: those of the shop's server all use the process's one
 * SharedCache. `next dev` keeps Next.js's default cache, as does `next build`, whose pages are not
 * yet the ones instances serve and which has no build id to file them under until it ends.
 */
export function createCacheHandler(redisUrl: string, shop: string) {
  return class SharedCacheHandler implements CacheHandler {
    readonly #cache: CacheHandler;

    constructor(context: CacheHandlerContext) {
      const servesRequests = !context.dev && process.env.NEXT_PHASE !== PHASE_PRODUCTION_BUILD;
      this.#cache = servesRequests
        ? (sharedCache ??= new SharedCache({
            // cacheMaxMemorySize: what Next.js's default cache would keep in memory.
            localMaxBytes: context.maxMemoryCacheSize ?? 0,
            connect: (hooks) => new RedisLink(redisUrl, namespaceOf(shop, context), hooks),
          }))
        : new FileSystemCache(context as ConstructorParameters<typeof FileSystemCache>[0]);
    }

    get(...args: Parameters<CacheHandler["get"]>) {
      return this.#cache.get(...args);
    }

    set(...args: Parameters<CacheHandler["set"]>) {
      return this.#cache.set(...args);
    }

    revalidateTag(...args: Parameters<CacheHandler["revalidateTag"]>) {
      return this.#cache.revalidateTag(...args);
    }

    resetRequestCache() {
      this.#cache.resetRequestCache();
    }
  };
}

/** The shop, and the id of the build being served, which its entries are filed under in Redis. */
const namespaceOf = (shop: string, { serverDistDir = "" }: CacheHandlerContext): CacheNamespace => ({
  shop,
  buildId: readFileSync(path.join(serverDistDir, "..", "BUILD_ID"), "utf8").trim(),
});
