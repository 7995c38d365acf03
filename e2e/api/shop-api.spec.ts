import { randomUUID } from "node:crypto";

import { ObjectId } from "mongodb";

import { expect, test } from "../fixtures";
import { newAccount, signUp } from "../support/accounts";
import { getTool, toolNamed } from "../support/catalogue";
import { adminRequest } from "../support/admin-session";
import { insertTool, markPaidBehindStripe, withDb } from "../support/db";
import { delivery, postOrder } from "../support/orders";

test.describe("catalogue API", () => {
  test("lists tools newest first, reads one, and refuses bad ids", async ({ request }) => {
    const tools = (await (await request.get("/api/tools")).json()) as { _id: string; createdAt: string }[];
    expect(tools.length).toBeGreaterThanOrEqual(10);
    const dates = tools.map((tool) => tool.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(await (await request.get("/api/tools?limit=6")).json()).toHaveLength(6);
    expect((await request.get(`/api/tools/${tools[0]?._id}`)).status()).toBe(200);
    expect((await request.get(`/api/tools/${new ObjectId().toHexString()}`)).status()).toBe(404);
    expect((await request.get("/api/tools/not-an-id")).status()).toBe(400);
    expect((await request.get("/api/tools?limit=-1")).status()).toBe(400);
  });

  test("reviews: anyone reads, only a signed-in user writes, ratings stay within 0 to 5", async ({
    request,
    playwright,
    baseURL,
  }) => {
    const anonymous = await playwright.request.newContext({ baseURL });
    const review = { name: "Anon", buyerReview: "Nice", rating: 5 };
    expect((await anonymous.post("/api/review", { data: { review } })).status()).toBe(401);
    expect((await anonymous.get("/api/customerReview")).status()).toBe(200);
    await anonymous.dispose();

    await signUp(request);
    for (const rating of [6, -1, "5", { $gt: 0 }]) {
      const response = await request.post("/api/review", { data: { review: { ...review, rating } } });
      expect(response.status()).toBe(400);
      expect(((await response.json()) as { fields: Record<string, string> }).fields["review.rating"]).toBeTruthy();
    }
    const created = await request.post("/api/review", { data: { review: { ...review, rating: 4.5 } } });
    expect(created.status()).toBe(201);
    expect(await created.json()).toEqual({ insertedId: expect.stringMatching(/^[0-9a-f]{24}$/) });
    const newest = (await (await request.get("/api/customerReview?limit=1")).json()) as { review: unknown }[];
    expect(newest[0]?.review).toEqual({ ...review, rating: 4.5 });
    expect(JSON.stringify(newest)).not.toContain("userEmail");

    // Three a day per account: the home page's three newest are not one account's to fill.
    for (let i = 0; i < 2; i++) expect((await request.post("/api/review", { data: { review } })).status()).toBe(201);
    const fourth = await request.post("/api/review", { data: { review } });
    expect(fourth.status()).toBe(429);
    expect(await fourth.json()).toMatchObject({
      error: "You have posted 3 reviews today. Please post another tomorrow.",
    });
  });
});

test.describe("order API", () => {
  test("the price is the server's, whatever the client sends", async ({ request }) => {
    await signUp(request);
    const tool = await toolNamed(request, "Iridium Spark Plug CR8EIX");
    const response = await request.post("/api/order", {
      data: {
        toolId: tool._id,
        quantity: 7,
        ...delivery,
        price: 0.01,
        totalBdt: 1,
        items: [{ toolId: tool._id, quantity: 7, unitPrice: 0.01, unitPriceBdt: 1 }],
        paid: true,
        BuyerEmail: "someone@else.test",
      },
    });
    expect(response.status()).toBe(201);
    const { insertedId } = (await response.json()) as { insertedId: string };
    const order = (await (await request.get(`/api/order/${insertedId}`)).json()) as Record<string, unknown>;
    // Priced from the catalogue, in dollars and in whole taka at the shop's rate (122 to the dollar).
    const unitPriceBdt = Math.round(tool.price * 122);
    const price = Math.round(tool.price * 7 * 100) / 100;
    expect(order).toMatchObject({
      items: [{ toolId: tool._id, toolName: tool.name, quantity: 7, unitPrice: tool.price, price, unitPriceBdt }],
      price,
      priceBdt: unitPriceBdt * 7,
      // Over 2000 taka of parts: delivery is free.
      deliveryChargeBdt: 0,
      totalBdt: unitPriceBdt * 7,
      quantity: 7,
      paid: false,
      toolName: tool.name,
    });
    expect(order.BuyerEmail).not.toBe("someone@else.test");
  });

  test("quantities outside the rules are refused with a message for the field", async ({ request }) => {
    await signUp(request);
    const tool = await toolNamed(request, "Sintered Disc Brake Pads");
    const cases: [unknown, number, RegExp][] = [
      [-4, 400, /at least 1/],
      [0, 400, /at least 1/],
      [4.5, 400, /whole number/],
      ["8", 400, /Quantity is required/],
      [{ $gt: 0 }, 400, /Quantity is required/],
      [tool.orderQuantity - 1, 409, /minimum order is 4/],
      [tool.availableQuantity + 1, 409, /Only \d+ available/],
      [1e12, 409, /Only \d+ available/],
    ];
    for (const [quantity, status, message] of cases) {
      const response = await request.post("/api/order", { data: { toolId: tool._id, quantity, ...delivery } });
      expect(response.status(), `quantity ${JSON.stringify(quantity)}`).toBe(status);
      const body = (await response.json()) as { fields: Record<string, string> };
      expect(body.fields.quantity).toMatch(message);
    }
    expect((await getTool(request, tool._id)).availableQuantity).toBe(tool.availableQuantity);
  });

  test("operator objects, unknown tools and malformed JSON are 4xx, never 500", async ({ request }) => {
    await signUp(request);
    const tool = await toolNamed(request, "Sintered Disc Brake Pads");
    const operator = await request.post("/api/order", {
      data: { toolId: { $gt: "" }, quantity: 4, ...delivery, BuyerPhone: { $ne: "" }, district: { $ne: "" } },
    });
    expect(operator.status()).toBe(400);
    expect(await operator.json()).toMatchObject({
      fields: { toolId: expect.any(String), BuyerPhone: "Phone is required", district: "Choose your district" },
    });
    const unknown = await request.post("/api/order", {
      data: { toolId: new ObjectId().toHexString(), quantity: 4, ...delivery },
    });
    expect(unknown.status()).toBe(404);
    const letters = await request.post("/api/order", {
      data: { toolId: tool._id, quantity: 4, ...delivery, BuyerPhone: "call me" },
    });
    expect(letters.status()).toBe(400);
    const malformed = await request.post("/api/order", {
      headers: { "Content-Type": "application/json" },
      data: Buffer.from('{"toolId":'),
    });
    expect(malformed.status()).toBe(400);
    const oversized = await request.post("/api/order", {
      data: { toolId: tool._id, quantity: 4, ...delivery, note: "x".repeat(70_000) },
    });
    expect(oversized.status()).toBe(413);
  });

  test("nobody reads or cancels someone else's order, profile or order list", async ({
    request,
    playwright,
    baseURL,
  }) => {
    const owner = await signUp(request);
    const tool = await toolNamed(request, "All-Weather Chain Lube 400 ml");
    const { insertedId } = (await (
      await request.post("/api/order", { data: { toolId: tool._id, quantity: 3, ...delivery } })
    ).json()) as { insertedId: string };

    const intruder = await playwright.request.newContext({ baseURL });
    await signUp(intruder, newAccount("intruder"));
    expect((await intruder.get(`/api/order/${insertedId}`)).status()).toBe(404);
    expect((await intruder.delete(`/api/order/${insertedId}`)).status()).toBe(404);
    expect((await intruder.get(`/api/myorder?email=${encodeURIComponent(owner.email)}`)).status()).toBe(403);
    expect((await intruder.get(`/api/myProfile?email=${encodeURIComponent(owner.email)}`)).status()).toBe(403);
    const hijack = await intruder.put(`/api/profile/${encodeURIComponent(owner.email)}`, { data: { name: "Hacked" } });
    expect(hijack.status()).toBe(403);
    await intruder.dispose();

    const anonymous = await playwright.request.newContext({ baseURL });
    expect(
      (await anonymous.post("/api/order", { data: { toolId: tool._id, quantity: 3, ...delivery } })).status(),
    ).toBe(401);
    expect((await anonymous.get(`/api/myorder?email=${encodeURIComponent(owner.email)}`)).status()).toBe(401);
    await anonymous.dispose();

    const mine = (await (await request.get(`/api/myorder?email=${encodeURIComponent(owner.email)}`)).json()) as {
      _id: string;
    }[];
    expect(mine.map((order) => order._id)).toEqual([insertedId]);
    expect((await request.get(`/api/myProfile?email=${encodeURIComponent(owner.email)}`)).status()).toBe(200);
  });

  test("the gateway's risk flag and its own ids are the shop's: its buyer is answered without them", async ({
    request,
  }) => {
    const owner = await signUp(request);
    const tool = await toolNamed(request, "All-Weather Chain Lube 400 ml");
    const { insertedId } = await postOrder(request, { toolId: tool._id, quantity: 3, paymentMethod: "sslcommerz" });
    const gatewayPayment = {
      tranId: "t",
      valId: "v",
      bankTranId: "b",
      amount: "1",
      currency: "BDT",
      cardType: "bKash",
    };
    await withDb((db) =>
      db
        .collection("orders")
        .updateOne(
          { _id: new ObjectId(insertedId) },
          { $set: { paymentReview: true, paymentAttempts: ["order-1-a1"], gatewayPayment } },
        ),
    );
    const shopFields = ["paymentReview", "paymentAttempts", "gatewayPayment"];
    const answers = [
      await (await request.get(`/api/order/${insertedId}`)).json(),
      ...(await (await request.get(`/api/myorder?email=${encodeURIComponent(owner.email)}`)).json()),
      ...(await (await request.get(`/api/myorder?email=${encodeURIComponent(owner.email)}&page=1`)).json()),
      await (await request.delete(`/api/order/${insertedId}`)).json(),
    ] as Record<string, unknown>[];
    for (const answer of answers) {
      expect(answer._id).toBe(insertedId);
      for (const field of shopFields) expect(answer, field).not.toHaveProperty(field);
    }
    const admin = await adminRequest();
    expect(await (await admin.get(`/api/order/${insertedId}`)).json()).toMatchObject({
      paymentReview: true,
      gatewayPayment,
    });
    await admin.dispose();
  });

  test("cancelling an unpaid order restores the stock; a paid order cannot be cancelled", async ({ request }) => {
    await signUp(request);
    const toolId = await insertTool({
      name: `Cancel test ${randomUUID()}`,
      orderQuantity: 1,
      availableQuantity: 20,
      price: 5,
    });
    const place = async () =>
      (
        (await (await request.post("/api/order", { data: { toolId, quantity: 5, ...delivery } })).json()) as {
          insertedId: string;
        }
      ).insertedId;
    const unpaid = await place();
    const paid = await place();
    expect((await getTool(request, toolId)).availableQuantity).toBe(10);

    expect(await (await request.delete(`/api/order/${unpaid}`)).json()).toMatchObject({ status: "cancelled" });
    expect((await getTool(request, toolId)).availableQuantity).toBe(15);
    // Kept, cancelled: cancelling again changes nothing and returns no stock.
    expect((await request.delete(`/api/order/${unpaid}`)).status()).toBe(409);
    expect((await getTool(request, toolId)).availableQuantity).toBe(15);

    await markPaidBehindStripe(paid, "pi_paid_for_this_test");
    expect((await request.delete(`/api/order/${paid}`)).status()).toBe(409);
    expect((await getTool(request, toolId)).availableQuantity).toBe(15);
  });

  test("50 buyers racing for the last 10 units: exactly 10 get one", async ({ playwright, baseURL }) => {
    const toolId = await insertTool({
      name: `Race test ${randomUUID()}`,
      orderQuantity: 1,
      availableQuantity: 10,
      price: 3,
    });
    // Two requests a buyer: none of them meets the cap of three unpaid orders (lib/orders/unpaid-cap.ts).
    const buyers = await Promise.all(
      Array.from({ length: 25 }, async () => {
        const context = await playwright.request.newContext({ baseURL });
        await signUp(context);
        return context;
      }),
    );
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        buyers[index % buyers.length]!.post("/api/order", { data: { toolId, quantity: 1, ...delivery } }),
      ),
    );
    const statuses = responses.map((response) => response.status());
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(40);
    const [buyer] = buyers;
    expect((await getTool(buyer!, toolId)).availableQuantity).toBe(0);
    await Promise.all(buyers.map((context) => context.dispose()));
  });
});
