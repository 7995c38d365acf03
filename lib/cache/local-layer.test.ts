import { describe, expect, it } from "vitest";

import { LocalLayer, type KeptEntry } from "./local-layer";

const kept = (lastModified: number, bytes: number): KeptEntry => ({
  entry: { value: null, lastModified, tags: [] },
  bytes,
  checkedAt: lastModified,
});

describe("LocalLayer", () => {
  it("keeps entries up to its size, dropping the least recently used first", () => {
    const layer = new LocalLayer(100);
    layer.set("a", kept(1, 40));
    layer.set("b", kept(2, 40));
    expect(layer.get("a")?.entry.lastModified).toBe(1); // Now b is the least recently used.
    layer.set("c", kept(3, 40));
    expect(layer.get("b")).toBeUndefined();
    expect(layer.get("a")?.entry.lastModified).toBe(1);
    expect(layer.get("c")?.entry.lastModified).toBe(3);
  });

  it("counts a replaced entry once, and keeps none larger than itself", () => {
    const layer = new LocalLayer(100);
    layer.set("a", kept(1, 60));
    layer.set("a", kept(2, 60));
    layer.set("b", kept(3, 40));
    expect(layer.get("a")?.entry.lastModified).toBe(2);
    expect(layer.get("b")?.entry.lastModified).toBe(3);
    layer.set("huge", kept(4, 101));
    expect(layer.get("huge")).toBeUndefined();
    expect(layer.get("a")).toBeDefined();
  });

  it("forgets everything when cleared", () => {
    const layer = new LocalLayer(100);
    layer.set("a", kept(1, 10));
    layer.clear();
    expect(layer.get("a")).toBeUndefined();
    layer.set("b", kept(2, 100));
    expect(layer.get("b")).toBeDefined();
  });
});
