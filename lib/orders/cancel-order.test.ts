import type { MongoClient } from "mongodb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startServer } from "@/embedded-db/src/server";
import { startStripeDouble, type StripeDouble } from "@/tests/doubles/stripe/server";

/** The cancel rules on a real (embedded) database and the Stripe double, without a browser. */
describe("cancelOrder", () => {
  let database: Awaited<ReturnType<typeof startServer>>;
  let stripe: StripeDouble;
  let client: MongoClient;

  beforeAll(async () => {
    [database, stripe] = await Promise.all([startServer({ port: 0, dbpath: ":memory:" }), startStripeDouble()]);
    Object.assign(process.env, {
      MONGODB_URI: `${database.uri}/cancel-order-test`,
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_PUBLISHABLE_KEY: stripe.publishableKey,
      STRIPE_API_HOST: stripe.host,
      STRIPE_API_PORT: String(stripe.port),
      STRIPE_API_PROTOCOL: "http",
    });
    client = await (await import("@/lib/db/client")).getMongoClient();
    await (await import("@/lib/seed/seed")).seed(client.db(), { withDemoUsers: false });
  });

  afterAll(async () => {
    await client.close();
    await Promise.all([database.close(), stripe.close()]);
  });

  /** A fresh order for the first seeded tool, and that tool's stock once the order took its share. */
  async function newOrder({ paid }: { paid: boolean }) {
    const { placeOrder, getOrder } = await import("@/lib/data/orders");
    const { confirmOrderPayment } = await import("@/lib/payments/order-payments");
    const tool = await client
      .db()
      .collection("tools")
      .findOne({}, { sort: { _id: 1 } });
    if (!tool) throw new Error("the seed has no tools");
    const id = await placeOrder(
      { toolId: tool._id.toHexString(), quantity: tool.orderQuantity as number, BuyerPhone: "01711000000" },
      { name: "Rider", email: "rider@example.com" },
    );
    let order = (await getOrder(id.toHexString()))!;
    if (paid) {
      const intent = stripe.createSucceededPaymentIntent({
        amount: Math.round(order.price * 100),
        metadata: { orderId: order._id },
      });
      await confirmOrderPayment(order, intent.id);
      order = (await getOrder(order._id))!;
    }
    return { order, toolId: tool._id, stockAfterOrder: (tool.availableQuantity as number) - order.quantity };
  }

  const stockOf = async (toolId: unknown) =>
    ((
      await client
        .db()
        .collection("tools")
        .findOne({ _id: toolId as never })
    )?.availableQuantity as number) ?? NaN;

  it("lets the buyer cancel an unpaid order, and puts its quantity back", async () => {
    const { cancelOrder } = await import("./cancel-order");
    const { getOrder } = await import("@/lib/data/orders");
    const { order, toolId, stockAfterOrder } = await newOrder({ paid: false });
    expect(await stockOf(toolId)).toBe(stockAfterOrder);
    expect(await cancelOrder(order, "buyer")).toEqual({ deletedCount: 1 });
    expect(await getOrder(order._id)).toBeNull();
    expect(await stockOf(toolId)).toBe(stockAfterOrder + order.quantity);
  });

  it("refuses the buyer a paid order, and keeps it and its money", async () => {
    const { cancelOrder } = await import("./cancel-order");
    const { getOrder } = await import("@/lib/data/orders");
    const { order } = await newOrder({ paid: true });
    expect(order.paid).toBe(true);
    await expect(cancelOrder(order, "buyer")).rejects.toMatchObject({ status: 409 });
    expect((await getOrder(order._id))?.paid).toBe(true);
    expect(stripe.refunds.list().filter((refund) => refund.payment_intent === order.paymentIntentId)).toEqual([]);
  });

  it("lets the shop cancel a paid order, refunding it in full first", async () => {
    const { cancelOrder } = await import("./cancel-order");
    const { getOrder } = await import("@/lib/data/orders");
    const { order, toolId, stockAfterOrder } = await newOrder({ paid: true });
    expect(await cancelOrder(order, "shop")).toEqual({ deletedCount: 1 });
    const refunds = stripe.refunds.list().filter((refund) => refund.payment_intent === order.paymentIntentId);
    expect(refunds.map((refund) => refund.amount)).toEqual([Math.round(order.price * 100)]);
    expect(await getOrder(order._id)).toBeNull();
    expect(await stockOf(toolId)).toBe(stockAfterOrder + order.quantity);
  });
});
