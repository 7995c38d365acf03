import { randomUUID } from "node:crypto";

import { afterEach, describe, expect, it, vi } from "vitest";

import { tagsManifest } from "./next-internals";
import { revalidateTagOutsideRequests } from "./outside-requests";

const server = globalThis as { __incrementalCache?: unknown };

describe("revalidateTagOutsideRequests", () => {
  afterEach(() => {
    delete server.__incrementalCache;
  });

  it("hands the tag to the server's incremental cache, expiring at once, as a route's revalidateTag does", async () => {
    const revalidateTag = vi.fn(async () => {});
    server.__incrementalCache = { revalidateTag };
    const tag = `tag-${randomUUID()}`;
    await revalidateTagOutsideRequests(tag);
    expect(revalidateTag).toHaveBeenCalledExactlyOnceWith([tag], { expire: 0 });
    // The cache handler marks the manifest; nothing is marked twice here.
    expect(tagsManifest.get(tag)).toBeUndefined();
  });

  it("before the server's first request, marks the tag expired in the tags manifest every cached read checks", async () => {
    const tag = `tag-${randomUUID()}`;
    const before = Date.now();
    await revalidateTagOutsideRequests(tag);
    const times = tagsManifest.get(tag);
    expect(times?.expired).toBeGreaterThanOrEqual(before);
    expect(times?.stale).toBe(times?.expired);
  });
});
