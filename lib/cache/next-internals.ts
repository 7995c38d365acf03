/**
 * The parts of Next.js 16.4 that the shared cache builds on and no public API offers, in one place
 * (read in node_modules/next/dist/server/lib/incremental-cache/):
 *
 * - The tags manifest: where revalidateTag(tag, durations) records when a tag went stale and when
 *   it expires, and which Next.js consults for every cached page and unstable_cache read. Its
 *   default cache writes it for its own process; the shared cache writes it for every instance's
 *   revalidations. A ".external" module, so the server and the routes' bundles share one copy.
 * - FileSystemCache: the default cache, which `next dev` and `next build` keep using.
 * - The process's incremental cache: the server keeps the one it made for its latest request in
 *   `globalThis.__incrementalCache` (base-server.js), with the cache handler in use behind it.
 *
 * Imported by next.config.ts, which Next.js compiles to CommonJS: these are the very modules its
 * own server requires.
 */
export {
  areTagsExpired,
  areTagsStale,
  tagsManifest,
} from "next/dist/server/lib/incremental-cache/tags-manifest.external.js";
export type { TagManifestEntry } from "next/dist/server/lib/incremental-cache/tags-manifest.external.js";
export { default as FileSystemCache } from "next/dist/server/lib/incremental-cache/file-system-cache.js";
export type { CacheHandler, CacheHandlerContext, CacheHandlerValue } from "next/dist/server/lib/incremental-cache";
export type {
  GetIncrementalFetchCacheContext,
  GetIncrementalResponseCacheHandlerContext,
  IncrementalCacheValue,
  SetIncrementalFetchCacheContext,
  SetIncrementalResponseCacheHandlerContext,
} from "next/dist/server/response-cache/types";

/** What Next.js's incremental cache offers to code outside a request: revalidating tags. */
type IncrementalCache = { revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void> };

/** The server's incremental cache, once it has served a request; undefined before (and outside Next.js). */
export const processIncrementalCache = () =>
  (globalThis as { __incrementalCache?: IncrementalCache }).__incrementalCache;
