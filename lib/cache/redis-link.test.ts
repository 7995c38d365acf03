import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { startRedis, type RedisServer } from "../../tests/support/redis-server";
import { RedisLink, type RedisLinkHooks } from "./redis-link";
import type { Revalidation } from "./tag-revalidations";

let redis: RedisServer;

beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  redis.thaw();
  await redis.stop();
});

/** A link as an instance of `shop` has it, with what its hooks were told. */
function connect(shop = "motoparts") {
  const received: Revalidation[] = [];
  const hooks: RedisLinkHooks = { onRevalidation: (revalidation) => received.push(revalidation), onShared() {} };
  return { link: new RedisLink(redis.url, { shop, buildId: "test-build" }, hooks), received };
}

/** Keeps the event loop busy for `ms`, as a server under more load than it can serve does. */
async function stall(ms: number) {
  const end = Date.now() + ms;
  while (Date.now() < end);
  await new Promise((resolve) => setImmediate(resolve));
}

describe("RedisLink", () => {
  it("tells every other instance of a revalidation, and keeps entries for all", async () => {
    const [a, b] = [connect(), connect()];
    await vi.waitFor(() => expect(a.link.isShared && b.link.isShared).toBe(true));
    await a.link.announce({ tags: ["tools"], durations: { expire: 0 } });
    await vi.waitFor(() => expect(b.received).toEqual([{ tags: ["tools"], durations: { expire: 0 } }]));
    expect(a.received).toEqual([]); // Its own revalidation is already in its manifest.

    await a.link.write("/", Buffer.from("page"), 60_000);
    expect((await b.link.read("/"))?.toString()).toBe("page");
  });

  it("keeps two shops on one Redis apart, even on the same build", async () => {
    const [production, staging] = [connect("motoparts"), connect("motoparts-staging")];
    await vi.waitFor(() => expect(production.link.isShared && staging.link.isShared).toBe(true));
    await staging.link.write("/tools", Buffer.from("staging's catalogue"), 60_000);
    expect(await production.link.read("/tools")).toBeNull();

    await staging.link.announce({ tags: ["catalogue"], durations: { expire: 0 } });
    const sameShop = connect("motoparts-staging");
    await vi.waitFor(() => expect(sameShop.link.isShared).toBe(true));
    await sameShop.link.announce({ tags: ["reviews"], durations: { expire: 0 } });
    await vi.waitFor(() => expect(staging.received).toEqual([{ tags: ["reviews"], durations: { expire: 0 } }]));
    expect(production.received).toEqual([]);
  });

  it("stops sharing while Redis does not answer, and shares again once it does", async () => {
    const { link } = connect();
    await vi.waitFor(() => expect(link.isShared).toBe(true));
    redis.freeze();
    const asked = Date.now();
    expect(await link.read("/")).toBeNull(); // Given up, not waited for.
    expect(Date.now() - asked).toBeLessThan(1_000);
    await vi.waitFor(() => expect(link.isShared).toBe(false), { timeout: 5_000 });
    redis.thaw();
    await vi.waitFor(() => expect(link.isShared).toBe(true), { timeout: 5_000 });
  });

  it("does not take a busy server's late reading of Redis's answers for silence", async () => {
    const { link } = connect();
    await vi.waitFor(() => expect(link.isShared).toBe(true));
    for (let stalls = 0; stalls < 4; stalls++) await stall(2_500);
    expect(link.isShared).toBe(true);
  });
});
