import { deserialize, serialize } from "node:v8";

import {
  areTagsExpired,
  areTagsStale,
  type CacheHandlerValue,
  type GetIncrementalFetchCacheContext,
  type GetIncrementalResponseCacheHandlerContext,
  type IncrementalCacheValue,
  type SetIncrementalFetchCacheContext,
  type SetIncrementalResponseCacheHandlerContext,
} from "./next-internals";

/** A cached page or unstable_cache result with the tags that outdate it, in memory and in Redis. */
export type CacheEntry = CacheHandlerValue & { tags: string[] };

export type ReadContext = GetIncrementalFetchCacheContext | GetIncrementalResponseCacheHandlerContext;
export type WriteContext = SetIncrementalFetchCacheContext | SetIncrementalResponseCacheHandlerContext;
type FetchValue = Extract<IncrementalCacheValue, { revalidate: number }>;

const MAX_KEEP_MS = 24 * 60 * 60 * 1000;

export function newEntry(value: IncrementalCacheValue | null, context: WriteContext, now: number): CacheEntry {
  if (context.fetchCache) return { value, lastModified: now, tags: context.tags ?? [] };
  return { value, lastModified: now, cacheControl: context.cacheControl, tags: pageTags(value) };
}

/** A page's tags (its data's and its path's) travel in the header Next.js sends them in. */
function pageTags(value: IncrementalCacheValue | null) {
  const header = value && "headers" in value ? value.headers?.["x-next-cache-tags"] : undefined;
  return typeof header === "string" ? header.split(",") : [];
}

/** A tag revalidated since the entry was made has expired it: it must not be served. */
export const isExpired = (entry: CacheEntry, context: ReadContext) =>
  areTagsExpired(tagsToCheck(entry, context), entry.lastModified);

/** Whether the entry may be served without first asking Redis for a newer one. */
export function isFresh(entry: CacheEntry, context: ReadContext, now: number) {
  const tags = tagsToCheck(entry, context);
  if (areTagsExpired(tags, entry.lastModified) || areTagsStale(tags, entry.lastModified)) return false;
  const revalidate = revalidateSeconds(entry, context);
  return typeof revalidate !== "number" || entry.lastModified + revalidate * 1000 > now;
}

/** How long Redis keeps an entry: until Next.js would render it afresh anyway (`expire`), a day at most. */
export const keepForMs = (entry: CacheEntry) => Math.min((entry.cacheControl?.expire ?? Infinity) * 1000, MAX_KEEP_MS);

/** V8's serialization keeps a page's Buffers and Maps as they are, with no Base64 in between. */
export const encodeEntry = (entry: CacheEntry): Buffer => serialize(entry);

export function decodeEntry(bytes: Buffer): CacheEntry | null {
  try {
    return deserialize(bytes) as CacheEntry;
  } catch {
    return null; // Written by a newer Node.js than this instance's: render instead.
  }
}

// What Next.js itself checks (incremental-cache/index.js): an unstable_cache read is also outdated
// by the tags of the call and of the page's path, and goes stale after its `revalidate` seconds.
const isFetchRead = (context: ReadContext): context is GetIncrementalFetchCacheContext =>
  (context.kind as string) === "FETCH";

const tagsToCheck = (entry: CacheEntry, context: ReadContext) =>
  isFetchRead(context) ? [...entry.tags, ...(context.tags ?? []), ...(context.softTags ?? [])] : entry.tags;

function revalidateSeconds(entry: CacheEntry, context: ReadContext) {
  if (!isFetchRead(context)) return entry.cacheControl?.revalidate;
  return context.revalidate || (entry.value as FetchValue | null)?.revalidate;
}
