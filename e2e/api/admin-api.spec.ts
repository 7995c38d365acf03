import { randomUUID } from "node:crypto";

import type { APIRequestContext } from "@playwright/test";
import { ObjectId } from "mongodb";

import { expect, test as base } from "../fixtures";
import { adminAccount, newAccount, signUp } from "../support/accounts";
import { adminRequest } from "../support/admin-session";
import { getTool } from "../support/catalogue";
import type { OrderJson } from "../support/orders";
import { insertTool, markPaidBehindStripe } from "../support/db";
import { pngFile, smallPng, uploadImage } from "../support/images";
import { payOrder } from "../support/payments";
import { addProduct, newProduct, orderTool } from "../support/products";
import { stripeClient } from "../support/stripe";

/** `admin`: an API context signed in as the admin (one login per worker, see admin-session.ts). */
const test = base.extend<{ admin: APIRequestContext }>({
  admin: async ({}, use) => {
    const admin = await adminRequest();
    await use(admin);
    await admin.dispose();
  },
});

type Fields = { error: string; fields?: Record<string, string> };

/** Each admin call once, with a body that would succeed for an admin. */
async function adminCalls(request: APIRequestContext, toolId: string, orderId: string) {
  return {
    "GET /api/order": (await request.get("/api/order")).status(),
    "DELETE /api/allorder/x": (await request.delete("/api/allorder/x")).status(),
    "DELETE /api/allorder/{id}": (await request.delete(`/api/allorder/${orderId}`)).status(),
    "POST /api/tools": (await request.post("/api/tools", { data: newProduct() })).status(),
    "DELETE /api/tools/x": (await request.delete("/api/tools/x")).status(),
    "DELETE /api/tools/{id}": (await request.delete(`/api/tools/${toolId}`)).status(),
  };
}

function every(status: number) {
  return {
    "GET /api/order": status,
    "DELETE /api/allorder/x": status,
    "DELETE /api/allorder/{id}": status,
    "POST /api/tools": status,
    "DELETE /api/tools/x": status,
    "DELETE /api/tools/{id}": status,
  };
}

test.describe("admin API access rules", () => {
  test("anonymous callers get 401 and customers 403 for every admin call, and nothing changes", async ({
    request,
    playwright,
    baseURL,
  }) => {
    const toolId = await insertTool({
      name: `Guarded ${randomUUID()}`,
      orderQuantity: 1,
      availableQuantity: 10,
      price: 4,
    });
    await signUp(request);
    const orderId = await orderTool(request, toolId, 2);

    const anonymous = await playwright.request.newContext({ baseURL });
    expect(await adminCalls(anonymous, toolId, orderId)).toEqual(every(401));
    await anonymous.dispose();

    expect(await adminCalls(request, toolId, orderId)).toEqual(every(403));

    expect((await getTool(request, toolId)).availableQuantity).toBe(8);
    expect((await request.get(`/api/order/${orderId}`)).status()).toBe(200);
  });

  test("cookie-authenticated admin writes from another site are refused; a Bearer token works", async ({
    admin,
    playwright,
    baseURL,
  }) => {
    const crossSite = { headers: { Origin: "https://evil.example" } };
    expect((await admin.post("/api/tools", { data: newProduct(), ...crossSite })).status()).toBe(403);
    expect((await admin.post("/api/images", { multipart: { image: pngFile() }, ...crossSite })).status()).toBe(403);
    expect((await admin.delete(`/api/allorder/${new ObjectId().toHexString()}`, crossSite)).status()).toBe(403);

    const issued = await admin.put(`/api/user/${encodeURIComponent(adminAccount.email)}`, {
      data: { email: adminAccount.email },
    });
    const { token } = (await issued.json()) as { token: string };
    const bearer = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { Authorization: `Bearer ${token}` },
    });
    const id = await addProduct(bearer);
    expect(await (await bearer.delete(`/api/tools/${id}`)).json()).toEqual({ deletedCount: 1 });
    await bearer.dispose();
  });
});

test.describe("orders, for the admin", () => {
  test("GET /api/order lists every customer's orders, newest first, in the order shape", async ({
    admin,
    playwright,
    baseURL,
  }) => {
    const toolId = await insertTool({
      name: `Listed ${randomUUID()}`,
      orderQuantity: 1,
      availableQuantity: 10,
      price: 3.5,
    });
    const toolName = (await getTool(admin, toolId)).name;
    const customer = await playwright.request.newContext({ baseURL });
    const buyer = await signUp(customer, newAccount("buyer"));
    const first = await orderTool(customer, toolId, 1);
    const second = await orderTool(customer, toolId, 2);
    await customer.dispose();

    const orders = (await (await admin.get("/api/order")).json()) as (Record<string, unknown> & OrderJson)[];
    const mine = orders.filter((order) => order.items.some((line) => line.toolId === toolId));
    expect(mine.map((order) => order._id)).toEqual([second, first]);
    expect(mine[0]).toEqual({
      _id: second,
      orderNumber: expect.any(Number),
      // $3.50 is 427 taka at 122 to the dollar; the Dhaka charge of 70 taka is $0.57.
      items: [{ toolId, toolName, quantity: 2, unitPrice: 3.5, price: 7, unitPriceBdt: 427, priceBdt: 854 }],
      toolName,
      BuyerName: buyer.name,
      BuyerEmail: buyer.email,
      BuyerPhone: "01711000000",
      district: "Dhaka",
      area: "Mirpur",
      address: "House 12, Road 3",
      quantity: 2,
      price: 7,
      deliveryCharge: 0.57,
      total: 7.57,
      bdtPerUsd: 122,
      priceBdt: 854,
      deliveryChargeBdt: 70,
      totalBdt: 924,
      paymentMethod: "card",
      paid: false,
      transactionId: null,
      paymentIntentId: null,
      status: "unpaid",
      timeline: [{ status: "unpaid", at: expect.any(String) }],
      createdAt: expect.any(String),
      paidAt: null,
    });
    expect(mine[0]!.orderNumber).toBeGreaterThan(mine[1]!.orderNumber as number);
    const dates = orders.map((order) => String(order.createdAt));
    expect(dates).toEqual([...dates].sort().reverse());
  });

  test("the admin cancels an unpaid order: its payment is closed and the stock comes back", async ({
    admin,
    playwright,
    baseURL,
  }) => {
    const toolId = await insertTool({
      name: `Cancelled ${randomUUID()}`,
      orderQuantity: 1,
      availableQuantity: 20,
      price: 6,
    });
    const customer = await playwright.request.newContext({ baseURL });
    await signUp(customer, newAccount("buyer"));
    const orderId = await orderTool(customer, toolId, 5);
    const started = await customer.post("/api/create-payment-intent", { data: { orderId } });
    const { clientSecret } = (await started.json()) as { clientSecret: string };
    expect((await getTool(admin, toolId)).availableQuantity).toBe(15);

    expect((await admin.delete("/api/allorder/not-an-id")).status()).toBe(400);
    expect((await admin.delete(`/api/allorder/${new ObjectId().toHexString()}`)).status()).toBe(404);
    expect(await (await admin.delete(`/api/allorder/${orderId}`)).json()).toMatchObject({ status: "cancelled" });
    expect((await getTool(admin, toolId)).availableQuantity).toBe(20);
    expect((await admin.delete(`/api/allorder/${orderId}`)).status()).toBe(409);
    expect((await getTool(admin, toolId)).availableQuantity).toBe(20);
    expect(await (await customer.get(`/api/order/${orderId}`)).json()).toMatchObject({ status: "cancelled" });
    const intent = await stripeClient().paymentIntents.retrieve(clientSecret.split("_secret_")[0] ?? "");
    expect(intent.status).toBe("canceled");
    await customer.dispose();
  });

  test("the admin may cancel a paid order too: it is refunded in full, kept as cancelled, the stock back", async ({
    admin,
    playwright,
    baseURL,
  }) => {
    const toolId = await insertTool({
      name: `Refunded ${randomUUID()}`,
      orderQuantity: 1,
      availableQuantity: 9,
      price: 6,
    });
    const customer = await playwright.request.newContext({ baseURL });
    await signUp(customer, newAccount("buyer"));
    const orderId = await orderTool(customer, toolId, 4);
    const paymentIntentId = await payOrder(customer, orderId);
    await customer.dispose();
    expect((await getTool(admin, toolId)).availableQuantity).toBe(5);

    expect(await (await admin.delete(`/api/allorder/${orderId}`)).json()).toMatchObject({
      status: "cancelled",
      refunded: true,
    });
    expect((await getTool(admin, toolId)).availableQuantity).toBe(9);
    const refunds = await stripeClient().refunds.list({ payment_intent: paymentIntentId });
    expect(refunds.data).toEqual([
      expect.objectContaining({ amount: 2400, status: "succeeded", metadata: { orderId } }),
    ]);
  });

  test("a paid order whose refund Stripe refuses is kept, with its stock", async ({ admin, playwright, baseURL }) => {
    const toolId = await insertTool({
      name: `Unrefundable ${randomUUID()}`,
      orderQuantity: 1,
      availableQuantity: 9,
      price: 6,
    });
    const customer = await playwright.request.newContext({ baseURL });
    await signUp(customer, newAccount("buyer"));
    const orderId = await orderTool(customer, toolId, 4);
    await customer.dispose();
    // Marked paid behind Stripe's back: Stripe has no such payment to refund.
    await markPaidBehindStripe(orderId, "pi_never_paid");

    const response = await admin.delete(`/api/allorder/${orderId}`);
    expect(response.status()).toBe(502);
    expect(((await response.json()) as Fields).error).toMatch(
      /Stripe could not refund this payment .*the order is kept/,
    );
    expect(await (await admin.get(`/api/order/${orderId}`)).json()).toMatchObject({ status: "paid", paid: true });
    expect((await getTool(admin, toolId)).availableQuantity).toBe(5);
  });
});

test.describe("products, for the admin", () => {
  test("adds a product with only its own fields, and deletes it", async ({ admin }) => {
    const body = newProduct({ name: `  Padded name ${randomUUID().slice(0, 8)}  `, price: 19.99 });
    const response = await admin.post("/api/tools", {
      data: { ...body, _id: "0123456789abcdef01234567", createdAt: "1999-01-01T00:00:00.000Z", rating: 5 },
    });
    expect(response.status()).toBe(201);
    const { insertedId } = (await response.json()) as { insertedId: string };
    expect(insertedId).toMatch(/^[0-9a-f]{24}$/);
    expect(insertedId).not.toBe("0123456789abcdef01234567");

    const tool = (await (await admin.get(`/api/tools/${insertedId}`)).json()) as Record<string, unknown>;
    expect(tool).toEqual({
      ...body,
      name: body.name.trim(),
      // Which bikes it fits is "not listed yet" until the admin says.
      universal: false,
      fits: [],
      _id: insertedId,
      createdAt: expect.any(String),
    });
    expect(Date.now() - Date.parse(String(tool.createdAt))).toBeLessThan(60_000);

    expect(await (await admin.delete(`/api/tools/${insertedId}`)).json()).toEqual({ deletedCount: 1 });
    expect((await admin.get(`/api/tools/${insertedId}`)).status()).toBe(404);
    expect((await admin.delete(`/api/tools/${insertedId}`)).status()).toBe(404);
    expect((await admin.delete("/api/tools/not-an-id")).status()).toBe(400);
  });

  test("bad product input is a 400 with a message for each field, and nothing is stored", async ({ admin }) => {
    const marker = `Attack ${randomUUID().slice(0, 8)}`;
    const cases: [Record<string, unknown>, Record<string, RegExp | string>][] = [
      [
        {},
        {
          name: "Name is Required",
          shortDescription: "Descripiton is Required",
          orderQuantity: "Order Quantity is Required",
          availableQuantity: "Available Quantity is Required",
          price: "Price is Required",
          category: "Please choose a category",
          image: "Image is Required",
        },
      ],
      [{ category: "bikes" }, { category: "Please choose a category" }],
      [
        { orderQuantity: -3, availableQuantity: -1, price: -10 },
        {
          orderQuantity: /at least 1/,
          availableQuantity: /at least 0/,
          price: /more than 0/,
        },
      ],
      [
        { orderQuantity: 0, availableQuantity: 2.5, price: 9.999 },
        {
          orderQuantity: /at least 1/,
          availableQuantity: /whole number/,
          price: /at most 2 decimals/,
        },
      ],
      [
        { orderQuantity: 1e12, availableQuantity: 1e308, price: 1e9 },
        {
          orderQuantity: /at most 1,000,000/,
          availableQuantity: /at most 1,000,000/,
          price: /at most \$100,000/,
        },
      ],
      [
        {
          orderQuantity: "5",
          availableQuantity: { $gt: 0 },
          price: { $ne: null },
          name: { $regex: ".*" },
          shortDescription: ["x"],
        },
        {
          orderQuantity: "Order Quantity is Required",
          availableQuantity: "Available Quantity is Required",
          price: "Price is Required",
          name: "Name is Required",
          shortDescription: "Descripiton is Required",
        },
      ],
      [
        { name: "n".repeat(121), shortDescription: "d".repeat(601) },
        { name: /at most 120/, shortDescription: /at most 600/ },
      ],
      [{ image: "https://evil.example/cat.png" }, { image: /uploaded to the shop/ }],
      [{ image: "//evil.example/cat.png" }, { image: /uploaded to the shop/ }],
      [{ image: "javascript:alert(1)" }, { image: /uploaded to the shop/ }],
      [{ image: { $gt: "" } }, { image: "Image is Required" }],
    ];
    for (const [override, expected] of cases) {
      const data = Object.keys(override).length ? { ...newProduct({ name: marker }), ...override } : {};
      const response = await admin.post("/api/tools", { data });
      expect(response.status(), JSON.stringify(override)).toBe(400);
      const { fields = {} } = (await response.json()) as Fields;
      expect(Object.keys(fields).sort(), JSON.stringify(override)).toEqual(Object.keys(expected).sort());
      for (const [field, message] of Object.entries(expected))
        expect(fields[field], `${field} of ${JSON.stringify(override)}`).toMatch(message);
    }

    const malformed = await admin.post("/api/tools", {
      headers: { "Content-Type": "application/json" },
      data: Buffer.from('{"name":'),
    });
    expect(malformed.status()).toBe(400);
    const empty = await admin.post("/api/tools", {
      headers: { "Content-Type": "application/json" },
      data: Buffer.from(""),
    });
    expect(empty.status()).toBe(400);
    const array = await admin.post("/api/tools", { data: [newProduct({ name: marker })] });
    expect(array.status()).toBe(400);
    const oversized = await admin.post("/api/tools", {
      data: { ...newProduct({ name: marker }), note: "x".repeat(70_000) },
    });
    expect(oversized.status()).toBe(413);

    const tools = (await (await admin.get("/api/tools")).json()) as { name: string }[];
    expect(tools.filter((tool) => tool.name === marker)).toEqual([]);
  });
});

test.describe("image upload", () => {
  test("a PNG is stored and served back byte for byte, with long cache headers", async ({
    admin,
    playwright,
    baseURL,
  }) => {
    const response = await admin.post("/api/images", { multipart: { image: pngFile("Part photo.PNG") } });
    expect(response.status()).toBe(201);
    const answer = (await response.json()) as { success: boolean; data: { url: string } };
    expect(answer).toEqual({ success: true, data: { url: expect.stringMatching(/^\/api\/images\/[0-9a-f]{24}$/) } });

    // Anyone may see a product picture: it is served without a session.
    const anonymous = await playwright.request.newContext({ baseURL });
    const image = await anonymous.get(answer.data.url);
    expect(image.status()).toBe(200);
    expect(Buffer.compare(await image.body(), smallPng)).toBe(0);
    expect(image.headers()["content-type"]).toBe("image/png");
    expect(image.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(image.headers()["x-content-type-options"]).toBe("nosniff");
    expect((await anonymous.get(`/api/images/${new ObjectId().toHexString()}`)).status()).toBe(404);
    expect((await anonymous.get("/api/images/not-an-id")).status()).toBe(400);
    await anonymous.dispose();

    // The product that shows it can be saved, and deleting the product removes its picture.
    const id = await addProduct(admin, newProduct({ image: answer.data.url }));
    expect(await (await admin.delete(`/api/tools/${id}`)).json()).toEqual({ deletedCount: 1 });
    expect((await admin.get(answer.data.url)).status()).toBe(404);
  });

  test("only the admin deletes an uploaded picture, and never one a product shows", async ({
    admin,
    request,
    playwright,
    baseURL,
  }) => {
    const unused = await uploadImage(admin);
    const shown = await uploadImage(admin);
    const productId = await addProduct(admin, newProduct({ image: shown }));

    const anonymous = await playwright.request.newContext({ baseURL });
    expect((await anonymous.delete(unused)).status()).toBe(401);
    await anonymous.dispose();
    await signUp(request);
    expect((await request.delete(unused)).status()).toBe(403);
    expect((await admin.get(unused)).status()).toBe(200);

    expect((await admin.delete("/api/images/not-an-id")).status()).toBe(400);
    expect((await admin.delete(`/api/images/${new ObjectId().toHexString()}`)).status()).toBe(404);
    expect((await admin.delete(shown)).status()).toBe(409);
    expect((await admin.get(shown)).status()).toBe(200);
    expect(await (await admin.delete(unused)).json()).toEqual({ deletedCount: 1 });
    expect((await admin.get(unused)).status()).toBe(404);
    expect((await admin.delete(unused)).status()).toBe(404);

    expect(await (await admin.delete(`/api/tools/${productId}`)).json()).toEqual({ deletedCount: 1 });
  });

  test("the type is read from the bytes: text, SVG or HTML named .png is refused", async ({ admin }) => {
    const fakes = [
      { name: "notes.png", mimeType: "image/png", buffer: Buffer.from("This is just a text file renamed to .png\n") },
      {
        name: "logo.png",
        mimeType: "image/png",
        buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      },
      { name: "page.jpg", mimeType: "image/jpeg", buffer: Buffer.from("<!doctype html><script>alert(1)</script>") },
      { name: "empty.png", mimeType: "image/png", buffer: Buffer.alloc(0) },
    ];
    for (const file of fakes) {
      const response = await admin.post("/api/images", { multipart: { image: file } });
      expect(response.status(), file.name).toBe(400);
      expect(await response.json()).toEqual({ success: false, error: expect.any(String) });
    }
    // The picture in the wrong field, no file at all, JSON, or a broken multipart body.
    expect((await admin.post("/api/images", { multipart: { photo: pngFile() } })).status()).toBe(400);
    expect((await admin.post("/api/images", { multipart: { image: "not a file" } })).status()).toBe(400);
    expect((await admin.post("/api/images", { data: { image: smallPng.toString("base64") } })).status()).toBe(400);
    const broken = await admin.post("/api/images", {
      headers: { "Content-Type": "multipart/form-data; boundary=----e2e" },
      data: Buffer.from('------e2e\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\nno end'),
    });
    expect(broken.status()).toBe(400);
  });

  test("more than 5 MB is refused with 413, whether declared up front or found in the file", async ({ admin }) => {
    const justOver = Buffer.concat([smallPng, Buffer.alloc(5 * 1024 * 1024 + 1 - smallPng.length)]);
    const overFile = await admin.post("/api/images", { multipart: { image: pngFile("big.png", justOver) } });
    expect(overFile.status()).toBe(413);
    expect(await overFile.json()).toEqual({ success: false, error: expect.stringMatching(/5 MB/) });

    const wayOver = Buffer.concat([smallPng, Buffer.alloc(6 * 1024 * 1024)]);
    const overBody = await admin.post("/api/images", { multipart: { image: pngFile("huge.png", wayOver) } });
    expect(overBody.status()).toBe(413);

    const atLimit = Buffer.concat([smallPng, Buffer.alloc(5 * 1024 * 1024 - smallPng.length)]);
    expect((await uploadImage(admin, pngFile("exactly-5mb.png", atLimit))).startsWith("/api/images/")).toBe(true);
  });
});
