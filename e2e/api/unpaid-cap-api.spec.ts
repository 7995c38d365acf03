import type { APIRequestContext } from "@playwright/test";

import { expect, test } from "../fixtures";
import { signUp } from "../support/accounts";
import { adminRequest } from "../support/admin-session";
import { getTool } from "../support/catalogue";
import { withDb } from "../support/db";
import { delivery, postOrder } from "../support/orders";
import { newPhone } from "../support/phones";
import { addProduct, newProduct } from "../support/products";

/** A part of its own for one test, one unit an order, with `stock` units. */
async function newPart(stock: number): Promise<string> {
  const admin = await adminRequest();
  const toolId = await addProduct(admin, newProduct({ orderQuantity: 1, availableQuantity: stock }));
  await admin.dispose();
  return toolId;
}

const order = (request: APIRequestContext, toolId: string, fields: Record<string, string> = {}) =>
  request.post("/api/order", { data: { ...delivery, toolId, quantity: 1, paymentMethod: "card", ...fields } });

const TOO_MANY = "You have 3 orders waiting for payment. Pay for one or cancel it before you place another.";

test.describe("orders waiting for payment", () => {
  test("a buyer may leave three unpaid: the fourth is refused before any stock is held, and cancelling one makes room", async ({
    request,
  }) => {
    await signUp(request);
    const toolId = await newPart(20);
    const placed = [];
    for (const paymentMethod of ["card", "sslcommerz", "card"] as const)
      placed.push(await postOrder(request, { toolId, quantity: 1, paymentMethod }));

    for (const paymentMethod of ["card", "sslcommerz"]) {
      const refused = await order(request, toolId, { paymentMethod });
      expect(refused.status()).toBe(409);
      expect(await refused.json()).toMatchObject({ error: TOO_MANY });
    }
    expect((await getTool(request, toolId)).availableQuantity).toBe(17);
    // Cash on delivery waits for no payment: it is not held back by the cap.
    await postOrder(request, { toolId, quantity: 1, paymentMethod: "cod" });

    expect((await request.delete(`/api/order/${placed[0]!.insertedId}`)).status()).toBe(200);
    expect((await order(request, toolId)).status()).toBe(201);
    expect((await getTool(request, toolId)).availableQuantity).toBe(16);
  });

  test("ten orders sent at once cannot pass the cap, and the refused ones hold no stock", async ({ request }) => {
    const { email } = await signUp(request);
    const toolId = await newPart(50);
    const answers = await Promise.all(Array.from({ length: 10 }, () => order(request, toolId)));
    const statuses = answers.map((answer) => answer.status());
    const placed = statuses.filter((status) => status === 201).length;
    expect(placed).toBeGreaterThanOrEqual(1);
    expect(placed).toBeLessThanOrEqual(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(10 - placed);
    expect((await getTool(request, toolId)).availableQuantity).toBe(50 - placed);
    const mine = (await (await request.get(`/api/myorder?email=${encodeURIComponent(email)}`)).json()) as {
      status: string;
    }[];
    expect(mine.filter((order) => order.status === "unpaid")).toHaveLength(placed);
  });

  test("a phone nobody confirmed is texted about five new orders an hour, whichever accounts place them", async ({
    playwright,
    baseURL,
  }) => {
    const phone = newPhone();
    const toolId = await newPart(20);
    const orderIds: string[] = [];
    for (let account = 0; account < 2; account++) {
      const buyer = await playwright.request.newContext({ baseURL });
      await signUp(buyer);
      // Placed and cancelled at once: the cap on unpaid orders never stops this loop, the texts' limit must.
      for (let i = 0; i < 3; i++) {
        const placed = await order(buyer, toolId, { BuyerPhone: phone });
        expect(placed.status()).toBe(201);
        const { insertedId } = (await placed.json()) as { insertedId: string };
        orderIds.push(insertedId);
        expect((await buyer.delete(`/api/order/${insertedId}`)).status()).toBe(200);
      }
      await buyer.dispose();
    }
    // Messages are queued before the order's answer: the outbox is final by now.
    const queued = await withDb((db) =>
      db
        .collection<{ _id: string }>("outbox")
        .find({ _id: { $in: orderIds.flatMap((id) => [`order:${id}:placed:email`, `order:${id}:placed:sms`]) } })
        .map((message) => message._id)
        .toArray(),
    );
    const texted = orderIds.filter((id) => queued.includes(`order:${id}:placed:sms`));
    expect(texted).toEqual(orderIds.slice(0, 5));
    // Every buyer still has the e-mail about their order.
    expect(orderIds.filter((id) => queued.includes(`order:${id}:placed:email`))).toEqual(orderIds);
  });

  test("an address nobody proved is e-mailed about three orders placed and cancelled an hour; a proven one about all", async ({
    request,
  }) => {
    const { email } = await signUp(request);
    const toolId = await newPart(20);
    const placeAndCancel = async () => {
      const placed = await order(request, toolId);
      expect(placed.status()).toBe(201);
      const { insertedId } = (await placed.json()) as { insertedId: string };
      expect((await request.delete(`/api/order/${insertedId}`)).status()).toBe(200);
      return insertedId;
    };
    const mailed = (ids: string[]) =>
      withDb((db) =>
        db
          .collection<{ _id: string }>("outbox")
          .find({ _id: { $in: ids.flatMap((id) => [`order:${id}:placed:email`, `order:${id}:cancelled:email`]) } })
          .map((message) => message._id)
          .toArray(),
      );

    const unproven = [];
    for (let i = 0; i < 4; i++) unproven.push(await placeAndCancel());
    // Messages are queued before the answers: the outbox is final by now.
    expect((await mailed(unproven)).sort()).toEqual(
      unproven
        .slice(0, 3)
        .flatMap((id) => [`order:${id}:cancelled:email`, `order:${id}:placed:email`])
        .sort(),
    );

    await withDb((db) => db.collection("users").updateOne({ email }, { $set: { emailVerified: new Date() } }));
    const proven = await placeAndCancel();
    expect((await mailed([proven])).sort()).toEqual([
      `order:${proven}:cancelled:email`,
      `order:${proven}:placed:email`,
    ]);
  });
});
