import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { startServer } from "@/embedded-db/src/server";

/** The limiter against a real (embedded) MongoDB, as every app instance shares it. */
describe("rate limit", () => {
  let server: Awaited<ReturnType<typeof startServer>>;

  beforeAll(async () => {
    server = await startServer({ port: 0, dbpath: ":memory:" });
    process.env.MONGODB_URI = `${server.uri}/rate-limit-test`;
  });

  afterAll(async () => {
    const { getMongoClient } = await import("@/lib/db/client");
    await (await getMongoClient()).close();
    await server.close();
  });

  it("lets the limit through, refuses the next, and starts again after the window", async () => {
    const { hit, isLimited } = await import("./rate-limit");
    const rule = { name: "test", limit: 3, windowSeconds: 60 };
    expect(await Promise.all([hit(rule, "1.2.3.4"), hit(rule, "1.2.3.4"), hit(rule, "1.2.3.4")])).toEqual([
      true,
      true,
      true,
    ]);
    expect(await isLimited(rule, "1.2.3.4")).toBe(true);
    expect(await hit(rule, "1.2.3.4")).toBe(false);
    expect(await hit(rule, "5.6.7.8")).toBe(true);

    vi.useFakeTimers({ now: Date.now() + 61_000, toFake: ["Date"] });
    try {
      expect(await isLimited(rule, "1.2.3.4")).toBe(false);
      expect(await hit(rule, "1.2.3.4")).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it("counts concurrent attempts exactly", async () => {
    const { hit } = await import("./rate-limit");
    const rule = { name: "burst", limit: 10, windowSeconds: 60 };
    const results = await Promise.all(Array.from({ length: 25 }, () => hit(rule, "9.9.9.9")));
    expect(results.filter(Boolean)).toHaveLength(10);
  });
});
