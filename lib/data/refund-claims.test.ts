import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startServer } from "@motoforge/embedded-db";

/** Refund claims on the embedded database: one holder at a time, released on failure, kept once refunded. */
describe("refund claims", () => {
  let database: Awaited<ReturnType<typeof startServer>>;

  beforeAll(async () => {
    database = await startServer({ port: 0, dbpath: ":memory:" });
    process.env.MONGODB_URI = `${database.uri}/refund-claims-test`;
  });

  afterAll(async () => {
    (await import("@/lib/db/client")).getMongoClient().then((client) => client.close());
    await database.close();
  });

  const claims = () => import("./refund-claims");

  it("lets one caller of many claim a payment's refund, and another once it is released", async () => {
    const { claimRefund, releaseRefundClaim } = await claims();
    const results = await Promise.all(Array.from({ length: 5 }, () => claimRefund("order-a", "pay-1")));
    const won = results.filter((result) => "claimed" in result);
    expect(won).toHaveLength(1);
    expect(results.filter((result) => "held" in result)).toHaveLength(4);
    expect(await claimRefund("order-a", "pay-2")).toHaveProperty("claimed");

    if (!("claimed" in won[0]!)) throw new Error("unreachable");
    await releaseRefundClaim(won[0].claimed);
    expect(await claimRefund("order-a", "pay-1")).toHaveProperty("claimed");
  });

  it("answers a refund made with its receipt, and takes over a claim abandoned mid-call", async () => {
    const { claimRefund, completeRefundClaim } = await claims();
    const first = await claimRefund("order-b", "pay-1");
    if (!("claimed" in first)) throw new Error("the first claim should be written");
    await completeRefundClaim(first.claimed, { refundReference: "re_1" });
    expect(await claimRefund("order-b", "pay-1")).toEqual({ refunded: { refundReference: "re_1" } });

    const abandoned = await claimRefund("order-c", "pay-1");
    expect(abandoned).toHaveProperty("claimed");
    const { refundClaims } = await (await import("@/lib/db/collections")).getCollections();
    await refundClaims.updateOne({ _id: "order-c:pay-1" }, { $set: { claimedAt: new Date(Date.now() - 6 * 60_000) } });
    expect(await claimRefund("order-c", "pay-1")).toHaveProperty("claimed");
    expect(await claimRefund("order-c", "pay-1")).toEqual({ held: true });
  });
});
