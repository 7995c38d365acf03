import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import type { Order } from "@/lib/data/orders";
import { startSslcommerzDouble, type SslcommerzDouble } from "@/tests/doubles/sslcommerz/server";
import { startSeededShop, type SeededShop } from "@/tests/support/seeded-shop";

/**
 * Orders paid by bKash, Nagad, Rocket or card through SSLCommerz, on the embedded database and
 * the SSLCommerz double, without a browser: a session per attempt at the stored total, only the
 * validation API's word paying an order (once), refunds, holds, and a gateway that misbehaves.
 * The IPN endpoint and the browser's return: e2e/api/sslcommerz-api.spec.ts and e2e/wallet-payment.spec.ts.
 */
describe("SSLCommerz payments", () => {
  let shop: SeededShop;
  let gateway: SslcommerzDouble;

  beforeAll(async () => {
    gateway = await startSslcommerzDouble();
    shop = await startSeededShop("gateway-payments-test", {
      SSLCOMMERZ_STORE_ID: gateway.storeId,
      SSLCOMMERZ_STORE_PASSWORD: gateway.storePassword,
      SSLCOMMERZ_BASE_URL: gateway.url,
      // Nothing listens here: the double's IPNs fail, and the tests confirm payments themselves.
      AUTH_URL: "http://127.0.0.1:9",
    });
  });

  beforeEach(() => gateway.reset());

  afterAll(async () => {
    await Promise.all([shop.close(), gateway.close()]);
  });

  let buyers = 0;
  /** A buyer for each order: one buyer may only leave three unpaid (lib/orders/unpaid-cap.ts). */
  const newBuyer = () => ({ name: "Rider", email: `wallet-rider-${++buyers}@example.com` });

  async function place(district: "Dhaka" | "Rajshahi" = "Rajshahi"): Promise<Order> {
    const { placeOrder } = await import("./place-order");
    return placeOrder(
      {
        toolId: shop.tool._id.toHexString(),
        quantity: shop.tool.orderQuantity,
        BuyerPhone: "01711000000",
        district,
        area: "Boalia",
        address: "House 7, Road 2",
        paymentMethod: "sslcommerz",
        saveToProfile: false,
      },
      newBuyer(),
    );
  }

  const reread = async (order: Order) => (await (await import("@/lib/data/orders")).getOrder(order._id))!;

  /** Opens a session for the order, as the payment page does; returns the attempt's tran_id. */
  async function startAttempt(order: Order): Promise<string> {
    const { startGatewayPayment } = await import("./pay-order");
    const { url } = await startGatewayPayment(order);
    expect(url.startsWith(gateway.url)).toBe(true);
    return gateway.sessions().at(-1)!.tran_id;
  }

  async function paidOrder(): Promise<Order> {
    const { confirmGatewayPayment } = await import("./pay-order");
    const order = await place();
    const tranId = await startAttempt(order);
    const returned = await gateway.payDirect(tranId);
    expect((await confirmGatewayPayment(returned.val_id!, tranId)).result).toBe("paid");
    return reread(order);
  }

  it("opens a session for the order's taka total, fixed when it was placed, with a new tran_id per attempt", async () => {
    const order = await place();
    const first = await startAttempt(order);
    const second = await startAttempt(await reread(order));
    expect(first).not.toBe(second);
    expect(first).toMatch(new RegExp(`^MF-${order.orderNumber}-[0-9a-f]{8}$`));
    const session = gateway.sessions().at(-1)!;
    expect(session.fields).toMatchObject({
      total_amount: order.totalBdt.toFixed(2),
      currency: "BDT",
      tran_id: second,
      cus_email: order.BuyerEmail,
      ship_city: "Rajshahi",
      ipn_url: "http://127.0.0.1:9/api/payments/sslcommerz/ipn",
      success_url: "http://127.0.0.1:9/api/payments/sslcommerz/return/success",
    });
    expect((await reread(order)).paymentAttempts).toEqual([first, second]);
  });

  it("pays the order once the validation API confirms the payment, once, however often it is announced", async () => {
    const { confirmGatewayPayment } = await import("./pay-order");
    const order = await place();
    const tranId = await startAttempt(order);
    const returned = await gateway.payDirect(tranId);
    const paid = await confirmGatewayPayment(returned.val_id!, tranId);
    expect(paid).toMatchObject({ result: "paid", order: { status: "paid", paid: true } });
    const transaction = gateway.transactions().find((each) => each.tran_id === tranId)!;
    expect(paid.order).toMatchObject({
      transactionId: transaction.bank_tran_id,
      gatewayPayment: { tranId, valId: transaction.val_id, amount: transaction.amount, currency: "BDT" },
    });
    // A replayed notice, or the browser's return after the IPN: nothing changes.
    expect((await confirmGatewayPayment(returned.val_id!, tranId)).result).toBe("paid");
    expect((await reread(order)).timeline.map((entry) => entry.status)).toEqual(["unpaid", "paid"]);
  });

  it("refuses a payment for less than the total, for another order, or one that failed", async () => {
    const { confirmGatewayPayment } = await import("./pay-order");
    const { addPaymentAttempt } = await import("@/lib/data/orders");
    const order = await place();
    // An attempt of this order whose session asked for a dollar less (as if the total were forged).
    const tranId = `MF-${order.orderNumber}-0badc0de`;
    await addPaymentAttempt(order._id, tranId, 10);
    await openSessionAtGateway({ tran_id: tranId, total_amount: (order.total - 1).toFixed(2) });
    const underpaid = await gateway.payDirect(tranId);
    expect(await confirmGatewayPayment(underpaid.val_id!, tranId)).toMatchObject({
      result: "refused",
      reason: "This payment does not match the order's total.",
    });

    const other = await place();
    const otherPayment = await gateway.payDirect(await startAttempt(other));
    const fromOther = await confirmGatewayPayment(otherPayment.val_id!, tranId);
    expect(fromOther).toMatchObject({ result: "refused", order: null });

    const failed = await gateway.failDirect(await startAttempt(await reread(order)));
    expect((await confirmGatewayPayment(failed.val_id!)).result).toBe("refused");
    expect(await reread(order)).toMatchObject({ status: "unpaid", paid: false });
  });

  it("holds a payment the gateway calls risky until the shop accepts it", async () => {
    const { confirmGatewayPayment } = await import("./pay-order");
    const { fulfilOrder } = await import("./fulfil-order");
    gateway.settings({ riskLevel: "1" });
    const order = await place();
    const tranId = await startAttempt(order);
    const { val_id } = await gateway.payDirect(tranId);
    const { order: held } = await confirmGatewayPayment(val_id!, tranId);
    expect(held).toMatchObject({ status: "paid", paymentReview: true });
    const shipping = { status: "shipped", courier: "Pathao" } as const;
    await expect(fulfilOrder(held!, shipping)).rejects.toMatchObject({ code: "conflict" });
    const accepted = await fulfilOrder(held!, { status: "paid" });
    expect(accepted.paymentReview).toBeUndefined();
    await expect(fulfilOrder(accepted, { status: "paid" })).rejects.toMatchObject({ code: "conflict" });
    expect(await fulfilOrder(accepted, shipping)).toMatchObject({ status: "shipped" });
  });

  it("refunds the taka paid when the shop cancels, and keeps the order paid when the gateway refuses", async () => {
    const { cancelOrder } = await import("./cancel-order");
    const order = await paidOrder();
    gateway.settings({ refunds: "refuse" });
    await expect(cancelOrder(order, "shop")).rejects.toMatchObject({ code: "upstream-failed" });
    expect((await reread(order)).status).toBe("paid");

    gateway.settings({ refunds: "ok" });
    const before = await shop.stock();
    const cancelled = await cancelOrder(order, "shop");
    const refunds = gateway.transactions().flatMap((each) => each.refunds);
    expect(refunds).toEqual([expect.objectContaining({ refund_amount: order.gatewayPayment!.amount })]);
    expect(cancelled).toMatchObject({
      status: "cancelled",
      refunded: true,
      refundReference: refunds[0]!.refund_ref_id,
    });
    expect(await shop.stock()).toBe(before + order.quantity);
  });

  it("records a payment whose notice never came before expiring the order, and refunds one made after", async () => {
    const { confirmGatewayPayment } = await import("./pay-order");
    const { releaseExpiredHolds } = await import("./unpaid-hold");
    gateway.settings({ ipn: false });
    const quiet = await place();
    await gateway.payDirect(await startAttempt(quiet));
    const late = await place();
    const lateAttempt = await startAttempt(late);
    await shop.client
      .db()
      .collection("orders")
      .updateMany(
        { orderNumber: { $in: [quiet.orderNumber, late.orderNumber] } },
        { $set: { createdAt: new Date(Date.now() - 24 * 3_600_000) } },
      );
    await releaseExpiredHolds();
    expect(await reread(quiet)).toMatchObject({ status: "paid", paid: true });
    expect((await reread(late)).status).toBe("expired");

    // The buyer pays on the gateway page left open: the money goes back, the order stays expired.
    const { val_id } = await gateway.payDirect(lateAttempt);
    const outcome = await confirmGatewayPayment(val_id!, lateAttempt);
    expect(outcome).toMatchObject({ result: "refunded", order: { status: "expired", paid: false } });
    expect(gateway.transactions().find((each) => each.tran_id === lateAttempt)!.refunds).toHaveLength(1);
    expect((await confirmGatewayPayment(val_id!, lateAttempt)).result).toBe("refunded");
    expect(gateway.transactions().find((each) => each.tran_id === lateAttempt)!.refunds).toHaveLength(1);
  });

  it("refunds a payment made after the order was cancelled with one call, however many notices come at once", async () => {
    const { confirmGatewayPayment } = await import("./pay-order");
    const { cancelOrder } = await import("./cancel-order");
    const order = await place();
    const tranId = await startAttempt(order);
    await cancelOrder(await reread(order), "buyer");
    const { val_id } = await gateway.payDirect(tranId);
    const refundCalls = () => gateway.apiCalls().filter((call) => call.params.refund_trans_id).length;

    // The gateway refuses at first: the claim is let go, and the notice sent again refunds.
    gateway.settings({ refunds: "refuse" });
    await expect(confirmGatewayPayment(val_id!, tranId)).rejects.toMatchObject({ code: "upstream-failed" });
    expect(refundCalls()).toBe(1);
    gateway.settings({ refunds: "ok" });

    const outcomes = await Promise.all(Array.from({ length: 4 }, () => confirmGatewayPayment(val_id!, tranId)));
    expect(outcomes.map((outcome) => outcome.result)).toEqual(["refunded", "refunded", "refunded", "refunded"]);
    expect(refundCalls()).toBe(2);
    expect(gateway.transactions().find((each) => each.tran_id === tranId)!.refunds).toHaveLength(1);
    expect(await reread(order)).toMatchObject({ status: "cancelled", refundedPayments: [expect.any(Object)] });
  });

  it("refuses to start a payment for a cash, card, paid or cancelled order", async () => {
    const { startGatewayPayment } = await import("./pay-order");
    const { cancelOrder } = await import("./cancel-order");
    const { placeOrder } = await import("./place-order");
    const cash = await placeOrder({ ...(await inputFor()), paymentMethod: "cod" }, newBuyer());
    await expect(startGatewayPayment(cash)).rejects.toMatchObject({ code: "conflict" });
    const card = await placeOrder({ ...(await inputFor()), paymentMethod: "card" }, newBuyer());
    await expect(startGatewayPayment(card)).rejects.toMatchObject({ code: "conflict" });
    await expect(startGatewayPayment(await paidOrder())).rejects.toMatchObject({ code: "conflict" });
    const cancelled = await cancelOrder(await place(), "buyer");
    await expect(startGatewayPayment(cancelled)).rejects.toMatchObject({ code: "conflict" });
    expect(gateway.sessions()).toHaveLength(1);
  });

  it("opens at most ten sessions for one order, however many are asked for at once", async () => {
    const { MAX_GATEWAY_ATTEMPTS, startGatewayPayment } = await import("./pay-order");
    const order = await place();
    const answers = await Promise.allSettled(
      Array.from({ length: MAX_GATEWAY_ATTEMPTS + 5 }, () => startGatewayPayment(order)),
    );
    expect(answers.filter((answer) => answer.status === "fulfilled")).toHaveLength(MAX_GATEWAY_ATTEMPTS);
    expect((await reread(order)).paymentAttempts).toHaveLength(MAX_GATEWAY_ATTEMPTS);
    expect(gateway.sessions()).toHaveLength(MAX_GATEWAY_ATTEMPTS);
    await expect(startGatewayPayment(await reread(order))).rejects.toMatchObject({
      code: "conflict",
      message: expect.stringMatching(/started 10 times/),
    });
  });

  it("says the payment service is not answering when it hangs or talks nonsense, and changes nothing", async () => {
    const { startGatewayPayment, confirmGatewayPayment } = await import("./pay-order");
    const notAnswering = { code: "upstream-failed", message: expect.stringMatching(/not answering/) };
    const order = await place();
    gateway.settings({ sessionInit: "garbage" });
    await expect(startGatewayPayment(order)).rejects.toMatchObject(notAnswering);
    gateway.settings({ sessionInit: "error" });
    await expect(startGatewayPayment(order)).rejects.toMatchObject(notAnswering);
    // The client gives up after its timeout; a short one here, so the test does not wait 15 s.
    const timeout = AbortSignal.timeout.bind(AbortSignal);
    const spy = vi.spyOn(AbortSignal, "timeout").mockImplementation(() => timeout(300));
    try {
      gateway.settings({ sessionInit: "hang" });
      await expect(startGatewayPayment(order)).rejects.toMatchObject(notAnswering);
      gateway.settings({ sessionInit: "ok", validation: "hang" });
      const tranId = await startAttempt(await reread(order));
      const { val_id } = await gateway.payDirect(tranId);
      await expect(confirmGatewayPayment(val_id!, tranId)).rejects.toMatchObject(notAnswering);
    } finally {
      spy.mockRestore();
    }
    expect(await reread(order)).toMatchObject({ status: "unpaid", paid: false });
  });

  async function inputFor() {
    return {
      toolId: shop.tool._id.toHexString(),
      quantity: shop.tool.orderQuantity,
      BuyerPhone: "01711000000",
      district: "Dhaka" as const,
      area: "Mirpur",
      address: "House 1",
      saveToProfile: false,
    };
  }

  /** A session opened at the gateway directly: a real one's fields (credentials included), but these. */
  async function openSessionAtGateway(fields: { tran_id: string; total_amount: string }) {
    await startAttempt(await place());
    const body = new URLSearchParams({ ...gateway.sessions().at(-1)!.fields, ...fields });
    const answer = await fetch(`${gateway.url}/gwprocess/v4/api.php`, { method: "POST", body });
    expect(((await answer.json()) as { status: string }).status).toBe("SUCCESS");
  }
});
