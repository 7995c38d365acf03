import { randomUUID } from "node:crypto";

import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";

import { expect, test as base } from "../fixtures";
import { adminAccount, logIn, signUp } from "../support/accounts";
import { adminRequest } from "../support/admin-session";
import { listedTool } from "../support/catalogue";
import { e2eConfig } from "../support/env";
import { insertTool } from "../support/db";
import { postOrder, readOrder } from "../support/orders";
import { newPhone } from "../support/phones";
import { gatewayTransaction, payAtGateway, startWalletPayment } from "../support/sslcommerz";
import {
  cashOrder,
  changeParcelStatus,
  createOrderCallsFor,
  invoiceOf,
  parcelOf,
  postNotice,
  sentNotices,
  setInvoiceMode,
  type BookedOrder,
} from "../support/steadfast";

/** `admin`: an API context signed in as the admin (one login per worker, see admin-session.ts). */
const test = base.extend<{ admin: APIRequestContext }>({
  admin: async ({}, use) => {
    const admin = await adminRequest();
    await use(admin);
    await admin.dispose();
  },
});

const bookPath = (orderId: string) => `/api/allorder/${orderId}/courier`;

async function book(admin: APIRequestContext, orderId: string): Promise<BookedOrder> {
  const response = await admin.post(bookPath(orderId));
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as BookedOrder;
}

async function bookedOrder(request: APIRequestContext, admin: APIRequestContext) {
  await signUp(request);
  const placed = await cashOrder(request);
  return { ...placed, booked: await book(admin, placed.orderId) };
}

const toolStock = async (request: APIRequestContext, toolId: string) =>
  ((await (await request.get(`/api/tools/${toolId}`)).json()) as { availableQuantity: number }).availableQuantity;

test.describe("booking Steadfast: POST /api/allorder/{id}/courier", () => {
  test("books a cash order for its taka total and ships it with the consignment", async ({ request, admin }) => {
    await signUp(request);
    const phone = newPhone();
    const { orderId, orderNumber } = await cashOrder(request, { BuyerName: "Karim Hossain", BuyerPhone: phone });
    const booked = await book(admin, orderId);
    const parcel = await parcelOf({ orderNumber });
    expect(parcel).toMatchObject({
      invoice: `MF-${orderNumber}`,
      recipient_name: "Karim Hossain",
      recipient_phone: phone,
      recipient_address: "House 12, Road 3, Mirpur, Dhaka",
      cod_amount: Math.round(booked.totalBdt),
    });
    expect(booked).toMatchObject({
      status: "shipped",
      courier: "Steadfast",
      consignmentId: String(parcel!.consignment_id),
      trackingCode: parcel!.tracking_code,
    });
    // The buyer sees it on their order.
    expect(await readOrder(request, orderId)).toMatchObject({
      status: "shipped",
      trackingNumber: parcel!.tracking_code,
    });
  });

  test("double clicks and two admins at once end with one consignment", async ({ request, admin }) => {
    await signUp(request);
    const { orderId, orderNumber } = await cashOrder(request);
    const otherAdmin = await adminRequest();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => (i % 2 ? otherAdmin : admin).post(bookPath(orderId))),
    );
    await otherAdmin.dispose();
    for (const answer of answers) expect([200, 409]).toContain(answer.status());
    expect(await createOrderCallsFor({ orderNumber })).toBe(1);
    const order = (await readOrder(request, orderId)) as BookedOrder;
    expect(order.timeline.filter((entry) => entry.status === "shipped")).toHaveLength(1);
    // Clicking again later answers the booking as it is.
    expect((await book(admin, orderId)).consignmentId).toBe(order.consignmentId);
    expect(await createOrderCallsFor({ orderNumber })).toBe(1);
  });

  test("a retry after Steadfast's answer was lost finds the parcel instead of booking another", async ({
    request,
    admin,
  }) => {
    await signUp(request);
    const order = await cashOrder(request);
    await setInvoiceMode(order, "lose-answer");
    const lost = await admin.post(bookPath(order.orderId));
    expect(lost.status()).toBe(502);
    expect((await lost.json()).error).toMatch(/Steadfast is not answering/);
    expect(await readOrder(request, order.orderId)).toMatchObject({ status: "confirmed" });
    await setInvoiceMode(order, "ok");
    const booked = await book(admin, order.orderId);
    expect(booked.consignmentId).toBe(String((await parcelOf(order))!.consignment_id));
    expect(await createOrderCallsFor(order)).toBe(1);
  });

  test("Steadfast refusing or not answering: a clear 502, the order unchanged", async ({ request, admin }) => {
    await signUp(request);
    const order = await cashOrder(request);
    await setInvoiceMode(order, "refuse");
    const refused = await admin.post(bookPath(order.orderId));
    expect(refused.status()).toBe(502);
    expect((await refused.json()).error).toBe(
      "Steadfast refused the parcel (Merchant account is on hold.). The order is unchanged.",
    );
    await setInvoiceMode(order, "fail");
    expect((await admin.post(bookPath(order.orderId))).status()).toBe(502);
    const unchanged = (await readOrder(request, order.orderId)) as BookedOrder;
    expect(unchanged).toMatchObject({ status: "confirmed", paid: false });
    expect(unchanged.consignmentId).toBeUndefined();
  });

  test("only an admin books, only an order that exists and is ready to ship", async ({ request, admin }) => {
    await signUp(request);
    const order = await cashOrder(request);
    expect((await request.post(bookPath(order.orderId))).status()).toBe(403);
    const visitor = await playwrightRequest.newContext({ baseURL: process.env.E2E_BASE_URL });
    expect((await visitor.post(bookPath(order.orderId))).status()).toBe(401);
    await visitor.dispose();
    expect((await admin.post(bookPath("not-an-id"))).status()).toBe(400);
    expect((await admin.post(bookPath("64b7f0c2a1e4d3b2c1a09f87"))).status()).toBe(404);
    // Shipped by hand: not booked again.
    await admin.patch(`/api/allorder/${order.orderId}`, { data: { status: "shipped", courier: "Pathao" } });
    expect((await admin.post(bookPath(order.orderId))).status()).toBe(409);
    expect(await createOrderCallsFor(order)).toBe(0);
  });

  test("a shop without Steadfast's keys offers hand entry only (503), and refuses every notice", async ({
    request,
  }) => {
    await signUp(request);
    const order = await cashOrder(request);
    // The same database, without Steadfast's settings.
    const admin = await playwrightRequest.newContext({ baseURL: process.env.E2E_NO_PAYMENTS_BASE_URL });
    await logIn(admin, adminAccount);
    const response = await admin.post(bookPath(order.orderId));
    expect(response.status()).toBe(503);
    expect((await response.json()).error).toMatch(/Steadfast is not set up/);
    const notice = await postNotice(admin, {
      notification_type: "delivery_status",
      consignment_id: 1,
      invoice: "MF-1",
    });
    expect(notice.status()).toBe(401);
    await admin.dispose();
    expect(await readOrder(request, order.orderId)).toMatchObject({ status: "confirmed" });
  });
});

test.describe("Steadfast's webhook: POST /api/webhooks/steadfast", () => {
  test("delivered: the cash order becomes delivered and paid with what was collected, once however often it comes", async ({
    request,
    admin,
  }) => {
    const { orderId, orderNumber, booked } = await bookedOrder(request, admin);
    const { webhookStatus } = await changeParcelStatus({ orderNumber }, "delivered", { codAmount: 1234 });
    expect(webhookStatus).toBe(200);
    const delivered = (await readOrder(request, orderId)) as BookedOrder;
    expect(delivered).toMatchObject({
      status: "delivered",
      paid: true,
      collectedBdt: 1234,
      courierStatus: "delivered",
    });
    // Replayed as it was: 200, and nothing changes twice.
    const notice = (await sentNotices()).findLast((sent) => sent.notice.invoice === invoiceOf({ orderNumber }))!.notice;
    for (let i = 0; i < 3; i++) expect((await postNotice(request, notice)).status()).toBe(200);
    const after = (await readOrder(request, orderId)) as BookedOrder;
    expect(after.timeline.filter((entry) => entry.status === "delivered")).toHaveLength(1);
    expect(after.paidAt).toBe(delivered.paidAt);
    expect(booked.consignmentId).toBe(after.consignmentId);
  });

  test("cancelled: the order is returned to the shop with its stock back, once", async ({ request, admin }) => {
    const { orderId, orderNumber, toolId } = await bookedOrder(request, admin);
    const before = await toolStock(request, toolId);
    await changeParcelStatus({ orderNumber }, "cancelled");
    const notice = (await sentNotices()).findLast((sent) => sent.notice.invoice === invoiceOf({ orderNumber }))!.notice;
    await Promise.all([postNotice(request, notice), postNotice(request, notice)]);
    expect(await readOrder(request, orderId)).toMatchObject({ status: "returned" });
    expect(await toolStock(request, toolId)).toBe(before + 2);
  });

  test("cancelled, for a parcel paid by wallet: its payment is refunded in full, once", async ({ request, admin }) => {
    await signUp(request);
    const toolId = await insertTool({
      name: `Prepaid ${randomUUID()}`,
      orderQuantity: 1,
      availableQuantity: 5,
      price: 9.5,
    });
    const { insertedId: orderId, orderNumber } = await postOrder(request, {
      toolId,
      quantity: 1,
      paymentMethod: "sslcommerz",
    });
    const { tranId } = await startWalletPayment(request, orderId);
    await payAtGateway(tranId);
    const booked = await book(admin, orderId);
    // Paid already: the rider collects nothing.
    expect((await parcelOf({ orderNumber }))!.cod_amount).toBe(0);
    await changeParcelStatus({ orderNumber }, "cancelled");
    const notice = (await sentNotices()).findLast((sent) => sent.notice.invoice === invoiceOf({ orderNumber }))!.notice;
    await Promise.all([postNotice(request, notice), postNotice(request, notice), postNotice(request, notice)]);
    expect(await readOrder(request, orderId)).toMatchObject({ status: "returned", refunded: true });
    expect((await gatewayTransaction(tranId))!.refunds).toEqual([
      expect.objectContaining({ refund_amount: booked.totalBdt.toFixed(2) }),
    ]);
    expect(await toolStock(request, toolId)).toBe(5);
  });

  test("a forged or missing token: 401 and nothing changes", async ({ request, admin }) => {
    const { orderId, orderNumber, booked } = await bookedOrder(request, admin);
    const notice = {
      notification_type: "delivery_status",
      consignment_id: Number(booked.consignmentId),
      invoice: invoiceOf({ orderNumber }),
      status: "delivered",
      cod_amount: 0,
      updated_at: "2026-11-27 10:00:00",
    };
    const forged = `Bearer ${"x".repeat(e2eConfig.steadfastWebhookToken.length)}`;
    for (const authorization of [
      null,
      forged,
      "Bearer ",
      `Basic ${e2eConfig.steadfastWebhookToken}`,
      e2eConfig.steadfastWebhookToken,
    ]) {
      const response = await postNotice(request, notice, authorization);
      expect(response.status()).toBe(401);
    }
    expect(await readOrder(request, orderId)).toMatchObject({ status: "shipped", paid: false });
  });

  test("an unknown invoice or a consignment that is not the order's: 200 and ignored", async ({ request, admin }) => {
    const { orderId, orderNumber, booked } = await bookedOrder(request, admin);
    const notice = {
      notification_type: "delivery_status",
      status: "delivered",
      cod_amount: 5,
      updated_at: "2026-11-27 10:00:00",
    };
    for (const [invoice, consignment] of [
      ["MF-99999999", Number(booked.consignmentId)],
      [invoiceOf({ orderNumber }), 1],
      ["not-an-order", 1],
    ] as const) {
      const response = await postNotice(request, { ...notice, invoice, consignment_id: consignment });
      expect(response.status()).toBe(200);
    }
    expect(await readOrder(request, orderId)).toMatchObject({ status: "shipped", paid: false });
  });

  test("bad input gets a 4xx, never a 5xx", async ({ request }) => {
    const bodies: unknown[] = [
      "not json",
      [],
      {},
      { notification_type: "refund", consignment_id: 1, invoice: "MF-1" },
      { notification_type: "delivery_status", consignment_id: { $gt: 0 }, invoice: "MF-1" },
      { notification_type: "delivery_status", consignment_id: 1, invoice: { $ne: null } },
      { notification_type: "delivery_status", consignment_id: 1, invoice: "MF-1", status: "x".repeat(5000) },
    ];
    for (const body of bodies) {
      const response = await request.post("/api/webhooks/steadfast", {
        headers: { authorization: `Bearer ${e2eConfig.steadfastWebhookToken}`, "content-type": "application/json" },
        data: typeof body === "string" ? body : JSON.stringify(body),
      });
      expect(response.status(), JSON.stringify(body).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(response.status()).toBeLessThan(500);
    }
    const huge = await request.post("/api/webhooks/steadfast", {
      headers: { authorization: `Bearer ${e2eConfig.steadfastWebhookToken}`, "content-type": "application/json" },
      data: JSON.stringify({ padding: "x".repeat(100_000) }),
    });
    expect(huge.status()).toBe(413);
  });

  test("a burst of 200 notices is answered without error and leaves each order in its last notice's state", async ({
    request,
    admin,
  }) => {
    test.setTimeout(120_000);
    await signUp(request);
    const finals = ["delivered", "cancelled", "hold", "delivered", "partial_delivered"] as const;
    const orders = [];
    for (const final of finals) {
      const placed = await cashOrder(request);
      orders.push({ ...placed, final, booked: await book(admin, placed.orderId) });
    }
    const onTheWay = ["in_review", "pending", "hold", "pending"];
    const notices = orders.flatMap(({ orderNumber, booked, final }) =>
      Array.from({ length: 40 }, (_, i) => ({
        notification_type: i % 5 === 3 ? "tracking_update" : "delivery_status",
        consignment_id: Number(booked.consignmentId),
        invoice: invoiceOf({ orderNumber }),
        status: i === 39 ? final : onTheWay[i % onTheWay.length],
        cod_amount: 700,
        tracking_message: `Step ${i}`,
        // One second apart: the last is the newest.
        updated_at: `2026-11-27 10:${String(Math.floor(i / 60)).padStart(2, "0")}:${String(i % 60).padStart(2, "0")}`,
      })),
    );
    expect(notices).toHaveLength(200);
    const answers = await Promise.all(notices.map((notice) => postNotice(request, notice)));
    expect(answers.map((answer) => answer.status())).toEqual(notices.map(() => 200));
    const expected = { delivered: "delivered", partial_delivered: "delivered", cancelled: "returned", hold: "shipped" };
    for (const { orderId, final } of orders) {
      const order = (await readOrder(request, orderId)) as BookedOrder;
      expect(order.status).toBe(expected[final]);
      expect(order.timeline.filter((entry) => entry.status === order.status)).toHaveLength(1);
    }
  });
});

test.describe("the poll for lost webhooks", () => {
  test("catches a delivery whose webhook never came", async ({ request, admin }) => {
    const { orderId, orderNumber } = await bookedOrder(request, admin);
    const { webhookStatus } = await changeParcelStatus({ orderNumber }, "delivered", { notify: false });
    expect(webhookStatus).toBeNull();
    // COURIER_POLL_MINUTES is seconds in the e2e shop; the sweep looks every few seconds.
    await expect
      .poll(async () => (await readOrder(request, orderId)).status, { timeout: 20_000, intervals: [1000] })
      .toBe("delivered");
    expect(await readOrder(request, orderId)).toMatchObject({ paid: true });
  });

  test("brings back a parcel cancelled without a webhook, its parts back in the cached catalogue", async ({
    request,
    admin,
  }) => {
    const { orderId, orderNumber, toolId } = await bookedOrder(request, admin);
    const listed = (await listedTool(request, toolId))!.availableQuantity;
    await changeParcelStatus({ orderNumber }, "cancelled", { notify: false });
    await expect
      .poll(async () => (await readOrder(request, orderId)).status, { timeout: 20_000, intervals: [1000] })
      .toBe("returned");
    // The poll runs outside any request: the catalogue still shows the two parts at once.
    expect((await listedTool(request, toolId))?.availableQuantity).toBe(listed + 2);
  });
});
