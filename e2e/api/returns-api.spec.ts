import type { APIRequestContext } from "@playwright/test";
import { ObjectId } from "mongodb";

import { expect, test as base } from "../fixtures";
import { newAccount, signUp } from "../support/accounts";
import { adminRequest } from "../support/admin-session";
import { getTool } from "../support/catalogue";
import { pngFile, uploadImage } from "../support/images";
import { textsTo, waitForMail } from "../support/messages";
import { postCartOrder, readOrder } from "../support/orders";
import { CREDIT_NOTE_NUMBER, invoiceCsv, rowsOfOrder } from "../support/invoices";
import { newPhone } from "../support/phones";
import {
  deliveredDaysAgo,
  deliveredOrder,
  newParts,
  readOrderWithReturns,
  requestReturn,
  returnBody,
  smsNumber,
  type ReturnJson,
} from "../support/returns";
import { gatewayApiCalls, gatewayTransaction } from "../support/sslcommerz";

/** `admin`: an API context signed in as the admin. */
const test = base.extend<{ admin: APIRequestContext }>({
  admin: async ({}, use) => {
    const admin = await adminRequest();
    await use(admin);
    await admin.dispose();
  },
});

const imageId = (url: string) => url.split("/").at(-1)!;

const move = (admin: APIRequestContext, id: string, data: Record<string, unknown>) =>
  admin.patch(`/api/returns/${id}`, { data });

// At 122 taka to the dollar: a $3 part is 366 taka, a $5 one 610; 976 taka of parts pay 70 for Dhaka.
const PRICES = [3, 5];

test.describe("returns API: a buyer's request on a delivered order, the shop's steps, one partial refund", () => {
  test("one line of a two-line wallet order comes back: approved, received, refunded once at the gateway for its taka", async ({
    request,
    admin,
  }) => {
    test.slow();
    const buyer = await signUp(request);
    const [first, second] = await newParts(PRICES);
    const phone = newPhone();
    const { orderId, tranId } = await deliveredOrder(
      request,
      [
        { toolId: first!, quantity: 2 },
        { toolId: second!, quantity: 1 },
      ],
      { phone },
    );
    const photo = imageId(await uploadImage(request));
    const asked = await requestReturn(request, orderId, returnBody([{ line: 0, quantity: 1 }], { photos: [photo] }));
    expect(asked).toMatchObject({
      status: "requested",
      lines: [expect.objectContaining({ line: 0, toolId: first, quantity: 1, priceBdt: 366, price: 3 })],
      refundBdt: 366,
      refund: 3,
      includesDelivery: false,
      photos: [photo],
    });
    expect(asked).not.toHaveProperty("refundTo");
    expect((await readOrderWithReturns(request, orderId)).returns).toEqual([asked]);
    await waitForMail(buyer.email, "we have your return request");

    const approved = await move(admin, asked._id, { status: "approved", note: "Leave it at any Pathao point." });
    expect(await approved.json()).toMatchObject({ status: "approved" });
    await waitForMail(buyer.email, "your return is approved");
    const stockBefore = (await getTool(request, first!)).availableQuantity;
    const received = await move(admin, asked._id, { status: "received", restock: true });
    expect(await received.json()).toMatchObject({ status: "received", restocked: true });
    expect((await getTool(request, first!)).availableQuantity).toBe(stockBefore + 1);

    const refunded = await move(admin, asked._id, { status: "refunded" });
    expect(refunded.status()).toBe(200);
    const transaction = await gatewayTransaction(tranId!);
    expect(transaction!.refunds).toEqual([expect.objectContaining({ refund_amount: "366.00" })]);
    expect(await refunded.json()).toMatchObject({
      status: "refunded",
      refundMethod: "gateway",
      refundReference: transaction!.refunds[0]!.refund_ref_id,
    });
    const mail = await waitForMail(buyer.email, "refunded");
    expect(mail.text).toContain("৳366");
    const texts = async () => (await textsTo(smsNumber(phone))).map((sms) => sms.text).join("\n");
    for (const step of [
      "received, we answer",
      "approved, see your e-mail",
      "arrived, refund of ৳366",
      "refunded: ৳366",
    ])
      await expect.poll(texts).toContain(step);

    // The order itself stays delivered; the rest of it can still come back.
    expect(await readOrder(request, orderId)).toMatchObject({ status: "delivered" });
    expect((await move(admin, asked._id, { status: "refunded" })).status()).toBe(409);
    expect((await gatewayTransaction(tranId!))!.refunds).toHaveLength(1);
  });

  test("the rest of the order coming back refunds the delivery charge too; a cash order's refund is recorded by hand", async ({
    request,
    admin,
  }) => {
    test.slow();
    await signUp(request);
    const [first, second] = await newParts(PRICES);
    const { orderId, tranId } = await deliveredOrder(request, [
      { toolId: first!, quantity: 1 },
      { toolId: second!, quantity: 1 },
    ]);
    await requestReturn(request, orderId, returnBody([{ line: 0, quantity: 1 }]));
    const rest = await requestReturn(request, orderId, returnBody([{ line: 1, quantity: 1 }], { reason: "damaged" }));
    expect(rest).toMatchObject({ refundBdt: 610 + 70, includesDelivery: true });
    expect((await move(admin, rest._id, { status: "approved", note: "We pick it up on Sunday." })).status()).toBe(200);
    // A damaged part does not go back on sale.
    const stock = (await getTool(request, second!)).availableQuantity;
    expect(await (await move(admin, rest._id, { status: "received", restock: false })).json()).toMatchObject({
      restocked: false,
    });
    expect((await getTool(request, second!)).availableQuantity).toBe(stock);
    expect((await move(admin, rest._id, { status: "refunded" })).status()).toBe(200);
    expect((await gatewayTransaction(tranId!))!.refunds).toEqual([
      expect.objectContaining({ refund_amount: "680.00" }),
    ]);

    const { orderId: cashId } = await deliveredOrder(request, [{ toolId: first!, quantity: 1 }], {
      paymentMethod: "cod",
    });
    const noDestination = await request.post(`/api/order/${cashId}/returns`, {
      data: returnBody([{ line: 0, quantity: 1 }]),
    });
    expect(noDestination.status()).toBe(400);
    expect((await noDestination.json()).fields).toHaveProperty("refundTo");
    const badWallet = await request.post(`/api/order/${cashId}/returns`, {
      data: returnBody([{ line: 0, quantity: 1 }], { refundTo: { method: "bkash", number: "12345" } }),
    });
    expect(badWallet.status()).toBe(400);
    const cash = await requestReturn(
      request,
      cashId,
      returnBody([{ line: 0, quantity: 1 }], { refundTo: { method: "bkash", number: "+8801811000000" } }),
    );
    // The whole cash order comes back: 366 taka and its 70 taka of delivery.
    expect(cash).toMatchObject({ refundTo: { method: "bkash", number: "01811000000" }, refundBdt: 436 });
    await move(admin, cash._id, { status: "approved", note: "Send it with Steadfast to our Mirpur office." });
    await move(admin, cash._id, { status: "received" });
    const unrecorded = await move(admin, cash._id, { status: "refunded" });
    expect(unrecorded.status()).toBe(400);
    expect(Object.keys((await unrecorded.json()).fields)).toEqual(["method", "reference"]);
    const recorded = await move(admin, cash._id, { status: "refunded", method: "bkash", reference: "BK7X9Q2" });
    expect(await recorded.json()).toMatchObject({
      status: "refunded",
      refundMethod: "bkash",
      refundReference: "BK7X9Q2",
    });
    // The refund is credited against the order's invoice: its own credit note, for the 436 taka.
    const { orderNumber } = await readOrder(request, cashId);
    const credits = rowsOfOrder((await invoiceCsv(admin)).rows, orderNumber).filter((row) =>
      CREDIT_NOTE_NUMBER.test(row.number!),
    );
    expect(credits.reduce((sum, row) => sum + Number(row["total BDT"]), 0)).toBe(-436);
  });

  test("two admins refunding at once make one gateway refund of the right taka amount", async ({ request, admin }) => {
    test.slow();
    await signUp(request);
    const [first, second] = await newParts(PRICES);
    const { orderId, tranId } = await deliveredOrder(request, [
      { toolId: first!, quantity: 1 },
      { toolId: second!, quantity: 1 },
    ]);
    const asked = await requestReturn(request, orderId, returnBody([{ line: 1, quantity: 1 }]));
    await move(admin, asked._id, { status: "approved", note: "Any Pathao point." });
    await move(admin, asked._id, { status: "received" });
    // Refund calls for this payment alone: other tests refund other payments meanwhile.
    const { bank_tran_id: payment } = (await gatewayTransaction(tranId!))!;
    const refundCalls = async () =>
      (await gatewayApiCalls()).filter((call) => call.params.bank_tran_id === payment && call.params.refund_trans_id)
        .length;
    const before = await refundCalls();
    const statuses = await Promise.all(
      Array.from({ length: 6 }, async () => (await move(admin, asked._id, { status: "refunded" })).status()),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status !== 200).every((status) => status === 409)).toBe(true);
    expect(await refundCalls()).toBe(before + 1);
    expect((await gatewayTransaction(tranId!))!.refunds).toEqual([
      expect.objectContaining({ refund_amount: "610.00" }),
    ]);
  });
});

test.describe("returns API refusals", () => {
  test("only the buyer, on their delivered order, in the window, for what is left, with their own photos", async ({
    request,
    admin,
    playwright,
    baseURL,
  }) => {
    test.slow();
    await signUp(request);
    const [first, second] = await newParts(PRICES);
    const lines = [
      { toolId: first!, quantity: 2 },
      { toolId: second!, quantity: 1 },
    ];
    const { orderId } = await deliveredOrder(request, lines);
    const ask = (context: APIRequestContext, id: string, body: unknown, headers?: Record<string, string>) =>
      context.post(`/api/order/${id}/returns`, { data: body, ...(headers && { headers }) });
    const one = returnBody([{ line: 0, quantity: 1 }]);

    const anonymous = await playwright.request.newContext({ baseURL });
    expect((await ask(anonymous, orderId, one)).status()).toBe(401);
    await anonymous.dispose();
    const stranger = await playwright.request.newContext({ baseURL });
    await signUp(stranger, newAccount("other"));
    expect((await ask(stranger, orderId, one)).status()).toBe(404);
    // Someone else's picture, even a real one, is not this buyer's photo.
    const strangersPhoto = imageId(await uploadImage(stranger));
    await stranger.dispose();
    expect((await ask(admin, orderId, one)).status()).toBe(404);
    expect((await ask(request, new ObjectId().toHexString(), one)).status()).toBe(404);
    expect((await ask(request, "not-an-id", one)).status()).toBe(400);
    expect((await ask(request, orderId, one, { Origin: "https://evil.example" })).status()).toBe(403);

    const notDelivered = await postCartOrder(request, [{ toolId: first!, quantity: 1 }], "cod");
    const early = await ask(request, notDelivered.insertedId, one);
    expect(early.status()).toBe(409);
    expect((await early.json()).error).toContain("is not delivered yet");

    const refused = async (body: unknown, status: number) => {
      const response = await ask(request, orderId, body);
      expect(response.status(), JSON.stringify(body)).toBe(status);
      return (await response.json()) as { error: string; fields?: Record<string, string> };
    };
    expect((await refused({ ...one, lines: [] }, 400)).fields).toHaveProperty("lines");
    expect((await refused({ ...one, lines: [{ line: 0, quantity: 3 }] }, 400)).fields).toEqual({
      "lines.0": "More than you ordered, or than is left to return",
    });
    expect((await refused({ ...one, lines: [{ line: 2, quantity: 1 }] }, 400)).fields).toEqual({
      "lines.0": "This order has no such part",
    });
    await refused({ ...one, lines: [{ line: 0, quantity: 0 }] }, 400);
    await refused({ ...one, lines: [{ line: 0, quantity: 1.5 }] }, 400);
    await refused(
      {
        ...one,
        lines: [
          { line: 0, quantity: 1 },
          { line: 0, quantity: 1 },
        ],
      },
      400,
    );
    await refused({ ...one, reason: "changedMyMind" }, 400);
    await refused({ ...one, description: "   " }, 400);
    expect((await refused({ ...one, photos: [strangersPhoto] }, 400)).fields).toEqual({
      photos: "Add photos you uploaded yourself",
    });
    await refused({ ...one, photos: [new ObjectId().toHexString()] }, 400);
    const mine = imageId(await uploadImage(request));
    await refused({ ...one, photos: [mine, mine] }, 400);
    await refused({ ...one, photos: Array.from({ length: 4 }, () => mine) }, 400);

    // Photos are pictures, checked by their bytes, within the image limit.
    const notImage = await request.post("/api/images", {
      multipart: { image: { name: "photo.png", mimeType: "image/png", buffer: Buffer.from("%PDF-1.7 not a picture") } },
    });
    expect(notImage.status()).toBe(400);
    const huge = await request.post("/api/images", {
      multipart: { image: pngFile("huge.png", Buffer.alloc(5 * 1024 * 1024 + 1, 0x89)) },
    });
    expect(huge.status()).toBe(413);

    // All of the first line comes back; then it is returned already, and only the second is left.
    await requestReturn(request, orderId, { ...one, lines: [{ line: 0, quantity: 2 }], photos: [mine] });
    const again = await ask(request, orderId, one);
    expect(again.status()).toBe(409);
    expect((await again.json()).fields).toEqual({ "lines.0": "This part has been returned already" });
    const both = await ask(
      request,
      orderId,
      returnBody([
        { line: 1, quantity: 1 },
        { line: 0, quantity: 1 },
      ]),
    );
    expect(both.status()).toBe(409);

    await deliveredDaysAgo(orderId, 8);
    const late = await ask(request, orderId, returnBody([{ line: 1, quantity: 1 }]));
    expect(late.status()).toBe(409);
    expect((await late.json()).error).toContain("more than 7 days ago");
    await deliveredDaysAgo(orderId, 6);
    expect((await ask(request, orderId, returnBody([{ line: 1, quantity: 1 }]))).status()).toBe(201);
  });

  test("a rejected request gives its parts back to return; two requests at once for the last unit keep one", async ({
    request,
    admin,
  }) => {
    await signUp(request);
    const [first] = await newParts([3]);
    const { orderId } = await deliveredOrder(request, [{ toolId: first!, quantity: 1 }]);
    const asked = await requestReturn(request, orderId, returnBody([{ line: 0, quantity: 1 }]));
    const rejected = await move(admin, asked._id, {
      status: "rejected",
      note: "The photos show a crash, not a defect.",
    });
    expect(await rejected.json()).toMatchObject({
      status: "rejected",
      timeline: [
        expect.objectContaining({ status: "requested" }),
        expect.objectContaining({ status: "rejected", note: "The photos show a crash, not a defect." }),
      ],
    });
    const statuses = await Promise.all(
      Array.from({ length: 4 }, async () =>
        (
          await request.post(`/api/order/${orderId}/returns`, { data: returnBody([{ line: 0, quantity: 1 }]) })
        ).status(),
      ),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status !== 201).every((status) => status === 409)).toBe(true);
    const { returns } = await readOrderWithReturns(request, orderId);
    expect(returns.map((made) => made.status)).toEqual(["rejected", "requested"]);
  });

  test("a customer's photo is seen by them and the admins only, and kept by no cache", async ({
    request,
    admin,
    playwright,
    baseURL,
  }) => {
    await signUp(request);
    const photo = await uploadImage(request);
    const own = await request.get(photo);
    expect(own.status()).toBe(200);
    expect(own.headers()["cache-control"]).toBe("private, no-store");
    expect((await admin.get(photo)).status()).toBe(200);
    // Ids are ObjectIds, which can be guessed: to anyone else the photo does not exist.
    const visitor = await playwright.request.newContext({ baseURL });
    expect((await visitor.get(photo)).status()).toBe(404);
    await signUp(visitor, newAccount("stranger"));
    expect((await visitor.get(photo)).status()).toBe(404);
    // The admin's uploads are product pictures, for everyone and every cache.
    const picture = await visitor.get(await uploadImage(admin));
    expect(picture.status()).toBe(200);
    expect(picture.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    await visitor.dispose();
  });

  test("the delivery charge is refunded once: not again when a rejected request is asked for anew", async ({
    request,
    admin,
  }) => {
    await signUp(request);
    const [first, second] = await newParts(PRICES);
    const { orderId } = await deliveredOrder(request, [
      { toolId: first!, quantity: 1 },
      { toolId: second!, quantity: 1 },
    ]);
    const firstLine = await requestReturn(request, orderId, returnBody([{ line: 0, quantity: 1 }]));
    const rest = await requestReturn(request, orderId, returnBody([{ line: 1, quantity: 1 }]));
    expect(rest).toMatchObject({ refundBdt: 610 + 70, includesDelivery: true });
    await move(admin, firstLine._id, { status: "rejected", note: "Fitted and scratched." });
    // The first line again completes the order, but its delivery charge is already coming back.
    const again = await requestReturn(request, orderId, returnBody([{ line: 0, quantity: 1 }]));
    expect(again).toMatchObject({ refundBdt: 366, includesDelivery: false });
  });

  test("only the admin lists, a page at a time, and moves requests, one step forward at a time", async ({
    request,
    admin,
    playwright,
    baseURL,
  }) => {
    await signUp(request);
    const [first] = await newParts([3]);
    const { orderId } = await deliveredOrder(request, [{ toolId: first!, quantity: 1 }]);
    const asked = await requestReturn(request, orderId, returnBody([{ line: 0, quantity: 1 }]));

    const anonymous = await playwright.request.newContext({ baseURL });
    expect((await anonymous.get("/api/returns")).status()).toBe(401);
    expect((await move(anonymous, asked._id, { status: "approved", note: "x" })).status()).toBe(401);
    await anonymous.dispose();
    expect((await request.get("/api/returns")).status()).toBe(403);
    expect((await move(request, asked._id, { status: "approved", note: "Mine now" })).status()).toBe(403);
    expect(
      (
        await admin.patch(`/api/returns/${asked._id}`, {
          data: { status: "approved", note: "x" },
          headers: { Origin: "https://evil.example" },
        })
      ).status(),
    ).toBe(403);

    const firstPage = await admin.get("/api/returns");
    const listed = (await firstPage.json()) as ReturnJson[];
    expect(Number(firstPage.headers()["x-total-count"])).toBeGreaterThanOrEqual(listed.length);
    const one = await admin.get("/api/returns?page=1&limit=1");
    expect((await one.json()) as ReturnJson[]).toHaveLength(1);
    expect(Number(one.headers()["x-total-count"])).toBeGreaterThanOrEqual(listed.length);
    for (const query of ["page=0", "page=-1", "page=abc", "limit=0", "limit=1000", "page=1.5"])
      expect((await admin.get(`/api/returns?${query}`)).status(), query).toBe(400);
    expect(listed.find((made) => made._id === asked._id)).toMatchObject({ status: "requested" });
    // Open requests come first.
    const position = listed.findIndex((made) => made._id === asked._id);
    const open = ["requested", "approved", "received"];
    expect(listed.slice(0, position + 1).every((made) => open.includes(made.status))).toBe(true);

    expect((await move(admin, new ObjectId().toHexString(), { status: "approved", note: "x" })).status()).toBe(404);
    expect((await move(admin, "nope", { status: "approved", note: "x" })).status()).toBe(400);
    expect((await move(admin, asked._id, { status: "approved" })).status()).toBe(400);
    expect((await move(admin, asked._id, { status: "requested" })).status()).toBe(400);
    for (const data of [{ status: "received" }, { status: "refunded", method: "bkash", reference: "x" }]) {
      const early = await move(admin, asked._id, data);
      expect(early.status(), data.status).toBe(409);
    }
    expect((await move(admin, asked._id, { status: "approved", note: "Any Pathao point." })).status()).toBe(200);
    const twice = await move(admin, asked._id, { status: "rejected", note: "Changed my mind" });
    expect(twice.status()).toBe(409);
    expect((await twice.json()).error).toBe("This return is approved, so it cannot be rejected.");
    expect((await move(admin, asked._id, { status: "refunded" })).status()).toBe(409);
    const bangla = await admin.patch(`/api/returns/${asked._id}`, {
      data: { status: "approved", note: "x" },
      headers: { "Accept-Language": "bn" },
    });
    expect((await bangla.json()).error).toBe("এই ফেরতটি অনুমোদিত, তাই একে অনুমোদন করা যায় না।");
  });
});
