import { processIncrementalCache } from "./next-internals";
import { markRevalidated } from "./tag-revalidations";

/**
 * `revalidateTag(tag, { expire: 0 })` for code that runs inside a request or outside any, such as the
 * sweeps instrumentation.ts starts, where Next.js's own function throws for want of a request's store.
 * Through the server's incremental cache the tag goes where a route's revalidation goes (its cache
 * handler: this process's tags manifest and, with REDIS_URL, every instance). Before the server has
 * served a request there is no such cache yet, only the tags manifest every cached read checks.
 */
export async function revalidateTagOutsideRequests(tag: string): Promise<void> {
  const cache = processIncrementalCache();
  if (cache) await cache.revalidateTag([tag], { expire: 0 });
  else markRevalidated({ tags: [tag], durations: { expire: 0 } }, Date.now());
}
