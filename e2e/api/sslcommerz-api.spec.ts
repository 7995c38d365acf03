import { ObjectId } from "mongodb";
import type { APIRequestContext } from "@playwright/test";

import { signNotice } from "../../tests/doubles/sslcommerz/server";
import { expect, test } from "../fixtures";
import { adminRequest } from "../support/admin-session";
import { logIn, newAccount, signUp } from "../support/accounts";
import { toolNamed } from "../support/catalogue";
import { withDb } from "../support/db";
import { asForm } from "../support/forms";
import { delivery, postOrder, readOrder } from "../support/orders";
import {
  cancelAtGateway,
  failAtGateway,
  gatewayApiCalls,
  gatewayTransaction,
  openSessionAtGateway,
  payAtGateway,
  paymentAttemptsOf,
  startWalletPayment,
} from "../support/sslcommerz";

/** Places an order paid through SSLCommerz (bKash, Nagad, Rocket) for the signed-in request context. */
async function walletOrder(request: APIRequestContext, paymentMethod: "sslcommerz" | "card" | "cod" = "sslcommerz") {
  const tool = await toolNamed(request, "Iridium Spark Plug CR8EIX");
  return (await postOrder(request, { toolId: tool._id, quantity: tool.orderQuantity, paymentMethod })).insertedId;
}

const gatewayPassword = "motoforge_test@ssl";

test.describe("SSLCommerz API: only the gateway's validation pays an order, once", () => {
  test("a session is only for the buyer's own unpaid wallet order, at its stored total", async ({
    request,
    playwright,
    baseURL,
  }) => {
    const startSession = (context: APIRequestContext, data: unknown) =>
      context.post("/api/payments/sslcommerz/session", { data });
    const stranger = await playwright.request.newContext({ baseURL });
    expect((await startSession(stranger, { orderId: new ObjectId().toHexString() })).status()).toBe(401);

    await signUp(request);
    const orderId = await walletOrder(request);
    expect((await startSession(request, { orderId: "not-an-id" })).status()).toBe(400);
    expect((await startSession(request, {})).status()).toBe(400);
    expect((await startSession(request, { orderId: new ObjectId().toHexString() })).status()).toBe(404);
    expect((await startSession(request, { orderId: await walletOrder(request, "cod") })).status()).toBe(409);
    expect((await startSession(request, { orderId: await walletOrder(request, "card") })).status()).toBe(409);

    await signUp(stranger, newAccount("other"));
    expect((await startSession(stranger, { orderId })).status()).toBe(404);
    await stranger.dispose();
    const admin = await adminRequest();
    expect((await startSession(admin, { orderId })).status()).toBe(404);
    await admin.dispose();

    const { url, tranId } = await startWalletPayment(request, orderId);
    expect(url.startsWith(process.env.E2E_SSLCOMMERZ_URL!)).toBe(true);
    const order = await readOrder(request, orderId);
    expect(tranId).toMatch(new RegExp(`^MF-${order.orderNumber}-[0-9a-f]{8}$`));
    const paid = await payAtGateway(tranId);
    // Wallets pay in taka: the session asked for the order's taka total, fixed when it was placed.
    expect(paid).toMatchObject({ currency_type: "BDT", currency_amount: order.totalBdt.toFixed(2), currency: "BDT" });
    expect(await readOrder(request, orderId)).toMatchObject({ status: "paid", paid: true });
    expect((await startSession(request, { orderId })).status()).toBe(409);
  });

  test("the Pay button's own post opens a session only for the buyer's own order, only from the shop", async ({
    request,
    playwright,
    baseURL,
  }) => {
    const payForm = (context: APIRequestContext, orderId: string, headers: Record<string, string> = {}) =>
      context.post("/api/payments/sslcommerz/session", asForm({ orderId, locale: "bn" }, headers));
    await signUp(request);
    const orderId = await walletOrder(request);
    const stranger = await playwright.request.newContext({ baseURL });
    expect((await payForm(stranger, orderId)).status()).toBe(401);
    await signUp(stranger, newAccount("other"));
    expect((await payForm(stranger, orderId)).status()).toBe(404);
    await stranger.dispose();
    // Another site's form, with the buyer's cookies: refused before anything is opened.
    expect((await payForm(request, orderId, { Origin: "https://evil.example" })).status()).toBe(403);
    expect((await payForm(request, "not-an-id")).status()).toBe(400);
    expect(await paymentAttemptsOf(orderId)).toEqual([]);

    const opened = await payForm(request, orderId);
    expect(opened.status()).toBe(303);
    expect(opened.headers().location!.startsWith(process.env.E2E_SSLCOMMERZ_URL!)).toBe(true);
    expect(await paymentAttemptsOf(orderId)).toHaveLength(1);

    await payAtGateway((await paymentAttemptsOf(orderId))[0]!);
    // Paid meanwhile: back to the payment page in the form's language, which shows it paid.
    const again = await payForm(request, orderId);
    expect(again.status()).toBe(303);
    expect(again.headers().location).toBe(`/bn/dashboard/payment/${orderId}?gateway=unopened`);
    expect(await paymentAttemptsOf(orderId)).toHaveLength(1);
  });

  test("the IPN pays the order once; forged, unvalidated, replayed and foreign notices change nothing", async ({
    request,
    playwright,
    baseURL,
  }) => {
    await signUp(request);
    const orderId = await walletOrder(request);
    const { tranId } = await startWalletPayment(request, orderId);
    // The gateway itself calls with no cookie and no browser.
    const gateway = await playwright.request.newContext({ baseURL });
    const notify = async (fields: Record<string, string>) =>
      (await gateway.post("/api/payments/sslcommerz/ipn", { form: fields })).status();

    const claim = { tran_id: tranId, val_id: "forged0000001", status: "VALID", amount: "9999.00", currency: "BDT" };
    expect(await notify(signNotice(claim, "not the store password"))).toBe(400);
    expect(await notify(signNotice(claim, gatewayPassword))).toBe(200);
    // Unsigned: SSLCommerz signs every notice, so it is refused before any call to the gateway.
    expect(await notify(claim)).toBe(400);
    expect(await notify({ tran_id: "x' OR 1=1", val_id: "1", status: "VALID" })).toBe(400);
    expect((await gateway.post("/api/payments/sslcommerz/ipn", { data: claim })).status()).toBe(400);
    expect(await readOrder(request, orderId)).toMatchObject({ status: "unpaid", paid: false });

    // Someone else's real payment, announced for this order: refused as changed, or, signed
    // again as if by the gateway, checked with the validation API, which names the other order.
    const other = await playwright.request.newContext({ baseURL });
    await signUp(other, newAccount("other"));
    const otherOrderId = await walletOrder(other);
    const otherPayment = await payAtGateway((await startWalletPayment(other, otherOrderId)).tranId, { ipn: false });
    expect(await notify({ ...otherPayment, tran_id: tranId })).toBe(400);
    const { verify_sign: _sign, verify_key: _key, ...otherFields } = otherPayment;
    expect(await notify(signNotice({ ...otherFields, tran_id: tranId }, gatewayPassword))).toBe(200);
    expect(await readOrder(request, orderId)).toMatchObject({ status: "unpaid", paid: false });

    const notice = await payAtGateway(tranId, { ipn: false });
    expect(await notify(notice)).toBe(200);
    const paid = await readOrder(request, orderId);
    const transaction = await gatewayTransaction(tranId);
    expect(paid).toMatchObject({ status: "paid", paid: true, transactionId: transaction!.bank_tran_id });
    expect(await notify(notice)).toBe(200);
    expect(await readOrder(request, orderId)).toEqual(paid);
    expect(paid.timeline.map((entry) => entry.status)).toEqual(["unpaid", "paid"]);
    await Promise.all([gateway.dispose(), other.dispose()]);
  });

  test("unsigned notices, however many, cost no call to the gateway; the signed one is checked once", async ({
    request,
    playwright,
    baseURL,
  }) => {
    await signUp(request);
    const orderId = await walletOrder(request);
    const signed = await payAtGateway((await startWalletPayment(request, orderId)).tranId, { ipn: false });
    const { verify_sign: _sign, verify_key: _key, ...unsigned } = signed;
    const validations = async () =>
      (await gatewayApiCalls()).filter((call) => call.params.val_id === signed.val_id).length;
    const stranger = await playwright.request.newContext({ baseURL });
    const statuses: number[] = [];
    for (let batch = 0; batch < 10; batch++) {
      const posts = Array.from({ length: 20 }, (_, index) =>
        stranger.post(`/api/payments/sslcommerz/${index % 2 ? "ipn" : "return/success"}`, { form: unsigned }),
      );
      statuses.push(...(await Promise.all(posts)).map((response) => response.status()));
    }
    expect(statuses).toEqual(Array.from({ length: 200 }, () => 400));
    expect(await validations()).toBe(0);
    expect(await readOrder(request, orderId)).toMatchObject({ status: "unpaid", paid: false });

    expect((await stranger.post("/api/payments/sslcommerz/ipn", { form: signed })).status()).toBe(200);
    expect(await validations()).toBe(1);
    expect(await readOrder(request, orderId)).toMatchObject({ status: "paid", paid: true });
    await stranger.dispose();
  });

  test("notices are limited per address: past the limit a 429, before anything else", async ({ playwright }) => {
    // The shop with the default limits (60 notices a minute per address), and no SSLCommerz keys.
    const shop = await playwright.request.newContext({ baseURL: process.env.E2E_STRICT_LIMITS_BASE_URL });
    const notice = { tran_id: "MF-1-00000000", val_id: "flood0000001", status: "VALID" };
    const statuses: number[] = [];
    for (let index = 0; index < 60; index++)
      statuses.push((await shop.post("/api/payments/sslcommerz/ipn", { form: notice })).status());
    expect(statuses).not.toContain(429);
    expect((await shop.post("/api/payments/sslcommerz/ipn", { form: notice })).status()).toBe(429);
    expect((await shop.post("/api/payments/sslcommerz/return/success", { form: notice })).status()).toBe(429);
    await shop.dispose();
  });

  test("a payment for less than the order's total does not pay it", async ({ request }) => {
    await signUp(request);
    const orderId = await walletOrder(request);
    const { tranId } = await startWalletPayment(request, orderId);
    const order = await readOrder(request, orderId);
    // An attempt of this order whose session asked for a taka less, as a tampered checkout would.
    const cheapAttempt = `MF-${order.orderNumber}-0badc0de`;
    await withDb((db) =>
      db
        .collection<{ paymentAttempts: string[] }>("orders")
        .updateOne({ _id: new ObjectId(orderId) }, { $push: { paymentAttempts: cheapAttempt } }),
    );
    await openSessionAtGateway(tranId, { tran_id: cheapAttempt, total_amount: (order.totalBdt - 1).toFixed(2) });
    await payAtGateway(cheapAttempt);
    expect(await readOrder(request, orderId)).toMatchObject({ status: "unpaid", paid: false });
  });

  test("the browser's return confirms a payment whose IPN has not come, without a session, and says what happened", async ({
    request,
    playwright,
    baseURL,
  }) => {
    await signUp(request);
    const orderId = await walletOrder(request);
    // The gateway's page posts the browser back across sites: no cookie comes with it.
    const browser = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { "sec-fetch-site": "cross-site", origin: process.env.E2E_SSLCOMMERZ_URL! },
      maxRedirects: 0,
    });
    const returnWith = async (outcome: string, fields: Record<string, string>) => {
      const response = await browser.post(`/api/payments/sslcommerz/return/${outcome}`, { form: fields });
      expect(response.status()).toBe(303);
      return response.headers().location;
    };

    const failed = await failAtGateway((await startWalletPayment(request, orderId)).tranId);
    expect(await returnWith("fail", failed)).toBe(`/dashboard/order/${orderId}?payment=failed`);
    const cancelled = await cancelAtGateway((await startWalletPayment(request, orderId)).tranId);
    expect(await returnWith("cancel", cancelled)).toBe(`/dashboard/order/${orderId}?payment=cancelled`);
    // A forged "success" is refused unsigned; signed as if by the gateway, it is checked with
    // the gateway, which knows of no such payment.
    const { tranId } = await startWalletPayment(request, orderId);
    const forged = { tran_id: tranId, val_id: "forged0000001", status: "VALID" };
    expect((await browser.post("/api/payments/sslcommerz/return/success", { form: forged })).status()).toBe(400);
    expect(await returnWith("success", signNotice(forged, gatewayPassword))).toBe(
      `/dashboard/order/${orderId}?payment=failed`,
    );
    expect(await returnWith("success", { tran_id: "MF-1-00000000" })).toBe("/dashboard/order");
    expect(await readOrder(request, orderId)).toMatchObject({ status: "unpaid", paid: false });

    const paid = await payAtGateway(tranId, { ipn: false });
    expect(await returnWith("success", paid)).toBe(`/dashboard/order/${orderId}?payment=success`);
    expect(await readOrder(request, orderId)).toMatchObject({ status: "paid", paid: true });
    expect(await returnWith("success", paid)).toBe(`/dashboard/order/${orderId}?payment=success`);
    expect((await browser.get(`/api/payments/sslcommerz/return/success`)).status()).toBe(405);
    await browser.dispose();
  });

  test("the admin's cancel refunds a paid wallet order at the gateway and keeps the reference", async ({ request }) => {
    await signUp(request);
    const orderId = await walletOrder(request);
    const { tranId } = await startWalletPayment(request, orderId);
    await payAtGateway(tranId);
    expect((await request.delete(`/api/order/${orderId}`)).status()).toBe(409);

    const admin = await adminRequest();
    const cancelled = await admin.delete(`/api/allorder/${orderId}`);
    expect(cancelled.status()).toBe(200);
    const transaction = await gatewayTransaction(tranId);
    expect(transaction!.refunds).toEqual([expect.objectContaining({ refund_amount: transaction!.amount })]);
    expect(await readOrder(request, orderId)).toMatchObject({
      status: "cancelled",
      refunded: true,
      refundReference: transaction!.refunds[0]!.refund_ref_id,
    });
    expect((await admin.delete(`/api/allorder/${orderId}`)).status()).toBe(409);
    expect((await gatewayTransaction(tranId))!.refunds).toHaveLength(1);
    await admin.dispose();
  });

  test("without SSLCommerz settings no wallet order is taken, and an earlier one gets no session", async ({
    request,
    playwright,
  }) => {
    const account = await signUp(request);
    const orderId = await walletOrder(request);
    // The same database, served by the shop before its owner set SSLCommerz up.
    const shop = await playwright.request.newContext({ baseURL: process.env.E2E_NO_PAYMENTS_BASE_URL });
    await logIn(shop, account);
    const tool = await toolNamed(shop, "Iridium Spark Plug CR8EIX");
    const refused = await shop.post("/api/order", {
      data: { ...delivery, toolId: tool._id, quantity: tool.orderQuantity, paymentMethod: "sslcommerz" },
    });
    expect(refused.status()).toBe(400);
    expect((await refused.json()).fields).toEqual({
      paymentMethod: "bKash, Nagad and Rocket payments are not configured yet.",
    });
    const session = await shop.post("/api/payments/sslcommerz/session", { data: { orderId } });
    expect(session.status()).toBe(409);
    expect(await session.json()).toEqual({ error: "bKash, Nagad and Rocket payments are not configured yet." });
    expect(await readOrder(shop, orderId)).toMatchObject({ status: "unpaid" });
    expect(await paymentAttemptsOf(orderId)).toEqual([]);
    await shop.dispose();
  });
});
