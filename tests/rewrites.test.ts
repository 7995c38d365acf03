import { describe, expect, it } from "vitest";

import nextConfig from "../next.config";

/**
 * server.ts drops the header in which Next.js tells the router what query a rewrite left a page
 * with (lib/http/rewritten-query.ts), since the shop's rewrites never change a query. This holds
 * them to that.
 */
describe("next.config.ts rewrites", () => {
  it("change paths only: no destination has a query, and none depends on one", async () => {
    const rewrites = await nextConfig.rewrites!();
    const all = Array.isArray(rewrites)
      ? rewrites
      : [...(rewrites.beforeFiles ?? []), ...(rewrites.afterFiles ?? []), ...(rewrites.fallback ?? [])];
    expect(all.length).toBeGreaterThan(0);
    for (const rewrite of all) {
      expect(rewrite.destination, rewrite.source).not.toContain("?");
      expect(rewrite.has ?? [], rewrite.source).toEqual([]);
      expect(rewrite.missing ?? [], rewrite.source).toEqual([]);
    }
  });
});
