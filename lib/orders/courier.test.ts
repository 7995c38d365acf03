import type { Collection, MongoClient } from "mongodb";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import type { Order } from "@/lib/data/orders";
import type { OrderDocument } from "@/lib/db/collections";
import { startSteadfastDouble, type SteadfastDouble } from "@/tests/doubles/steadfast/server";
import { startSeededShop, type SeededShop } from "@/tests/support/seeded-shop";

/**
 * Parcels through Steadfast on the embedded database and the Steadfast double: booking once
 * whatever happens around it, the courier's notices moving orders once, the poll for lost
 * notices, and tracking by order number and phone within its limits.
 */
describe("courier workflows", () => {
  let shop: SeededShop;
  let steadfast: SteadfastDouble;
  let client: MongoClient;
  let orders: Collection<OrderDocument>;

  beforeAll(async () => {
    steadfast = await startSteadfastDouble();
    shop = await startSeededShop("courier-workflows-test", {
      STEADFAST_API_KEY: steadfast.apiKey,
      STEADFAST_SECRET_KEY: steadfast.secretKey,
      STEADFAST_BASE_URL: steadfast.baseUrl,
      STEADFAST_WEBHOOK_TOKEN: "courier-test-webhook-token",
      AUTH_SECRET: "courier-test-secret-0123456789abcdef",
      AUTH_URL: "https://shop.example.bd",
      TRACK_LOOKUPS_PER_MINUTE: "10",
      TRACK_LOOKUPS_PER_ORDER_PER_HOUR: "20",
    });
    client = shop.client;
    orders = client.db().collection<OrderDocument>("orders");
  });
  afterAll(async () => {
    await Promise.all([shop.close(), steadfast.close()]);
  });
  beforeEach(() => steadfast.reset());

  const book = async (order: Order) => (await import("./book-courier")).bookCourier(order);
  const reload = async (order: Order) => (await (await import("@/lib/data/orders")).getOrder(order._id))!;
  /** How many messages (e-mail and SMS) the order's `event` queued in the outbox. */
  const queuedMessages = (order: Order, event: string) =>
    client
      .db()
      .collection("outbox")
      .countDocuments({ _id: new RegExp(`^order:${order._id}:${event}`) as never });

  async function placeCashOrder(buyerName = "Rahim Uddin", phone = "01711000000"): Promise<Order> {
    const { placeOrder } = await import("./place-order");
    return placeOrder(
      {
        toolId: shop.tool._id.toHexString(),
        quantity: shop.tool.orderQuantity,
        BuyerName: buyerName,
        BuyerPhone: phone,
        district: "Dhaka",
        area: "Mirpur",
        address: "House 12, Road 3",
        paymentMethod: "cod",
        saveToProfile: false,
      },
      { name: buyerName, email: "rider@example.com" },
    );
  }

  async function bookedCashOrder(): Promise<Order> {
    return book(await placeCashOrder());
  }

  const notice = async (order: Order, fields: Partial<Parameters<typeof applyNotice>[1]> = {}) =>
    applyNotice(await reload(order), { consignmentId: order.consignmentId!, at: new Date(), ...fields });
  async function applyNotice(...args: Parameters<typeof import("./courier-updates").applyCourierNotice>) {
    return (await import("./courier-updates")).applyCourierNotice(...args);
  }

  describe("booking", () => {
    it("books a cash order with its taka total to collect, ships it and tells the buyer with the tracking link", async () => {
      const order = await placeCashOrder();
      const booked = await book(order);
      const [parcel] = steadfast.consignments();
      expect(parcel).toMatchObject({
        invoice: `MF-${order.orderNumber}`,
        recipient_name: "Rahim Uddin",
        recipient_phone: "01711000000",
        recipient_address: "House 12, Road 3, Mirpur, Dhaka",
        cod_amount: Math.round(order.totalBdt),
      });
      expect(parcel!.note).toMatch(/item/);
      expect(booked).toMatchObject({
        status: "shipped",
        courier: "Steadfast",
        consignmentId: String(parcel!.consignment_id),
        trackingCode: parcel!.tracking_code,
        trackingNumber: parcel!.tracking_code,
      });
      const email = await client
        .db()
        .collection("outbox")
        .findOne({ _id: `order:${order._id}:shipped:email` as never });
      expect(email?.text).toContain(`https://shop.example.bd/track?order=MF-${order.orderNumber}`);
    });

    it("asks nothing to be collected for an order paid online", async () => {
      const order = await placeCashOrder();
      await orders.updateOne(
        { orderNumber: order.orderNumber },
        { $set: { status: "paid", paid: true, paymentMethod: "sslcommerz" } },
      );
      await book(await reload(order));
      expect(steadfast.consignments()[0]!.cod_amount).toBe(0);
    });

    it("books once for double clicks and two admins at once", async () => {
      const order = await placeCashOrder();
      const outcomes = await Promise.allSettled(Array.from({ length: 6 }, () => book(order)));
      expect(steadfast.createOrderCalls()).toBe(1);
      const booked = await reload(order);
      expect(booked.status).toBe("shipped");
      for (const outcome of outcomes)
        if (outcome.status === "fulfilled") expect(outcome.value.consignmentId).toBe(booked.consignmentId);
        else expect(outcome.reason).toMatchObject({ code: "conflict" });
      // And a click after it is done answers the booking as it is.
      expect((await book(booked)).consignmentId).toBe(booked.consignmentId);
      expect(steadfast.createOrderCalls()).toBe(1);
      expect(booked.timeline.filter((entry) => entry.status === "shipped")).toHaveLength(1);
    });

    it("finds the parcel of a booking whose answer was lost instead of booking another", async () => {
      const order = await placeCashOrder();
      steadfast.settings({ createOrder: "lose-answer" });
      await expect(book(order)).rejects.toMatchObject({ code: "upstream-failed" });
      expect((await reload(order)).status).toBe("confirmed");
      steadfast.settings({ createOrder: "ok" });
      const booked = await book(await reload(order));
      expect(steadfast.createOrderCalls()).toBe(1);
      expect(booked.consignmentId).toBe(String(steadfast.consignments()[0]!.consignment_id));
    });

    it("leaves the order unchanged when Steadfast refuses or fails, with its reason, and may be tried again", async () => {
      const order = await placeCashOrder();
      steadfast.settings({ createOrder: "refuse" });
      await expect(book(order)).rejects.toMatchObject({
        code: "upstream-failed",
        message: /Merchant account is on hold/,
      });
      steadfast.settings({ createOrder: "fail" });
      await expect(book(order)).rejects.toMatchObject({ code: "upstream-failed" });
      const unchanged = await reload(order);
      expect(unchanged).toMatchObject({ status: "confirmed", timeline: order.timeline });
      expect(unchanged.consignmentId).toBeUndefined();
      steadfast.settings({ createOrder: "ok" });
      expect((await book(unchanged)).status).toBe("shipped");
    });

    it("refuses an order shipped by hand, cancelled or without an address", async () => {
      const { fulfilOrder } = await import("./fulfil-order");
      const hand = await fulfilOrder(await placeCashOrder(), { status: "shipped", courier: "Pathao" });
      await expect(book(hand)).rejects.toMatchObject({ code: "conflict" });
      const cancelled = await (await import("./cancel-order")).cancelOrder(await placeCashOrder(), "buyer");
      await expect(book(cancelled)).rejects.toMatchObject({ code: "conflict" });
      const old = await placeCashOrder();
      await orders.updateOne({ orderNumber: old.orderNumber }, { $unset: { district: "", area: "", address: "" } });
      await expect(book(await reload(old))).rejects.toMatchObject({ code: "conflict" });
      expect(steadfast.createOrderCalls()).toBe(0);
    });
  });

  describe("the courier's notices", () => {
    it("delivers a cash order once, paid with what was collected, however often the notice comes", async () => {
      const order = await bookedCashOrder();
      const delivered = { deliveryStatus: "delivered", collectedBdt: 700, message: "Delivered to Rahim" };
      const at = new Date();
      expect(await notice(order, { ...delivered, at })).toBe("delivered");
      expect(await notice(order, { ...delivered, at })).toBe("recorded");
      const now = await reload(order);
      expect(now).toMatchObject({ status: "delivered", paid: true, collectedBdt: 700, courierStatus: "delivered" });
      expect(now.timeline.filter((entry) => entry.status === "delivered")).toHaveLength(1);
      expect(now.courierEvents).toHaveLength(1);
      expect(await queuedMessages(order, "delivered")).toBe(1);
    });

    it("waits while the shop marks the parcel delivered or returned, so never both happen", async () => {
      const { claimArrival, releaseArrival } = await import("@/lib/data/courier-parcels");
      const { fulfilOrder } = await import("./fulfil-order");
      const order = await bookedCashOrder();
      // An admin is marking it refused at the door, whose refund goes before the move.
      const until = new Date(Date.now() + 60_000);
      expect(await claimArrival(order._id, until)).not.toBeNull();
      expect(await notice(order, { deliveryStatus: "delivered" })).toBe("recorded");
      await expect(fulfilOrder(await reload(order), { status: "delivered" })).rejects.toMatchObject({
        code: "conflict",
        message: expect.stringMatching(/is being marked delivered or returned right now/),
      });
      expect((await reload(order)).status).toBe("shipped");

      await releaseArrival(order._id, until);
      expect(await notice(order, { deliveryStatus: "delivered" })).toBe("delivered");
      // That notice let its claim go: the next ending is refused for what the order is, not as busy.
      await expect(fulfilOrder(await reload(order), { status: "returned" })).rejects.toMatchObject({
        code: "conflict",
        message: expect.not.stringMatching(/right now/),
      });
    });

    it("takes a cancelled parcel back to the shop with its stock, once", async () => {
      const order = await bookedCashOrder();
      const before = await shop.stock();
      await Promise.all([1, 2, 3].map(() => notice(order, { deliveryStatus: "cancelled" })));
      expect((await reload(order)).status).toBe("returned");
      expect(await shop.stock()).toBe(before + order.quantity);
      // A cash parcel refused at the door cost its rider nothing: no message about it.
      expect(await queuedMessages(order, "returned")).toBe(0);
    });

    it("ignores a consignment that is not the order's, and orders booked by hand", async () => {
      const order = await bookedCashOrder();
      expect(await notice(order, { consignmentId: "999", deliveryStatus: "delivered" })).toBe("ignored");
      const { fulfilOrder } = await import("./fulfil-order");
      const hand = await fulfilOrder(await placeCashOrder(), { status: "shipped", courier: "Pathao" });
      expect(await applyNotice(hand, { consignmentId: "999", deliveryStatus: "delivered", at: new Date() })).toBe(
        "ignored",
      );
      expect((await reload(order)).status).toBe("shipped");
    });

    it("records the status that delivered the parcel, stamped to the second like Steadfast's notices", async () => {
      const order = await bookedCashOrder();
      // Booked a moment ago: a notice of this same second, cut to the second, still counts.
      await notice(order, { deliveryStatus: "delivered", at: new Date(Math.floor(Date.now() / 1000) * 1000 - 1000) });
      expect(await reload(order)).toMatchObject({ status: "delivered", courierStatus: "delivered" });
    });

    it("keeps the newest status when notices arrive out of order, and tracking messages in the timeline", async () => {
      const order = await bookedCashOrder();
      // After the booking's own status, whatever the time of day the test runs at.
      const minutesAfterBooking = (minutes: number) => new Date(Date.now() + minutes * 60_000);
      await notice(order, { deliveryStatus: "hold", at: minutesAfterBooking(60) });
      await notice(order, { deliveryStatus: "pending", at: minutesAfterBooking(10) });
      await notice(order, { message: "Reached the Mirpur hub", at: minutesAfterBooking(30) });
      const now = await reload(order);
      expect(now).toMatchObject({ status: "shipped", courierStatus: "hold" });
      expect(now.courierEvents?.map((event) => event.message)).toEqual(["Reached the Mirpur hub"]);
    });
  });

  describe("the poll for lost notices", () => {
    const poll = async () => (await import("./courier-poll")).pollCourierParcels();
    const makeDue = (order: Order) =>
      orders.updateOne(
        { orderNumber: order.orderNumber },
        { $set: { courierCheckDueAt: new Date(Date.now() - 1000) } },
      );

    it("catches a delivery whose webhook was lost, asking each parcel at most once per period", async () => {
      const order = await bookedCashOrder();
      await steadfast.changeStatus(`MF-${order.orderNumber}`, { status: "delivered", notify: false });
      expect(await poll()).toBe(0); // booked just now: not due for 30 minutes
      await makeDue(order);
      expect(await poll()).toBe(1);
      expect(await reload(order)).toMatchObject({ status: "delivered", paid: true });
      expect(await poll()).toBe(0);
    });

    it("runs in one instance at a time", async () => {
      const parcels = await Promise.all([bookedCashOrder(), bookedCashOrder(), bookedCashOrder()]);
      await Promise.all(parcels.map(makeDue));
      const asked = await Promise.all([poll(), poll(), poll()]);
      expect(asked.reduce((sum, count) => sum + count, 0)).toBeLessThanOrEqual(3);
      expect(steadfast.calls().filter((call) => call.path.includes("/status_by_cid/"))).toHaveLength(
        asked.reduce((sum, count) => sum + count, 0),
      );
      expect(asked.filter((count) => count > 0)).toHaveLength(1);
    });

    it("keeps a parcel's next check when Steadfast does not answer", async () => {
      const order = await bookedCashOrder();
      await makeDue(order);
      steadfast.settings({ statusApi: "fail" });
      expect(await poll()).toBe(1);
      expect((await reload(order)).status).toBe("shipped");
    });
  });

  describe("tracking without an account", () => {
    const track = async (order: string, phone: string, address = "203.0.113.7") =>
      (await import("./track-order")).trackOrder(order, phone, address);

    it("shows the order to its number and phone: status, timeline, courier, district, first name only", async () => {
      const order = await bookedCashOrder();
      const tracked = await track(`MF-${order.orderNumber}`, "+880 1711-000000", "203.0.113.1");
      expect(tracked).toMatchObject({
        orderNumber: `MF-${order.orderNumber}`,
        status: "shipped",
        courier: "Steadfast",
        trackingCode: order.trackingCode,
        district: "Dhaka",
        firstName: "Rahim",
      });
      expect(JSON.stringify(tracked)).not.toMatch(/Uddin|rider@example.com|01711000000|House 12|Mirpur/);
      // Both typed in Bengali digits, as on a Bangla keyboard.
      const bengali = (text: string) => text.replace(/\d/g, (digit) => "০১২৩৪৫৬৭৮৯"[Number(digit)]!);
      await expect(track(bengali(`MF-${order.orderNumber}`), bengali("01711000000"))).resolves.toEqual(tracked);
    });

    it("answers the same for a wrong phone, an unknown number and nonsense", async () => {
      const order = await placeCashOrder();
      for (const [number, phone] of [
        [`MF-${order.orderNumber}`, "01811000000"],
        ["MF-999999", "01711000000"],
        ["<script>", "01711000000"],
        [`MF-${order.orderNumber}`, "not a phone"],
      ] as const)
        await expect(track(number, phone, "203.0.113.2")).rejects.toMatchObject({
          code: "not-found",
          message: "No order matches this order number and phone number.",
        });
    });

    it("limits lookups per client address, and wrong ones per order number, never the rider's own", async () => {
      const order = await placeCashOrder();
      const number = `MF-${order.orderNumber}`;
      for (let i = 0; i < 10; i++) await track(number, "01711000000", "203.0.113.3");
      await expect(track(number, "01711000000", "203.0.113.3")).rejects.toMatchObject({ code: "rate-limited" });
      // The rider's own ten lookups did not count against the number; twenty wrong ones spread over
      // addresses do, and then nobody may look it up for the hour.
      await expect(track(number, "01711000000", "198.51.100.100")).resolves.toMatchObject({ orderNumber: number });
      for (let i = 0; i < 20; i++)
        await expect(track(number, "01811000000", `198.51.100.${i}`)).rejects.toMatchObject({ code: "not-found" });
      await expect(track(number, "01711000000", "198.51.100.200")).rejects.toMatchObject({
        code: "rate-limited",
        message:
          "Too many wrong lookups of this order number. Please try again in an hour, or sign in to see the order in My orders.",
      });
    });
  });
});
