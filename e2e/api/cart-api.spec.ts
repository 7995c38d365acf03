import type { APIRequestContext, APIResponse } from "@playwright/test";
import { ObjectId } from "mongodb";

import { expect, test } from "../fixtures";
import { logIn, newAccount, signUp } from "../support/accounts";
import { signInWithGoogle, signOut } from "../support/auth-js";
import { insertTool, withDb } from "../support/db";
import { asForm } from "../support/forms";
import { delivery, deliveryFor } from "../support/orders";

/**
 * The cart's API as a stranger, a visitor and a customer use it: the visitor's cookie, the
 * limits of a line, joining at sign-in, one order of many lines with one delivery charge and
 * its taka fixed, stock under a race, and nobody reaching another's cart.
 */

type CartJson = {
  items: { toolId: string; quantity: number; unitPrice: number; lineTotal: number; priceChanged: boolean }[];
  itemsTotal: number;
  itemsTotalBdt: number;
  count: number;
};

let parts = 0;
/** A product of this test's own, so no other test shares its stock. */
const part = (fields: { price?: number; orderQuantity?: number; availableQuantity?: number } = {}) =>
  insertTool({
    name: `Cart part ${++parts} ${new ObjectId().toHexString().slice(-6)}`,
    orderQuantity: fields.orderQuantity ?? 1,
    availableQuantity: fields.availableQuantity ?? 40,
    price: fields.price ?? 10,
  });

const put = (request: APIRequestContext, toolId: string, quantity: unknown) =>
  request.put("/api/cart", { data: { toolId, quantity } });
const cartOf = async (request: APIRequestContext) => (await (await request.get("/api/cart")).json()) as CartJson;
const setCookies = (response: APIResponse) =>
  response
    .headersArray()
    .filter((header) => header.name.toLowerCase() === "set-cookie")
    .map((header) => header.value);
const stockOf = (toolId: string) =>
  withDb(async (db) => (await db.collection("tools").findOne({ _id: new ObjectId(toolId) }))?.availableQuantity);

test.describe("a visitor's cart", () => {
  test("lives behind an httpOnly cookie of at least 128 random bits, with a readable count beside it", async ({
    playwright,
    baseURL,
  }) => {
    const visitor = await playwright.request.newContext({ baseURL });
    expect(await cartOf(visitor)).toEqual({ items: [], itemsTotal: 0, itemsTotalBdt: 0, count: 0 });
    const toolId = await part({ price: 21 });
    const response = await put(visitor, toolId, 2);
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("private, no-store");
    const cookies = setCookies(response);
    const id = cookies.find((cookie) => cookie.startsWith("cart="));
    expect(id).toMatch(/^cart=[A-Za-z0-9_-]{43}; .*HttpOnly/i);
    expect(id).toMatch(/SameSite=lax/i);
    expect(cookies.find((cookie) => cookie.startsWith("cart-count="))).toMatch(/^cart-count=2;(?!.*HttpOnly)/i);
    expect(await cartOf(visitor)).toMatchObject({
      items: [{ toolId, quantity: 2, unitPrice: 21, lineTotal: 42, priceChanged: false }],
      itemsTotal: 42,
      itemsTotalBdt: 2 * 2562,
      count: 2,
    });

    // Another browser, or one that makes up an id, sees an empty cart and cannot reach this one.
    const stranger = await playwright.request.newContext({ baseURL });
    expect((await cartOf(stranger)).items).toEqual([]);
    const forged = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { cookie: `cart=${"A".repeat(43)}` },
    });
    expect((await cartOf(forged)).items).toEqual([]);
    // The id is kept only as a hash: the database holds nothing that opens the cart.
    const cookieId = id!.slice("cart=".length, id!.indexOf(";"));
    const stored = await withDb((db) => db.collection("carts").find().toArray());
    expect(JSON.stringify(stored)).not.toContain(cookieId);

    expect((await visitor.delete("/api/cart")).status()).toBe(200);
    expect((await cartOf(visitor)).items).toEqual([]);
    await Promise.all([visitor.dispose(), stranger.dispose(), forged.dispose()]);
  });

  test("refuses lines outside the part's rules with the field's message, an unknown part with 404", async ({
    playwright,
    baseURL,
  }) => {
    const visitor = await playwright.request.newContext({ baseURL });
    const toolId = await part({ orderQuantity: 3, availableQuantity: 8 });
    const cases: [unknown, RegExp][] = [
      [2, /minimum order is 3/],
      [9, /Only 8 available/],
      [3.5, /whole number/],
      [-1, /cannot be negative/],
      ["4", /required/i],
    ];
    for (const [quantity, message] of cases) {
      const response = await put(visitor, toolId, quantity);
      expect(response.status(), String(quantity)).toBe(400);
      expect(((await response.json()) as { fields: { quantity: string } }).fields.quantity).toMatch(message);
    }
    expect((await put(visitor, new ObjectId().toHexString(), 1)).status()).toBe(404);
    expect((await put(visitor, "not-an-id", 1)).status()).toBe(400);
    expect((await visitor.put("/api/cart", { data: "[" })).status()).toBe(400);
    expect((await cartOf(visitor)).items).toEqual([]);
    await visitor.dispose();
  });

  test("adds with POST: to what it holds, whole units up to the stock, from this site only", async ({
    playwright,
    baseURL,
  }) => {
    const visitor = await playwright.request.newContext({ baseURL });
    const toolId = await part({ orderQuantity: 2, availableQuantity: 7 });
    const add = (quantity: unknown, headers?: Record<string, string>) =>
      visitor.post("/api/cart", { data: { toolId, quantity }, headers });
    for (const [quantity, message] of [
      [0, /at least 1/],
      [1.5, /whole number/],
      [1, /minimum order is 2/],
    ] as const) {
      const refused = await add(quantity);
      expect(refused.status(), String(quantity)).toBe(400);
      expect(((await refused.json()) as { fields: { quantity: string } }).fields.quantity).toMatch(message);
    }
    expect((await add(3)).status()).toBe(200);
    const added = (await (await add(4)).json()) as CartJson;
    expect(added.items).toMatchObject([{ toolId, quantity: 7 }]);
    expect(((await (await add(1)).json()) as { fields: { quantity: string } }).fields.quantity).toMatch(
      /Only 7 available/,
    );
    expect((await add(1, { origin: "https://evil.example", "sec-fetch-site": "cross-site" })).status()).toBe(403);
    expect(
      (await visitor.post("/api/cart", { data: { toolId: new ObjectId().toHexString(), quantity: 1 } })).status(),
    ).toBe(404);
    expect((await cartOf(visitor)).count).toBe(7);
    await visitor.dispose();
  });

  test("holds at most 30 different parts", async ({ playwright, baseURL }) => {
    const visitor = await playwright.request.newContext({ baseURL });
    const ids = await Promise.all(Array.from({ length: 31 }, () => part()));
    for (const toolId of ids.slice(0, 30)) expect((await put(visitor, toolId, 1)).status()).toBe(200);
    const refused = await put(visitor, ids[30]!, 1);
    expect(refused.status()).toBe(400);
    expect(((await refused.json()) as { error: string }).error).toMatch(/at most 30 different parts/);
    expect((await cartOf(visitor)).items).toHaveLength(30);
    await visitor.dispose();
    // Thirty-one more products would weigh on every page that lists them all (Manage products).
    await withDb((db) => db.collection("tools").deleteMany({ _id: { $in: ids.map((id) => new ObjectId(id)) } }));
  });

  test("is not changed by another site's page", async ({ playwright, baseURL }) => {
    const visitor = await playwright.request.newContext({ baseURL });
    const toolId = await part();
    const forged = await visitor.put("/api/cart", {
      data: { toolId, quantity: 1 },
      headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    });
    expect(forged.status()).toBe(403);
    expect((await visitor.delete("/api/cart", { headers: { origin: "https://evil.example" } })).status()).toBe(403);
    await visitor.dispose();
  });

  test("Add to basket's own post (before the page's script runs) adds and goes on to the basket; what it cannot add, it says", async ({
    playwright,
    baseURL,
  }) => {
    const visitor = await playwright.request.newContext({ baseURL });
    const toolId = await part({ availableQuantity: 5 });
    const addByForm = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
      visitor.post("/api/cart", asForm(fields, headers));

    // Another site's form, with the visitor's cookies: refused, and nothing added.
    const forged = await addByForm({ toolId, quantity: "1" }, { Origin: "https://evil.example" });
    expect(forged.status()).toBe(403);
    expect((await cartOf(visitor)).count).toBe(0);

    // Sent from a Bangla page, the basket it goes on to is the Bangla one.
    const added = await addByForm({ toolId, quantity: "2" }, { Referer: `${baseURL}/bn/tools/${toolId}` });
    expect(added.status()).toBe(303);
    expect(added.headers().location).toBe("/bn/cart");
    expect(setCookies(added).find((cookie) => cookie.startsWith("cart-count="))).toMatch(/^cart-count=2;/);
    expect((await cartOf(visitor)).items).toMatchObject([{ toolId, quantity: 2 }]);

    for (const fields of [
      { toolId, quantity: "4" },
      { toolId, quantity: "two" },
      { toolId, quantity: "-1" },
      { toolId: "not-an-id", quantity: "1" },
      { toolId: new ObjectId().toHexString(), quantity: "1" },
      {},
    ] as Record<string, string>[]) {
      const refused = await addByForm(fields);
      expect(refused.status(), JSON.stringify(fields)).toBe(303);
      expect(refused.headers().location).toBe("/cart?unadded");
    }
    expect((await cartOf(visitor)).items).toMatchObject([{ toolId, quantity: 2 }]);
    await visitor.dispose();
  });

  test("cannot be ordered before signing in", async ({ playwright, baseURL }) => {
    const visitor = await playwright.request.newContext({ baseURL });
    await put(visitor, await part(), 1);
    const response = await visitor.post("/api/order", { data: { fromCart: true, ...delivery, paymentMethod: "cod" } });
    expect(response.status()).toBe(401);
    await visitor.dispose();
  });
});

test.describe("a customer's cart", () => {
  test("joins the visitor's cart at sign-in: quantities added, capped at the stock, the visitor's cookie gone", async ({
    playwright,
    baseURL,
  }) => {
    const [both, visitorOnly] = await Promise.all([part({ availableQuantity: 5 }), part()]);
    const account = newAccount("joiner");
    const device = await playwright.request.newContext({ baseURL });
    await signUp(device, account);
    await put(device, both, 3);
    await device.dispose();

    const browser = await playwright.request.newContext({ baseURL });
    await put(browser, both, 4);
    await put(browser, visitorOnly, 2);
    await logIn(browser, account);
    const cart = await cartOf(browser);
    expect(cart.items.map(({ toolId, quantity }) => ({ toolId, quantity }))).toEqual([
      { toolId: both, quantity: 5 },
      { toolId: visitorOnly, quantity: 2 },
    ]);
    const state = await browser.storageState();
    expect(state.cookies.find((cookie) => cookie.name === "cart")).toBeUndefined();
    expect(state.cookies.find((cookie) => cookie.name === "cart-count")?.value).toBe("7");

    // The cart follows the account to another device, and leaves this browser at sign-out.
    const other = await playwright.request.newContext({ baseURL });
    await logIn(other, account);
    expect((await cartOf(other)).count).toBe(7);
    await Promise.all([browser.dispose(), other.dispose()]);
  });

  test("joins at a Google sign-in too, and leaves this browser's count at sign-out", async ({
    playwright,
    baseURL,
  }) => {
    const toolId = await part();
    const browser = await playwright.request.newContext({ baseURL });
    await put(browser, toolId, 3);
    const email = newAccount("google-joiner").email;
    await signInWithGoogle(browser, email);
    expect((await cartOf(browser)).items).toMatchObject([{ toolId, quantity: 3 }]);
    const cookieNamed = async (name: string) =>
      (await browser.storageState()).cookies.find((cookie) => cookie.name === name);
    expect(await cookieNamed("cart")).toBeUndefined();
    expect((await cookieNamed("cart-count"))?.value).toBe("3");
    await signOut(browser);
    expect(await cookieNamed("cart-count")).toBeUndefined();
    expect((await cartOf(browser)).items).toEqual([]);
    await browser.dispose();
  });

  test("is ordered as one order of many lines, with one delivery charge and its taka fixed", async ({ request }) => {
    await signUp(request);
    const [chain, sprocket, lube] = await Promise.all([part({ price: 8 }), part({ price: 2 }), part({ price: 1.5 })]);
    await put(request, chain, 1);
    await put(request, sprocket, 2);
    await put(request, lube, 1);
    const { itemsTotal } = await cartOf(request);
    const response = await request.post("/api/order", {
      data: {
        fromCart: true,
        ...(await deliveryFor(request, "cod")),
        paymentMethod: "cod",
        itemsTotal,
        price: 0.01,
        totalBdt: 1,
      },
    });
    expect(response.status()).toBe(201);
    const placed = (await response.json()) as { insertedId: string; totalBdt: number; leftOut: unknown[] };
    expect(placed).toMatchObject({ totalBdt: 1717, leftOut: [] });
    const order = (await (await request.get(`/api/order/${placed.insertedId}`)).json()) as Record<string, unknown>;
    expect(order).toMatchObject({
      items: [
        { toolId: chain, quantity: 1, unitPrice: 8, price: 8, unitPriceBdt: 976, priceBdt: 976 },
        { toolId: sprocket, quantity: 2, unitPrice: 2, price: 4, unitPriceBdt: 244, priceBdt: 488 },
        { toolId: lube, quantity: 1, unitPrice: 1.5, price: 1.5, unitPriceBdt: 183, priceBdt: 183 },
      ],
      quantity: 4,
      price: 13.5,
      deliveryCharge: 0.57,
      total: 14.07,
      bdtPerUsd: 122,
      priceBdt: 1647,
      deliveryChargeBdt: 70,
      totalBdt: 1717,
      status: "confirmed",
    });
    expect(await cartOf(request)).toMatchObject({ items: [], count: 0 });
    expect(await stockOf(sprocket)).toBe(38);
  });

  test("still takes the spec's one-part order, as an order of one line of the same shape", async ({ request }) => {
    await signUp(request);
    const toolId = await part({ price: 21, orderQuantity: 2 });
    const response = await request.post("/api/order", {
      data: { toolId, quantity: 2, ...(await deliveryFor(request, "cod")), paymentMethod: "cod" },
    });
    expect(response.status()).toBe(201);
    const { insertedId } = (await response.json()) as { insertedId: string };
    const order = (await (await request.get(`/api/order/${insertedId}`)).json()) as Record<string, unknown>;
    expect(order).toMatchObject({
      items: [{ toolId, quantity: 2, unitPrice: 21, price: 42, unitPriceBdt: 2562, priceBdt: 5124 }],
      quantity: 2,
      priceBdt: 5124,
      // Items worth 2000 taka or more travel free.
      deliveryChargeBdt: 0,
      totalBdt: 5124,
    });
  });

  test("never sells the last units twice when two buyers order at once, and names the part to the one refused", async ({
    playwright,
    baseURL,
  }) => {
    const [common, last] = await Promise.all([part({ availableQuantity: 40 }), part({ availableQuantity: 3 })]);
    const buyers = await Promise.all(
      [0, 1].map(async () => {
        const buyer = await playwright.request.newContext({ baseURL });
        await signUp(buyer);
        await put(buyer, common, 10);
        await put(buyer, last, 3);
        return buyer;
      }),
    );
    const addresses = await Promise.all(buyers.map((buyer) => deliveryFor(buyer, "cod")));
    const answers = await Promise.all(
      buyers.map((buyer, i) =>
        buyer.post("/api/order", { data: { fromCart: true, ...addresses[i], paymentMethod: "cod" } }),
      ),
    );
    const placed = await Promise.all(
      answers.map(async (answer) => ({
        status: answer.status(),
        body: (await answer.json()) as { error?: string; leftOut?: { toolId: string; reason: string }[] },
      })),
    );
    // One order gets the last units. The other reached them second: refused (409), naming the part, when
    // its cart was read before the first order took them; placed without them, and told so, when after.
    const whole = placed.findIndex(({ body }) => body.leftOut?.length === 0);
    expect(placed[whole]).toMatchObject({ status: 201, body: { leftOut: [] } });
    const second = placed[1 - whole]!;
    if (second.status === 409) {
      expect(second.body.error).toMatch(/^Only 0 of Cart part \d+ \w+ are left\.$|out of stock/);
      expect([await stockOf(common), await stockOf(last)]).toEqual([30, 0]);
    } else {
      expect(second).toMatchObject({ status: 201, body: { leftOut: [{ toolId: last, reason: "outOfStock" }] } });
      expect([await stockOf(common), await stockOf(last)]).toEqual([20, 0]);
    }
    await Promise.all(buyers.map((buyer) => buyer.dispose()));
  });

  test("is the caller's own: another customer's session or token reaches only their own", async ({
    playwright,
    baseURL,
  }) => {
    const owner = await playwright.request.newContext({ baseURL });
    const account = await signUp(owner);
    const toolId = await part();
    await put(owner, toolId, 2);
    const other = await playwright.request.newContext({ baseURL });
    const otherAccount = await signUp(other);
    expect((await cartOf(other)).items).toEqual([]);
    // A token for the other account, with the owner's visitor-free cookies: still the other's cart.
    const { token } = (await (
      await other.put(`/api/user/${otherAccount.email}`, { data: { email: otherAccount.email } })
    ).json()) as {
      token: string;
    };
    const withToken = await owner.get("/api/cart", { headers: { authorization: `Bearer ${token}` } });
    expect(((await withToken.json()) as CartJson).items).toEqual([]);
    // Ordering from the other's cart orders nothing of the owner's.
    const order = await other.post("/api/order", { data: { fromCart: true, ...delivery, paymentMethod: "cod" } });
    expect(order.status()).toBe(400);
    expect((await cartOf(owner)).items).toMatchObject([{ toolId, quantity: 2 }]);
    expect(account.email).not.toBe(otherAccount.email);
    await Promise.all([owner.dispose(), other.dispose()]);
  });
});
