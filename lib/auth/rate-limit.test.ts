import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { startServer } from "@motoforge/embedded-db";

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

  it("locks an account out only at the address that guessed wrong, so a stranger cannot lock its owner out", async () => {
    const { admitPasswordCheck, recordWrongPassword, TooManyAttempts } = await import("./password-attempts");
    const { CLIENT_ADDRESS_HEADER } = await import("@/lib/http/client-address");
    const from = (address: string) =>
      new Request("http://shop.test/", { headers: { [CLIENT_ADDRESS_HEADER]: address } });
    const stranger = from("203.0.113.7");
    for (let i = 0; i < 10; i++) {
      await admitPasswordCheck(stranger, "owner@example.com");
      await recordWrongPassword(stranger, "owner@example.com");
    }
    await expect(admitPasswordCheck(stranger, "owner@example.com")).rejects.toBeInstanceOf(TooManyAttempts);
    await expect(admitPasswordCheck(stranger, "someone.else@example.com")).resolves.toBeUndefined();
    await expect(admitPasswordCheck(from("198.51.100.1"), "OWNER@example.com")).resolves.toBeUndefined();
  });
});
