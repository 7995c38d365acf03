import { randomUUID } from "node:crypto";

import { afterEach, describe, expect, it, vi } from "vitest";

import { encodeEntry, newEntry, type ReadContext } from "./entry";
import type { IncrementalCacheValue } from "./next-internals";
import type { RedisLinkHooks } from "./redis-link";
import { SharedCache, type Link } from "./shared-cache";

const pageRead = { kind: "APP_PAGE", isFallback: false } as unknown as ReadContext;
const page = (tag: string, html: string) =>
  ({ kind: "APP_PAGE", html, headers: { "x-next-cache-tags": tag } }) as unknown as IncrementalCacheValue;
const lifetime = { cacheControl: { revalidate: 60, expire: 300 } };

/** Redis as the cache sees it, in memory, with the instances' hooks to play the others' part. */
function fakeLink() {
  const stored = new Map<string, Buffer>();
  const link = {
    isShared: true,
    reads: 0,
    hooks: undefined as unknown as RedisLinkHooks,
    read: async (key: string) => {
      link.reads++;
      return stored.get(key) ?? null;
    },
    write: async (key: string, entry: Buffer) => void stored.set(key, entry),
    announce: async () => undefined,
    /** What another instance rendered and stored. */
    storeFromElsewhere: (key: string, value: IncrementalCacheValue) =>
      stored.set(key, encodeEntry(newEntry(value, lifetime, Date.now()))),
  };
  const cache = new SharedCache({
    localMaxBytes: 1_000_000,
    connect: (hooks) => {
      link.hooks = hooks;
      return link as Link;
    },
  });
  return { cache, link };
}

describe("SharedCache", () => {
  afterEach(() => vi.useRealTimers());

  it("serves a fresh entry from memory without asking Redis", async () => {
    const { cache, link } = fakeLink();
    await cache.set("/", page("tools", "first"), lifetime);
    expect((await cache.get("/", pageRead))?.value).toMatchObject({ html: "first" });
    expect(link.reads).toBe(0);
  });

  it("takes another instance's render once a revalidation outdates its own", async () => {
    const { cache, link } = fakeLink();
    const tag = `tools-${randomUUID()}`;
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() - 1_000 }); // Rendered a second ago.
    await cache.set("/", page(tag, "old"), lifetime);
    vi.useRealTimers(); // Next.js's tags manifest reads the clock through performance.now().
    link.hooks.onRevalidation({ tags: [tag], durations: { expire: 0 } });
    expect(await cache.get("/", pageRead)).toBeNull(); // Nobody has rendered it since: render.
    link.storeFromElsewhere("/", page(tag, "new"));
    expect((await cache.get("/", pageRead))?.value).toMatchObject({ html: "new" });
  });

  it("asks Redis for a newer copy of a stale entry once a second, not on every request", async () => {
    const { cache, link } = fakeLink();
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    await cache.set("/", page("tools", "made here"), lifetime);
    vi.advanceTimersByTime(61_000);
    for (let request = 0; request < 5; request++) await cache.get("/", pageRead);
    expect(link.reads).toBe(1);
    link.storeFromElsewhere("/", page("tools", "made elsewhere"));
    vi.advanceTimersByTime(1_000);
    expect((await cache.get("/", pageRead))?.value).toMatchObject({ html: "made elsewhere" });
    expect(link.reads).toBe(2);
  });

  it("serves nothing while Redis is away, and forgets what it kept when sharing starts again", async () => {
    const { cache, link } = fakeLink();
    await cache.set("/", page("tools", "before"), lifetime);
    link.isShared = false;
    expect(await cache.get("/", pageRead)).toBeNull();
    link.isShared = true;
    link.hooks.onShared();
    expect(await cache.get("/", pageRead)).not.toBeNull(); // From Redis, which kept it.
    expect(link.reads).toBe(1);
  });
});
