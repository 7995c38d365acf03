import { randomUUID } from "node:crypto";

import { describe, expect, it } from "vitest";

import { decodeEntry, encodeEntry, isExpired, isFresh, keepForMs, newEntry, type ReadContext } from "./entry";
import type { IncrementalCacheValue } from "./next-internals";
import { markRevalidated } from "./tag-revalidations";

const newTag = () => `tag-${randomUUID()}`;
const page = (tags: string[]) =>
  ({
    kind: "APP_PAGE",
    html: "<h1>MotoForge</h1>",
    rscData: Buffer.from("rsc"),
    segmentData: new Map([["/_tree", Buffer.from("tree")]]),
    headers: { "x-next-cache-tags": tags.join(",") },
    postponed: undefined,
    status: 200,
  }) as unknown as IncrementalCacheValue;
const fetched = { kind: "FETCH", data: { headers: {}, body: "[]", status: 200, url: "" }, revalidate: 60 } as const;
const pageRead = { kind: "APP_PAGE", isFallback: false } as unknown as ReadContext;
const fetchRead = (tags: string[] = [], softTags: string[] = []) =>
  ({ kind: "FETCH", tags, softTags }) as unknown as ReadContext;

describe("newEntry", () => {
  it("takes a page's tags from its header and an unstable_cache result's from the call", () => {
    const cacheControl = { revalidate: 60, expire: 300 };
    expect(newEntry(page(["tools", "_N_T_/"]), { cacheControl }, 1_000)).toMatchObject({
      lastModified: 1_000,
      cacheControl,
      tags: ["tools", "_N_T_/"],
    });
    expect(newEntry(fetched as IncrementalCacheValue, { fetchCache: true, tags: ["reviews"] }, 1_000)).toMatchObject({
      tags: ["reviews"],
    });
  });
});

describe("isFresh and isExpired", () => {
  it("expire an entry made before its tag was revalidated, not one made after", () => {
    const tag = newTag();
    const before = newEntry(page([tag]), { cacheControl: { revalidate: 60, expire: 300 } }, Date.now() - 10);
    markRevalidated({ tags: [tag], durations: { expire: 0 } }, Date.now() - 5);
    const after = newEntry(page([tag]), { cacheControl: { revalidate: 60, expire: 300 } }, Date.now());
    expect(isExpired(before, pageRead)).toBe(true);
    expect(isFresh(before, pageRead, Date.now())).toBe(false);
    expect(isExpired(after, pageRead)).toBe(false);
    expect(isFresh(after, pageRead, Date.now())).toBe(true);
  });

  it("keep a stale entry, which Next.js serves while it renders a new one", () => {
    const tag = newTag();
    const entry = newEntry(page([tag]), { cacheControl: { revalidate: 60, expire: 300 } }, Date.now() - 10);
    markRevalidated({ tags: [tag], durations: {} }, Date.now());
    expect(isExpired(entry, pageRead)).toBe(false);
    expect(isFresh(entry, pageRead, Date.now())).toBe(false);
    const old = newEntry(page([]), { cacheControl: { revalidate: 60, expire: 300 } }, 1_000);
    expect(isFresh(old, pageRead, 60_999)).toBe(true);
    expect(isFresh(old, pageRead, 61_000)).toBe(false);
  });

  it("check an unstable_cache read against the call's tags and its page's path too", () => {
    const [callTag, pathTag] = [newTag(), newTag()];
    const entry = newEntry(fetched as IncrementalCacheValue, { fetchCache: true, tags: [] }, Date.now() - 10);
    markRevalidated({ tags: [pathTag], durations: { expire: 0 } }, Date.now());
    expect(isExpired(entry, fetchRead([callTag]))).toBe(false);
    expect(isExpired(entry, fetchRead([callTag], [pathTag]))).toBe(true);
    expect(isFresh(entry, fetchRead([callTag]), entry.lastModified + 59_000)).toBe(true);
    expect(isFresh(entry, fetchRead([callTag]), entry.lastModified + 60_000)).toBe(false);
  });
});

describe("encodeEntry and decodeEntry", () => {
  it("keep a page's Buffers and Maps as they are", () => {
    const entry = newEntry(page(["tools"]), { cacheControl: { revalidate: 60, expire: 300 } }, 1_000);
    const decoded = decodeEntry(encodeEntry(entry));
    expect(decoded).toEqual(entry);
    const value = decoded?.value as { rscData: Buffer; segmentData: Map<string, Buffer> };
    expect(Buffer.isBuffer(value.rscData)).toBe(true);
    expect(value.segmentData.get("/_tree")?.toString()).toBe("tree");
  });

  it("read what they cannot decode as a miss", () => {
    expect(decodeEntry(Buffer.from("not an entry"))).toBeNull();
  });
});

describe("keepForMs", () => {
  it("keeps an entry in Redis until Next.js would render it afresh anyway, a day at most", () => {
    expect(keepForMs(newEntry(page([]), { cacheControl: { revalidate: 60, expire: 300 } }, 0))).toBe(300_000);
    expect(keepForMs(newEntry(fetched as IncrementalCacheValue, { fetchCache: true }, 0))).toBe(86_400_000);
  });
});
