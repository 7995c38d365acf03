import { describe, expect, it } from "vitest";
import { DocCache } from "../src/storage/doc-cache";
import type { StoredDoc } from "../src/storage/types";

const doc = (rid: number, size = 10): StoredDoc => ({ rid, ver: 1, exact: { _id: rid }, norm: { _id: rid }, size });

describe("document cache", () => {
  it("evicts the least recently used entries, never more than its limit", () => {
    const cache = new DocCache(3, 1_000);
    for (const rid of [1, 2, 3]) cache.put(doc(rid));
    cache.get(1, 1);
    cache.put(doc(4));
    expect(cache.get(2, 1)).toBeUndefined();
    expect([1, 3, 4].map((rid) => cache.get(rid, 1)?.rid)).toEqual([1, 3, 4]);
    for (let rid = 5; rid < 10_000; rid++) cache.put(doc(rid));
    expect(cache.size).toBe(3);
    expect(cache.get(9_999, 1)?.rid).toBe(9_999);
  });

  it("keeps its bytes under the limit and ignores stale versions", () => {
    const cache = new DocCache(100, 25);
    cache.put(doc(1));
    cache.put(doc(2));
    cache.put(doc(3));
    expect(cache.size).toBe(2);
    expect(cache.get(1, 1)).toBeUndefined();
    expect(cache.get(3, 2)).toBeUndefined();
  });
});
