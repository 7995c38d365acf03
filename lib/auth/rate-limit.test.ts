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

  it("takes the address the nearest proxy saw, not one the client claims", async () => {
    const { clientIp } = await import("./rate-limit");
    const request = new Request("http://shop.test/api/login", { headers: { "x-forwarded-for": "6.6.6.6, 10.0.0.7" } });
    expect(clientIp(request)).toBe("10.0.0.7");
    expect(clientIp(new Request("http://shop.test/api/login"))).toBe("unknown");
  });

  it("counts trusted proxies from the right, so a CDN in front of the load balancer is seen through", async () => {
    const { clientIp } = await import("./rate-limit");
    const behindCdn = new Request("http://shop.test/api/login", {
      headers: { "x-forwarded-for": "6.6.6.6, 203.0.113.9, 198.51.100.20" },
    });
    expect(clientIp(behindCdn, 2)).toBe("203.0.113.9");
    // Fewer entries than proxies: the farthest one there is, never an entry the client added.
    const short = new Request("http://shop.test/api/login", { headers: { "x-forwarded-for": "203.0.113.9" } });
    expect(clientIp(short, 2)).toBe("203.0.113.9");
    const realIp = new Request("http://shop.test/api/login", { headers: { "x-real-ip": "192.0.2.4" } });
    expect(clientIp(realIp)).toBe("192.0.2.4");
  });
});
