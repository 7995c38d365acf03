import { randomUUID } from "node:crypto";

import type { APIRequestContext } from "@playwright/test";
import { ObjectId } from "mongodb";

import { expect, test as base } from "../fixtures";
import { newAccount, signUp } from "../support/accounts";
import { adminRequest } from "../support/admin-session";
import { getTool } from "../support/catalogue";
import { insertTool, withDb } from "../support/db";
import { delivery, deliveryFor, postOrder, readOrder } from "../support/orders";
import { payOrder } from "../support/payments";
import { confirmWithCard, stripeClient } from "../support/stripe";

/** `admin`: an API context signed in as the admin (one login per worker, see admin-session.ts). */
const test = base.extend<{ admin: APIRequestContext }>({
  admin: async ({}, use) => {
    const admin = await adminRequest();
    await use(admin);
    await admin.dispose();
  },
});

async function newTool(availableQuantity = 50) {
  return insertTool({ name: `Fulfilment ${randomUUID()}`, orderQuantity: 1, availableQuantity, price: 12.5 });
}

const ship = { status: "shipped", courier: "Pathao", trackingNumber: "PTH-1" };

test.describe("fulfilment API: only the admin moves an order on, and only forwards", () => {
  test("a cash order goes confirmed -> shipped -> delivered, paid at delivery, every step dated", async ({
    request,
    admin,
  }) => {
    await signUp(request);
    const { insertedId, orderNumber } = await postOrder(request, {
      toolId: await newTool(),
      quantity: 2,
      paymentMethod: "cod",
    });
    expect(await readOrder(request, insertedId)).toMatchObject({ orderNumber, status: "confirmed", paid: false });

    const shipped = await admin.patch(`/api/allorder/${insertedId}`, { data: ship });
    expect(shipped.status()).toBe(200);
    expect(await shipped.json()).toMatchObject({ status: "shipped", courier: "Pathao", trackingNumber: "PTH-1" });
    const delivered = await admin.patch(`/api/allorder/${insertedId}`, { data: { status: "delivered" } });
    expect(await delivered.json()).toMatchObject({ status: "delivered", paid: true });

    const order = await readOrder(request, insertedId);
    expect(order).toMatchObject({
      paymentMethod: "cod",
      district: "Dhaka",
      area: "Mirpur",
      address: "House 12, Road 3",
    });
    expect(order.timeline.map((entry) => entry.status)).toEqual(["confirmed", "shipped", "delivered"]);
    const dates = order.timeline.map((entry) => Date.parse(entry.at));
    expect(dates).toEqual([...dates].sort());
  });

  test("a card order still goes unpaid -> paid -> shipped -> delivered", async ({ request, admin }) => {
    await signUp(request);
    const { insertedId } = await postOrder(request, { toolId: await newTool(), quantity: 1 });
    expect((await admin.patch(`/api/allorder/${insertedId}`, { data: ship })).status()).toBe(409);
    await payOrder(request, insertedId);
    expect((await admin.patch(`/api/allorder/${insertedId}`, { data: ship })).status()).toBe(200);
    expect((await admin.patch(`/api/allorder/${insertedId}`, { data: { status: "delivered" } })).status()).toBe(200);
    const order = await readOrder(request, insertedId);
    expect(order.timeline.map((entry) => entry.status)).toEqual(["unpaid", "paid", "shipped", "delivered"]);
  });

  test("a card order refused at the door is refunded in full once, however many admins mark it returned", async ({
    request,
    admin,
  }) => {
    await signUp(request);
    const toolId = await newTool(10);
    const { insertedId } = await postOrder(request, { toolId, quantity: 2 });
    const paymentIntentId = await payOrder(request, insertedId);
    expect((await admin.patch(`/api/allorder/${insertedId}`, { data: ship })).status()).toBe(200);
    const otherAdmin = await adminRequest();
    const statuses = await Promise.all(
      Array.from({ length: 4 }, async (_, i) =>
        (
          await (i % 2 ? otherAdmin : admin).patch(`/api/allorder/${insertedId}`, { data: { status: "returned" } })
        ).status(),
      ),
    );
    await otherAdmin.dispose();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status !== 200).every((status) => status === 409)).toBe(true);
    const order = await readOrder(request, insertedId);
    expect(order).toMatchObject({ status: "returned", refunded: true });
    const refunds = await stripeClient().refunds.list({ payment_intent: paymentIntentId });
    expect(refunds.data).toEqual([
      expect.objectContaining({ amount: Math.round(order.total * 100), status: "succeeded" }),
    ]);
    expect((await getTool(admin, toolId)).availableQuantity).toBe(10);
    // The rider is told their money went back, once: the outbox holds one e-mail (and one SMS) for it.
    const news = await withDb((db) =>
      db
        .collection("outbox")
        .find({ _id: new RegExp(`^order:${insertedId}:returned`) as never })
        .toArray(),
    );
    expect(news.map((message) => message.subject ?? "sms").sort()).toEqual([
      expect.stringMatching(/came back to us: \$[\d.]+ refunded$/),
      "sms",
    ]);
  });

  test("transitions out of order answer 409 with a reason, and change nothing", async ({ request, admin }) => {
    await signUp(request);
    const { insertedId, orderNumber } = await postOrder(request, {
      toolId: await newTool(),
      quantity: 1,
      paymentMethod: "cod",
    });
    const early = await admin.patch(`/api/allorder/${insertedId}`, { data: { status: "delivered" } });
    expect(early.status()).toBe(409);
    expect(await early.json()).toEqual({
      error: `Order MF-${orderNumber} is confirmed, so it cannot be marked delivered.`,
    });
    await admin.patch(`/api/allorder/${insertedId}`, { data: ship });
    expect((await admin.patch(`/api/allorder/${insertedId}`, { data: ship })).status()).toBe(409);
    expect((await admin.delete(`/api/allorder/${insertedId}`)).status()).toBe(409);
    expect((await request.delete(`/api/order/${insertedId}`)).status()).toBe(409);
    expect((await readOrder(request, insertedId)).status).toBe("shipped");

    const accepted = await admin.patch(`/api/allorder/${insertedId}`, { data: { status: "paid" } });
    expect(accepted.status()).toBe(409);
    expect(await accepted.json()).toEqual({ error: `Order MF-${orderNumber} has no payment waiting for review.` });
    for (const data of [{ status: "unpaid" }, { status: "cancelled" }, { status: "shipped" }, { courier: "x" }, {}]) {
      const response = await admin.patch(`/api/allorder/${insertedId}`, { data });
      expect(response.status(), JSON.stringify(data)).toBe(400);
    }
    expect((await admin.patch(`/api/allorder/${new ObjectId().toHexString()}`, { data: ship })).status()).toBe(404);
    expect((await admin.patch("/api/allorder/not-an-id", { data: ship })).status()).toBe(400);
  });

  test("a buyer cannot ship, deliver or un-cancel an order, their own or another's", async ({
    request,
    admin,
    playwright,
    baseURL,
  }) => {
    await signUp(request);
    const toolId = await newTool();
    const own = await postOrder(request, { toolId, quantity: 1, paymentMethod: "cod" });
    const cancelled = await postOrder(request, { toolId, quantity: 1, paymentMethod: "cod" });
    expect((await request.delete(`/api/order/${cancelled.insertedId}`)).status()).toBe(200);
    const other = await playwright.request.newContext({ baseURL });
    await signUp(other, newAccount("other"));
    const theirs = await postOrder(other, { toolId, quantity: 1, paymentMethod: "cod" });

    for (const id of [own.insertedId, cancelled.insertedId, theirs.insertedId]) {
      for (const data of [ship, { status: "delivered" }]) {
        expect((await request.patch(`/api/allorder/${id}`, { data })).status()).toBe(403);
      }
      expect((await request.delete(`/api/allorder/${id}`)).status()).toBe(403);
    }
    expect((await request.delete(`/api/order/${theirs.insertedId}`)).status()).toBe(404);
    // Un-cancelling is not a thing, not even for the admin.
    expect((await admin.patch(`/api/allorder/${cancelled.insertedId}`, { data: ship })).status()).toBe(409);
    expect((await readOrder(request, own.insertedId)).status).toBe("confirmed");
    expect((await readOrder(request, cancelled.insertedId)).status).toBe("cancelled");
    expect((await readOrder(other, theirs.insertedId)).status).toBe("confirmed");
    await other.dispose();
  });

  test("a cash order cannot be paid by card", async ({ request }) => {
    await signUp(request);
    const { insertedId } = await postOrder(request, { toolId: await newTool(), quantity: 2, paymentMethod: "cod" });
    const started = await request.post("/api/create-payment-intent", { data: { orderId: insertedId } });
    expect(started.status()).toBe(409);
    expect(await started.json()).toEqual({ error: "This order is paid in cash on delivery, not by card." });

    const stripe = stripeClient();
    const intent = await stripe.paymentIntents.create({
      amount: 2500,
      currency: "usd",
      metadata: { orderId: insertedId },
    });
    expect(await confirmWithCard(intent)).toBe(200);
    const recorded = await request.put(`/api/order/${insertedId}`, {
      data: { orderId: insertedId, transactionId: intent.id },
    });
    expect(recorded.status()).toBe(409);
    expect(await readOrder(request, insertedId)).toMatchObject({ status: "confirmed", paid: false });
  });

  test("a tampered status, paid, price, timeline or orderNumber in the body is ignored", async ({ request }) => {
    await signUp(request);
    const toolId = await newTool();
    const response = await request.post("/api/order", {
      data: {
        toolId,
        quantity: 2,
        ...(await deliveryFor(request, "cod")),
        paymentMethod: "cod",
        status: "delivered",
        paid: true,
        price: 0.01,
        unitPrice: 0.01,
        items: [{ toolId, quantity: 2, unitPrice: 0.01, price: 0.02, unitPriceBdt: 1, priceBdt: 2 }],
        bdtPerUsd: 1,
        totalBdt: 1,
        timeline: [{ status: "delivered", at: "2020-01-01T00:00:00.000Z" }],
        orderNumber: 1,
        courier: "Fake",
        refunded: true,
      },
    });
    expect(response.status()).toBe(201);
    const { insertedId, orderNumber } = (await response.json()) as { insertedId: string; orderNumber: number };
    expect(orderNumber).toBeGreaterThan(10_000);
    const order = await readOrder(request, insertedId);
    expect(order).toMatchObject({ orderNumber, status: "confirmed", paid: false, price: 25, bdtPerUsd: 122 });
    expect(order.items).toEqual([expect.objectContaining({ toolId, unitPrice: 12.5, price: 25, unitPriceBdt: 1525 })]);
    // 3050 taka of parts ship free.
    expect(order).toMatchObject({ priceBdt: 3050, deliveryChargeBdt: 0, totalBdt: 3050 });
    expect(order.timeline.map((entry) => entry.status)).toEqual(["confirmed"]);
    expect(order).not.toHaveProperty("courier");
    expect(order).not.toHaveProperty("refunded");
  });

  test("an order needs one of the 64 districts, an area and an address, and a Bangladeshi mobile", async ({
    request,
  }) => {
    await signUp(request);
    const toolId = await newTool();
    const response = await request.post("/api/order", {
      data: { toolId, quantity: 1, BuyerPhone: "+44 7911 123456", district: "Atlantis", area: "", address: " " },
    });
    expect(response.status()).toBe(400);
    expect(((await response.json()) as { fields: Record<string, string> }).fields).toEqual({
      BuyerPhone: "Enter a Bangladeshi mobile number, like 01711000000",
      district: "Choose your district",
      area: "Area or thana is required",
      address: "Address is required",
    });
    const missing = await request.post("/api/order", { data: { toolId, quantity: 1, BuyerPhone: "01711000000" } });
    expect(((await missing.json()) as { fields: Record<string, string> }).fields.district).toBe("Choose your district");
    const written = await request.post("/api/order", {
      data: { toolId, quantity: 1, ...delivery, BuyerPhone: "+880 1911-223344" },
    });
    const { insertedId } = (await written.json()) as { insertedId: string };
    expect((await readOrder(request, insertedId)).BuyerPhone).toBe("01911223344");
    expect((await getTool(request, toolId)).availableQuantity).toBe(49);
  });

  test("order lists page with X-Total-Count, and the admin finds an order by number or email", async ({
    request,
    admin,
  }) => {
    const buyer = await signUp(request);
    const toolId = await newTool();
    const placed = [];
    for (let index = 0; index < 3; index += 1)
      placed.push(await postOrder(request, { toolId, quantity: 1, paymentMethod: "cod" }));
    const email = encodeURIComponent(buyer.email);

    const plain = (await (await request.get(`/api/myorder?email=${email}`)).json()) as { _id: string }[];
    expect(plain.map((order) => order._id)).toEqual(placed.map((order) => order.insertedId).reverse());
    const second = await request.get(`/api/myorder?email=${email}&page=2&limit=2`);
    expect(second.headers()["x-total-count"]).toBe("3");
    expect(((await second.json()) as { _id: string }[]).map((order) => order._id)).toEqual([placed[0]!.insertedId]);
    expect((await request.get(`/api/myorder?email=${email}&page=0`)).status()).toBe(400);
    expect((await request.get(`/api/myorder?email=${email}&limit=1000`)).status()).toBe(400);

    const byNumber = await admin.get(`/api/order?q=MF-${placed[1]!.orderNumber}`);
    expect(byNumber.headers()["x-total-count"]).toBe("1");
    expect(((await byNumber.json()) as { _id: string }[])[0]?._id).toBe(placed[1]!.insertedId);
    const byEmail = await admin.get(`/api/order?q=${email}&status=confirmed&limit=2`);
    expect(byEmail.headers()["x-total-count"]).toBe("3");
    expect(await byEmail.json()).toHaveLength(2);
    expect((await admin.get("/api/order?status=lost")).status()).toBe(400);
    expect((await request.get(`/api/order?q=${email}`)).status()).toBe(403);
  });
});

test.describe("product editing API", () => {
  test("the admin changes price and stock; the tool shows it at once and placed orders keep their price", async ({
    request,
    admin,
  }) => {
    await signUp(request);
    const toolId = await newTool(20);
    const { insertedId } = await postOrder(request, { toolId, quantity: 2, paymentMethod: "cod" });

    const edited = await admin.patch(`/api/tools/${toolId}`, { data: { price: 15, availableQuantity: 7 } });
    expect(edited.status()).toBe(200);
    expect(await edited.json()).toMatchObject({ _id: toolId, price: 15, availableQuantity: 7 });
    expect(await getTool(request, toolId)).toMatchObject({ price: 15, availableQuantity: 7 });
    // Its line keeps the price it was placed at, in dollars and in taka at the order's rate.
    const order = await readOrder(request, insertedId);
    const unitPriceBdt = Math.round(12.5 * order.bdtPerUsd);
    expect(order).toMatchObject({
      price: 25,
      priceBdt: unitPriceBdt * 2,
      items: [{ toolId, quantity: 2, unitPrice: 12.5, price: 25, unitPriceBdt, priceBdt: unitPriceBdt * 2 }],
    });
  });

  test("only an admin edits, with field errors, and never an unknown product", async ({ request, admin }) => {
    await signUp(request);
    const toolId = await newTool();
    expect((await request.patch(`/api/tools/${toolId}`, { data: { price: 1 } })).status()).toBe(403);
    const bad = await admin.patch(`/api/tools/${toolId}`, {
      data: { price: -1, image: "https://evil.example/x.png", availableQuantity: "7" },
    });
    expect(bad.status()).toBe(400);
    expect(Object.keys(((await bad.json()) as { fields: object }).fields).sort()).toEqual([
      "availableQuantity",
      "image",
      "price",
    ]);
    expect((await admin.patch(`/api/tools/${toolId}`, { data: {} })).status()).toBe(400);
    const unknown = await admin.patch(`/api/tools/${new ObjectId().toHexString()}`, { data: { price: 3 } });
    expect(unknown.status()).toBe(404);
    expect((await getTool(request, toolId)).price).toBe(12.5);
  });
});
