import { describe, expect, it } from "vitest";

import type { CacheEntry } from "./entry";
import { LocalLayer } from "./local-layer";

const entry = (lastModified: number): CacheEntry => ({ value: null, lastModified, tags: [] });

describe("LocalLayer", () => {
  it("keeps entries up to its size, dropping the least recently used first", () => {
    const layer = new LocalLayer(100);
    layer.set("a", entry(1), 40);
    layer.set("b", entry(2), 40);
    expect(layer.get("a")?.lastModified).toBe(1); // Now b is the least recently used.
    layer.set("c", entry(3), 40);
    expect(layer.get("b")).toBeUndefined();
    expect(layer.get("a")?.lastModified).toBe(1);
    expect(layer.get("c")?.lastModified).toBe(3);
  });

  it("counts a replaced entry once, and keeps none larger than itself", () => {
    const layer = new LocalLayer(100);
    layer.set("a", entry(1), 60);
    layer.set("a", entry(2), 60);
    layer.set("b", entry(3), 40);
    expect(layer.get("a")?.lastModified).toBe(2);
    expect(layer.get("b")?.lastModified).toBe(3);
    layer.set("huge", entry(4), 101);
    expect(layer.get("huge")).toBeUndefined();
    expect(layer.get("a")).toBeDefined();
  });

  it("forgets everything when cleared", () => {
    const layer = new LocalLayer(100);
    layer.set("a", entry(1), 10);
    layer.clear();
    expect(layer.get("a")).toBeUndefined();
    layer.set("b", entry(2), 100);
    expect(layer.get("b")).toBeDefined();
  });
});
