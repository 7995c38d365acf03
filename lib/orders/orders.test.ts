import type { MongoClient, ObjectId } from "mongodb";
import type Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Order } from "@/lib/data/orders";
import type { OrderInput } from "@/lib/validations/order";
import { startStripeDouble, type StripeDouble } from "@/tests/doubles/stripe/server";
import { startSeededShop, type SeededShop } from "@/tests/support/seeded-shop";

/**
 * Every order workflow (place, pay by card, cancel, refund, expire, ship, deliver) on a real
 * (embedded) database and the Stripe double, without a browser: each allowed move, and the
 * moves the rules refuse. SSLCommerz payments: gateway-payments.test.ts.
 */
describe("order workflows", () => {
  let shop: SeededShop;
  let stripe: StripeDouble;
  let client: MongoClient;
  let tool: { _id: ObjectId; orderQuantity: number };

  beforeAll(async () => {
    stripe = await startStripeDouble();
    shop = await startSeededShop("order-workflows-test", {
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_PUBLISHABLE_KEY: stripe.publishableKey,
      STRIPE_API_HOST: stripe.host,
      STRIPE_API_PORT: String(stripe.port),
      STRIPE_API_PROTOCOL: "http",
    });
    ({ client, tool } = shop);
  });

  afterAll(async () => {
    await Promise.all([shop.close(), stripe.close()]);
  });

  const buyer = { name: "Rider", email: "rider@example.com" };

  const stock = () => shop.stock();

  async function place(paymentMethod: OrderInput["paymentMethod"]): Promise<Order> {
    const { placeOrder } = await import("./place-order");
    return placeOrder(
      {
        toolId: tool._id.toHexString(),
        quantity: tool.orderQuantity,
        BuyerPhone: "01711000000",
        district: "Dhaka",
        area: "Mirpur",
        address: "House 12, Road 3",
        paymentMethod,
        saveToProfile: false,
      },
      buyer,
    );
  }

  async function paid(): Promise<Order> {
    const { confirmCardPayment } = await import("./pay-order");
    const { getOrder } = await import("@/lib/data/orders");
    const order = await place("card");
    const intent = stripe.createSucceededPaymentIntent({
      amount: Math.round(order.total * 100),
      metadata: { orderId: order._id },
    });
    expect(await confirmCardPayment(order, intent.id)).toEqual({ modifiedCount: 1 });
    return (await getOrder(order._id))!;
  }

  const ship = async (order: Order) =>
    (await import("./fulfil-order")).fulfilOrder(order, {
      status: "shipped",
      courier: "Pathao",
      trackingNumber: "PT-1",
    });
  const deliver = async (order: Order) => (await import("./fulfil-order")).fulfilOrder(order, { status: "delivered" });
  const cancel = async (order: Order, by: "buyer" | "shop") => (await import("./cancel-order")).cancelOrder(order, by);
  const statuses = (order: Order) => order.timeline.map((entry) => entry.status);

  describe("placing", () => {
    it("holds a card order unpaid and confirms a cash order at once, both taking the stock", async () => {
      const before = await stock();
      const card = await place("card");
      expect(card).toMatchObject({ status: "unpaid", paid: false, paymentMethod: "card", district: "Dhaka" });
      const cash = await place("cod");
      expect(cash).toMatchObject({ status: "confirmed", paid: false, paymentMethod: "cod" });
      expect(statuses(cash)).toEqual(["confirmed"]);
      expect(await stock()).toBe(before - 2 * tool.orderQuantity);
    });

    it("numbers orders uniquely and in the order they were placed, even at the same moment", async () => {
      const orders = await Promise.all(Array.from({ length: 8 }, () => place("cod")));
      const numbers = orders.map((order) => order.orderNumber);
      expect(new Set(numbers).size).toBe(8);
      const later = await place("cod");
      expect(later.orderNumber).toBeGreaterThan(Math.max(...numbers));
      expect(Math.min(...numbers)).toBeGreaterThan(10_000);
    });

    it("adds the delivery charge for the district to the items' value, and fixes every amount in taka", async () => {
      const { orderAmounts, itemsAmounts } = await import("./amounts");
      const { deliveryRates } = await import("@/lib/delivery/rates");
      const order = await place("cod");
      expect(order.items).toHaveLength(1);
      expect(order).toMatchObject(orderAmounts(itemsAmounts(order.items), "Dhaka", deliveryRates()));
      expect(Math.round(order.total * 100)).toBe(Math.round((order.price + order.deliveryCharge) * 100));
      expect(order.totalBdt).toBe(order.priceBdt + order.deliveryChargeBdt);
    });

    it("saves the address on the buyer's profile only when asked", async () => {
      const { placeOrder } = await import("./place-order");
      const users = client.db().collection("users");
      await users.insertOne({ email: "saver@example.com", name: "Saver" });
      const input = {
        toolId: tool._id.toHexString(),
        quantity: tool.orderQuantity,
        BuyerPhone: "01911223344",
        district: "Sylhet" as const,
        area: "Zindabazar",
        address: "Shop 4, Lake View",
        paymentMethod: "cod" as const,
      };
      await placeOrder({ ...input, saveToProfile: false }, { name: "Saver", email: "saver@example.com" });
      expect((await users.findOne({ email: "saver@example.com" }))?.district).toBeUndefined();
      await placeOrder({ ...input, saveToProfile: true }, { name: "Saver", email: "saver@example.com" });
      expect(await users.findOne({ email: "saver@example.com" })).toMatchObject({
        phone: "01911223344",
        district: "Sylhet",
        area: "Zindabazar",
        address: "Shop 4, Lake View",
      });
    });
  });

  describe("a card order", () => {
    it("goes unpaid -> paid -> shipped -> delivered, each step in its timeline", async () => {
      const order = await paid();
      expect(order).toMatchObject({ status: "paid", paid: true });
      const shipped = await ship(order);
      expect(shipped).toMatchObject({ status: "shipped", courier: "Pathao", trackingNumber: "PT-1" });
      const delivered = await deliver(shipped);
      expect(delivered).toMatchObject({ status: "delivered", paid: true });
      expect(statuses(delivered)).toEqual(["unpaid", "paid", "shipped", "delivered"]);
    });

    it("cannot ship before it is paid", async () => {
      const order = await place("card");
      await expect(ship(order)).rejects.toMatchObject({ code: "conflict" });
      await expect(deliver(order)).rejects.toMatchObject({ code: "conflict" });
    });

    it("is refunded in full when the shop cancels it after payment, and kept as cancelled", async () => {
      const order = await paid();
      const before = await stock();
      const cancelled = await cancel(order, "shop");
      expect(cancelled).toMatchObject({ status: "cancelled", refunded: true });
      const refunds = stripe.refunds.list().filter((refund) => refund.payment_intent === order.paymentIntentId);
      expect(refunds.map((refund) => refund.amount)).toEqual([Math.round(order.total * 100)]);
      expect(await stock()).toBe(before + order.quantity);
    });

    it("is refunded with one call to Stripe when two admins cancel it at once", async () => {
      const order = await paid();
      const refundCalls = () => stripe.requests().filter((request) => request.path === "/v1/refunds").length;
      const before = refundCalls();
      const results = await Promise.allSettled([cancel(order, "shop"), cancel(order, "shop")]);
      expect(results.map((result) => result.status).sort()).toEqual(["fulfilled", "rejected"]);
      expect(results.find((result) => result.status === "rejected")).toMatchObject({ reason: { code: "conflict" } });
      expect(refundCalls() - before).toBe(1);
      const refunds = stripe.refunds.list().filter((refund) => refund.payment_intent === order.paymentIntentId);
      expect(refunds).toHaveLength(1);
    });

    it("is the shop's to cancel once paid: the buyer is refused and nothing is refunded", async () => {
      const order = await paid();
      await expect(cancel(order, "buyer")).rejects.toMatchObject({ code: "conflict" });
      expect(stripe.refunds.list().filter((refund) => refund.payment_intent === order.paymentIntentId)).toEqual([]);
    });

    it("expires when its hold runs out, its stock back, and can then not be paid", async () => {
      const { confirmCardPayment } = await import("./pay-order");
      const { releaseExpiredHolds } = await import("./unpaid-hold");
      const { getOrder } = await import("@/lib/data/orders");
      const order = await place("card");
      await client
        .db()
        .collection("orders")
        .updateOne({ orderNumber: order.orderNumber }, { $set: { createdAt: new Date(Date.now() - 24 * 3_600_000) } });
      const before = await stock();
      expect(await releaseExpiredHolds()).toBeGreaterThanOrEqual(1);
      expect(await stock()).toBe(before + order.quantity);
      const expired = (await getOrder(order._id))!;
      expect(statuses(expired)).toEqual(["unpaid", "expired"]);
      const intent = stripe.createSucceededPaymentIntent({
        amount: Math.round(order.total * 100),
        metadata: { orderId: order._id },
      });
      await expect(confirmCardPayment(expired, intent.id)).rejects.toMatchObject({ code: "conflict" });
      await expect(cancel(expired, "buyer")).rejects.toMatchObject({ code: "conflict" });
    });
  });

  describe("a card payment the shop did not hear of in time", () => {
    const amountOf = (order: Order) => Math.round(order.total * 100);
    const setOnOrder = (order: Order, fields: Record<string, unknown>) =>
      client.db().collection("orders").updateOne({ orderNumber: order.orderNumber }, { $set: fields });

    it("is recorded when its buyer comes back to pay, rather than a second payment started", async () => {
      const { startCardPayment } = await import("./pay-order");
      const { getOrder } = await import("@/lib/data/orders");
      const order = await place("card");
      // Paid at Stripe, but the browser closed before it said so, and no webhook came.
      const intent = stripe.createSucceededPaymentIntent({ amount: amountOf(order), metadata: { orderId: order._id } });
      await setOnOrder(order, { paymentIntentId: intent.id });
      await expect(startCardPayment((await getOrder(order._id))!)).rejects.toMatchObject({ code: "conflict" });
      expect(await getOrder(order._id)).toMatchObject({ status: "paid", transactionId: intent.id });
      expect(stripe.paymentIntents.list().filter((made) => made.metadata.orderId === order._id)).toHaveLength(1);
    });

    it("counts when the browser reports it after the hold's time, before the sweep", async () => {
      const { confirmCardPayment } = await import("./pay-order");
      const { getOrder } = await import("@/lib/data/orders");
      const order = await place("card");
      await setOnOrder(order, { createdAt: new Date(Date.now() - 24 * 3_600_000) });
      const intent = stripe.createSucceededPaymentIntent({ amount: amountOf(order), metadata: { orderId: order._id } });
      expect(await confirmCardPayment((await getOrder(order._id))!, intent.id)).toEqual({ modifiedCount: 1 });
      expect(await getOrder(order._id)).toMatchObject({ status: "paid", transactionId: intent.id });
    });

    it("is refunded once when it pays an order another payment paid, however often Stripe says so", async () => {
      const { applyStripePayment } = await import("./pay-order");
      const { getOrder } = await import("@/lib/data/orders");
      const order = await paid();
      const second = stripe.createSucceededPaymentIntent({ amount: amountOf(order), metadata: { orderId: order._id } });
      const notices = await Promise.all(
        Array.from({ length: 3 }, () => applyStripePayment(order, second as unknown as Stripe.PaymentIntent)),
      );
      expect(notices).toEqual([null, null, null]);
      expect(stripe.refunds.list().filter((refund) => refund.payment_intent === second.id)).toEqual([
        expect.objectContaining({ amount: amountOf(order) }),
      ]);
      expect(stripe.refunds.list().filter((refund) => refund.payment_intent === order.transactionId)).toEqual([]);
      const now = (await getOrder(order._id))!;
      expect(now).toMatchObject({ status: "paid", transactionId: order.transactionId });
      expect(now.refundedPayments?.map((made) => made.transactionId)).toEqual([second.id]);
    });

    it("cannot be started for an order that closed while its PaymentIntent was made", async () => {
      const { paymentIntentFor } = await import("@/lib/payments/stripe/order-payments");
      const order = await place("card");
      await cancel(order, "buyer");
      // `order` is the copy read before the cancel.
      await expect(paymentIntentFor(order)).rejects.toMatchObject({ code: "conflict" });
      const made = stripe.paymentIntents.list().filter((intent) => intent.metadata.orderId === order._id);
      expect(made.map((intent) => intent.status)).toEqual(["canceled"]);
    });
  });

  describe("a cash-on-delivery order", () => {
    it("goes confirmed -> shipped -> delivered, and is paid when delivered", async () => {
      const order = await place("cod");
      const shipped = await ship(order);
      expect(shipped).toMatchObject({ status: "shipped", paid: false });
      const delivered = await deliver(shipped);
      expect(delivered).toMatchObject({ status: "delivered", paid: true, paidAt: expect.any(String) });
      expect(statuses(delivered)).toEqual(["confirmed", "shipped", "delivered"]);
    });

    it("cannot be paid by card", async () => {
      const { confirmCardPayment, startCardPayment } = await import("./pay-order");
      const order = await place("cod");
      await expect(startCardPayment(order)).rejects.toMatchObject({ code: "conflict" });
      const intent = stripe.createSucceededPaymentIntent({
        amount: Math.round(order.total * 100),
        metadata: { orderId: order._id },
      });
      await expect(confirmCardPayment(order, intent.id)).rejects.toMatchObject({ code: "conflict" });
    });

    it("can be cancelled by the buyer before it ships, and the stock comes back", async () => {
      const order = await place("cod");
      const before = await stock();
      expect(await cancel(order, "buyer")).toMatchObject({ status: "cancelled" });
      expect(await stock()).toBe(before + order.quantity);
    });

    it("is not cancelled while its parcel is being booked, and is once the booking lets go", async () => {
      const { claimBooking, releaseBooking } = await import("@/lib/data/courier-parcels");
      const { getOrder } = await import("@/lib/data/orders");
      const order = await place("cod");
      // An admin's booking with Steadfast is under way.
      const until = new Date(Date.now() + 60_000);
      expect(await claimBooking(order._id, until)).not.toBeNull();
      await expect(cancel(order, "buyer")).rejects.toMatchObject({ code: "conflict" });
      expect(await getOrder(order._id)).toMatchObject({ status: "confirmed" });
      // The booking failed and let go: the cancel goes through, and no booking can claim it after.
      await releaseBooking(order._id, until);
      expect(await cancel(order, "buyer")).toMatchObject({ status: "cancelled" });
      expect(await claimBooking(order._id, new Date(Date.now() + 60_000))).toBeNull();
    });
  });

  describe("shipping by hand", () => {
    // A cancel holds the same claim through its refund: a shipment slipping in would ship a refunded order.
    it("waits for a booking or cancel under way, and goes through once it lets go", async () => {
      const { claimBooking, releaseBooking } = await import("@/lib/data/courier-parcels");
      const order = await place("cod");
      const until = new Date(Date.now() + 60_000);
      expect(await claimBooking(order._id, until)).not.toBeNull();
      await expect(ship(order)).rejects.toMatchObject({
        code: "conflict",
        message: expect.stringMatching(/right now/),
      });
      await releaseBooking(order._id, until);
      expect(await ship(order)).toMatchObject({ status: "shipped" });
    });
  });

  describe("nothing moves backwards", () => {
    it("refuses to cancel a shipped or delivered order, to ship twice or to un-cancel", async () => {
      const shipped = await ship(await place("cod"));
      await expect(cancel(shipped, "shop")).rejects.toMatchObject({ code: "conflict" });
      await expect(ship(shipped)).rejects.toMatchObject({ code: "conflict" });
      const delivered = await deliver(shipped);
      await expect(deliver(delivered)).rejects.toMatchObject({ code: "conflict" });
      await expect(cancel(delivered, "shop")).rejects.toMatchObject({ code: "conflict" });
      const cancelled = await cancel(await place("cod"), "buyer");
      await expect(ship(cancelled)).rejects.toMatchObject({ code: "conflict" });
      await expect(cancel(cancelled, "shop")).rejects.toMatchObject({ code: "conflict" });
    });

    it("lets only one of two admins who act at once move an order, and tells the other why", async () => {
      const order = await place("cod");
      const results = await Promise.allSettled([ship(order), cancel(order, "shop")]);
      expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
      const refused = results.find((result) => result.status === "rejected");
      expect(refused?.reason).toMatchObject({ code: "conflict", message: expect.stringMatching(/^Order MF-\d+ is/) });
    });

    it("answers a stale copy with what the order is now", async () => {
      const order = await place("cod");
      await ship(order);
      await expect(cancel(order, "buyer")).rejects.toMatchObject({
        code: "conflict",
        message: expect.stringContaining("is shipped, so it cannot be cancelled"),
      });
    });
  });

  describe("who sees an order", () => {
    it("shows it to its buyer and an admin, and to nobody else, as if it did not exist", async () => {
      const { findOrderFor } = await import("./access");
      const order = await place("cod");
      expect(await findOrderFor({ email: buyer.email, role: "user" }, order._id)).toMatchObject({ _id: order._id });
      expect(await findOrderFor({ email: "admin@example.com", role: "admin" }, order._id)).not.toBeNull();
      expect(
        await findOrderFor({ email: "admin@example.com", role: "admin" }, order._id, { allowAdmin: false }),
      ).toBeNull();
      expect(await findOrderFor({ email: "other@example.com", role: "user" }, order._id)).toBeNull();
      expect(await findOrderFor({ email: buyer.email, role: "user" }, "not-an-id")).toBeNull();
    });
  });

  describe("finding orders", () => {
    it("pages newest first, filters by status, and finds by number or buyer email", async () => {
      const { findOrders } = await import("./find-orders");
      const order = await place("cod");
      const { orders: byNumber } = await findOrders({ page: 1, limit: 10, q: `mf-${order.orderNumber}` });
      expect(byNumber.map((found) => found._id)).toEqual([order._id]);
      const { orders: page, total } = await findOrders({ page: 1, limit: 2 });
      expect(page).toHaveLength(2);
      expect(page[0]!._id).toBe(order._id);
      expect(total).toBeGreaterThan(2);
      const { orders: confirmed } = await findOrders({ page: 1, limit: 100, status: "confirmed" });
      expect(confirmed.every((found) => found.status === "confirmed")).toBe(true);
      const { total: mine } = await findOrders({ page: 1, limit: 1, q: buyer.email.toUpperCase() });
      expect(mine).toBeGreaterThan(1);
      expect((await findOrders({ page: 1, limit: 10, q: buyer.email }, "someone@example.com")).total).toBe(0);
      expect((await findOrders({ page: 1, limit: 10, q: "chain" })).total).toBe(0);
    });
  });
});
