import { ObjectId, type MongoClient } from "mongodb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { CartKey } from "@/lib/data/carts";
import type { DomainError } from "@/lib/errors";
import { startSeededShop, type SeededShop } from "@/tests/support/seeded-shop";

/**
 * The cart and ordering it, on a real (embedded) database without a browser: what a line may
 * hold, a visitor's cart joining an account's, one order of many lines with one delivery
 * charge, stock taken all or nothing, and two buyers racing for the last units.
 * The HTTP side (cookies, who may reach which cart): e2e/api/cart-api.spec.ts.
 */
describe("the cart", () => {
  let shop: SeededShop;
  let client: MongoClient;

  beforeAll(async () => {
    shop = await startSeededShop("cart-test", {});
    ({ client } = shop);
  });

  afterAll(async () => {
    await shop.close();
  });

  const tools = () => client.db().collection("tools");
  let made = 0;

  /** A product of its own for each test, so tests never share stock. */
  async function part(fields: { price?: number; orderQuantity?: number; availableQuantity?: number } = {}) {
    const _id = new ObjectId();
    made++;
    await tools().insertOne({
      _id,
      name: `Test part ${made}`,
      shortDescription: "For the cart tests",
      orderQuantity: fields.orderQuantity ?? 1,
      availableQuantity: fields.availableQuantity ?? 50,
      price: fields.price ?? 10,
      image: "/images/tools/socket-set.jpg",
      universal: true,
      fits: [],
      fitKeys: ["*"],
      createdAt: new Date(),
    });
    return _id.toHexString();
  }
  const stockOf = async (id: string) =>
    (await tools().findOne({ _id: ObjectId.createFromHexString(id) }))?.availableQuantity as number;

  const cart = () => import("./cart");
  const key = (name: string): CartKey => `user:${name}-${made}@example.com`;
  const details = {
    BuyerPhone: "01711000000",
    district: "Dhaka" as const,
    area: "Mirpur",
    address: "House 12, Road 3",
    paymentMethod: "cod" as const,
    saveToProfile: false,
    fromCart: true as const,
  };
  const buyer = (email: string) => ({ name: "Rider", email });
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => {
        throw new Error("expected a refusal");
      },
      (error: DomainError) => ({ code: error.code, message: error.message, fields: error.fields }),
    );

  describe("a line", () => {
    it("holds at least the part's minimum order and at most its stock, in whole units", async () => {
      const { setCartLine, viewCart } = await cart();
      const toolId = await part({ orderQuantity: 2, availableQuantity: 5 });
      const mine = key("limits");
      expect(await refusal(setCartLine(mine, { toolId, quantity: 1 }))).toMatchObject({
        code: "invalid",
        fields: { quantity: "The minimum order is 2" },
      });
      expect(await refusal(setCartLine(mine, { toolId, quantity: 6 }))).toMatchObject({
        code: "invalid",
        fields: { quantity: "Only 5 available" },
      });
      expect(await refusal(setCartLine(mine, { toolId: new ObjectId().toHexString(), quantity: 1 }))).toMatchObject({
        code: "not-found",
      });
      await setCartLine(mine, { toolId, quantity: 3 });
      await setCartLine(mine, { toolId, quantity: 4 });
      const view = await viewCart(mine);
      expect(view.items).toHaveLength(1);
      expect(view).toMatchObject({ itemsTotal: 40, itemsTotalBdt: 4 * 1220, count: 4 });
      await setCartLine(mine, { toolId, quantity: 0 });
      expect((await viewCart(mine)).items).toEqual([]);
    });

    it("adds to what it holds, under the same rules, and two tabs adding at once both count", async () => {
      const { addToCartLine, viewCart } = await cart();
      const toolId = await part({ orderQuantity: 2, availableQuantity: 9 });
      const mine = key("adds");
      expect(await refusal(addToCartLine(mine, { toolId, quantity: 1 }))).toMatchObject({
        fields: { quantity: "The minimum order is 2" },
      });
      await addToCartLine(mine, { toolId, quantity: 2 });
      await Promise.all([addToCartLine(mine, { toolId, quantity: 3 }), addToCartLine(mine, { toolId, quantity: 3 })]);
      expect((await viewCart(mine)).items).toMatchObject([{ toolId, quantity: 8 }]);
      expect(await refusal(addToCartLine(mine, { toolId, quantity: 2 }))).toMatchObject({
        fields: { quantity: "Only 9 available" },
      });
      expect((await viewCart(mine)).items).toMatchObject([{ toolId, quantity: 8 }]);
    });

    it("takes at most 30 different parts: the 31st is refused, changing one of the 30 is not", async () => {
      const { setCartLine } = await cart();
      const mine = key("thirty");
      const ids = await Promise.all(Array.from({ length: 31 }, () => part()));
      for (const toolId of ids.slice(0, 30)) await setCartLine(mine, { toolId, quantity: 1 });
      expect(await refusal(setCartLine(mine, { toolId: ids[30]!, quantity: 1 }))).toMatchObject({
        code: "invalid",
        message: "A basket holds at most 30 different parts. Order these first, or remove one.",
      });
      await setCartLine(mine, { toolId: ids[0]!, quantity: 2 });
    });

    it("keeps every change when two tabs change one cart at once", async () => {
      const { setCartLine, viewCart } = await cart();
      const mine = key("tabs");
      const ids = await Promise.all(Array.from({ length: 6 }, () => part()));
      await Promise.all(ids.map((toolId) => setCartLine(mine, { toolId, quantity: 1 })));
      expect((await viewCart(mine)).items.map((item) => item.toolId).sort()).toEqual([...ids].sort());
    });

    it("says when a price changed since the line was set, and marks parts gone or out of stock", async () => {
      const { setCartLine, viewCart } = await cart();
      const mine = key("changes");
      const [dearer, gone, sold] = await Promise.all([part({ price: 20 }), part(), part({ orderQuantity: 2 })]);
      for (const toolId of [dearer, gone, sold]) await setCartLine(mine, { toolId, quantity: 2 });
      await tools().updateOne({ _id: ObjectId.createFromHexString(dearer) }, { $set: { price: 21 } });
      await tools().deleteOne({ _id: ObjectId.createFromHexString(gone) });
      await tools().updateOne({ _id: ObjectId.createFromHexString(sold) }, { $set: { availableQuantity: 1 } });
      const view = await viewCart(mine);
      expect(view.items).toEqual([
        expect.objectContaining({
          toolId: dearer,
          unitPrice: 21,
          previousUnitPrice: 20,
          priceChanged: true,
          lineTotal: 42,
        }),
        expect.objectContaining({
          toolId: gone,
          name: expect.stringMatching(/^Test part/),
          unavailable: "deleted",
          lineTotal: 0,
        }),
        expect.objectContaining({ toolId: sold, unavailable: "outOfStock", lineTotal: 0 }),
      ]);
      expect(view).toMatchObject({ itemsTotal: 42, itemsTotalBdt: 2 * 2562, count: 2 });
    });
  });

  describe("joining at sign-in", () => {
    it("adds a visitor's quantities to the account's, capped at the stock, once", async () => {
      const { joinCart, setCartLine, viewCart } = await cart();
      const [both, visitorOnly] = await Promise.all([part({ availableQuantity: 5 }), part()]);
      const visitor: CartKey = `visitor:${"ab".repeat(32)}${made}`;
      const account = key("join");
      await setCartLine(account, { toolId: both, quantity: 3 });
      await setCartLine(visitor, { toolId: both, quantity: 4 });
      await setCartLine(visitor, { toolId: visitorOnly, quantity: 2 });
      await joinCart(visitor, account);
      await joinCart(visitor, account);
      const view = await viewCart(account);
      expect(view.items.map(({ toolId, quantity }) => ({ toolId, quantity }))).toEqual([
        { toolId: both, quantity: 5 },
        { toolId: visitorOnly, quantity: 2 },
      ]);
      expect((await viewCart(visitor)).items).toEqual([]);
    });
  });

  describe("ordering it", () => {
    const placeCartOrder = async () => (await import("@/lib/orders/place-cart-order")).placeCartOrder;

    it("places every line as one order with one delivery charge, and empties the cart of them", async () => {
      const { setCartLine, viewCart } = await cart();
      const place = await placeCartOrder();
      const mine = key("order");
      const [chain, sprocket, lube] = await Promise.all([part({ price: 8 }), part({ price: 2 }), part({ price: 1.5 })]);
      await setCartLine(mine, { toolId: chain, quantity: 1 });
      await setCartLine(mine, { toolId: sprocket, quantity: 2 });
      await setCartLine(mine, { toolId: lube, quantity: 1 });
      const { order, leftOut } = await place(mine, details, buyer("order@example.com"));
      expect(leftOut).toEqual([]);
      expect(
        order.items.map(({ toolId, quantity, unitPrice, price }) => ({ toolId, quantity, unitPrice, price })),
      ).toEqual([
        { toolId: chain, quantity: 1, unitPrice: 8, price: 8 },
        { toolId: sprocket, quantity: 2, unitPrice: 2, price: 4 },
        { toolId: lube, quantity: 1, unitPrice: 1.5, price: 1.5 },
      ]);
      // 976 + 2 x 244 + 183 taka of parts, and one 70 taka charge for Dhaka.
      expect(order).toMatchObject({
        quantity: 4,
        price: 13.5,
        bdtPerUsd: 122,
        priceBdt: 1647,
        deliveryChargeBdt: 70,
        totalBdt: 1717,
        deliveryCharge: 0.57,
        total: 14.07,
        status: "confirmed",
      });
      expect(await stockOf(sprocket)).toBe(48);
      expect((await viewCart(mine)).items).toEqual([]);
    });

    it("delivers free once the lines together are worth 2000 taka", async () => {
      const { setCartLine } = await cart();
      const place = await placeCartOrder();
      const mine = key("free");
      const [a, b] = await Promise.all([part({ price: 8.2 }), part({ price: 8.2 })]);
      await setCartLine(mine, { toolId: a, quantity: 1 });
      await setCartLine(mine, { toolId: b, quantity: 1 });
      const { order } = await place(mine, { ...details, district: "Sylhet" }, buyer("free@example.com"));
      expect(order).toMatchObject({ priceBdt: 2000, deliveryChargeBdt: 0, deliveryCharge: 0, totalBdt: 2000 });
    });

    it("leaves out parts deleted or out of stock, and says so", async () => {
      const { setCartLine, viewCart } = await cart();
      const place = await placeCartOrder();
      const mine = key("leftout");
      const [kept, gone, sold] = await Promise.all([part(), part(), part({ orderQuantity: 3 })]);
      for (const toolId of [kept, gone, sold]) await setCartLine(mine, { toolId, quantity: 3 });
      await tools().deleteOne({ _id: ObjectId.createFromHexString(gone) });
      await tools().updateOne({ _id: ObjectId.createFromHexString(sold) }, { $set: { availableQuantity: 2 } });
      const { order, leftOut } = await place(mine, details, buyer("leftout@example.com"));
      expect(order.items.map((line) => line.toolId)).toEqual([kept]);
      expect(leftOut).toEqual([
        { toolId: gone, name: expect.stringMatching(/^Test part/), reason: "deleted" },
        { toolId: sold, name: expect.stringMatching(/^Test part/), reason: "outOfStock" },
      ]);
      // The part out of stock may come back; the deleted one never will.
      expect((await viewCart(mine)).items.map((item) => item.toolId)).toEqual([sold]);
    });

    it("takes no stock at all when one line cannot be had, and names that part", async () => {
      const { setCartLine, viewCart } = await cart();
      const place = await placeCartOrder();
      const mine = key("allornothing");
      const [plenty, short] = await Promise.all([part({ availableQuantity: 50 }), part({ availableQuantity: 10 })]);
      await setCartLine(mine, { toolId: plenty, quantity: 5 });
      await setCartLine(mine, { toolId: short, quantity: 8 });
      await tools().updateOne({ _id: ObjectId.createFromHexString(short) }, { $set: { availableQuantity: 6 } });
      const name = (await tools().findOne({ _id: ObjectId.createFromHexString(short) }))?.name as string;
      expect(await refusal(place(mine, details, buyer("short@example.com")))).toEqual({
        code: "conflict",
        message: `Only 6 of ${name} are left.`,
        fields: undefined,
      });
      expect([await stockOf(plenty), await stockOf(short)]).toEqual([50, 6]);
      // The marks that told which lines were taken went with them.
      const marks = await tools()
        .find({ _id: { $in: [plenty, short].map((id) => ObjectId.createFromHexString(id)) } })
        .toArray();
      expect(marks.flatMap((tool) => tool.stockTakes ?? [])).toEqual([]);
      expect((await viewCart(mine)).items).toHaveLength(2);
      expect(await client.db().collection("orders").countDocuments({ BuyerEmail: "short@example.com" })).toBe(0);
    });

    it("lets only one of two buyers racing for the last units have them, and never sells stock twice", async () => {
      const { setCartLine } = await cart();
      const place = await placeCartOrder();
      const [common, last] = await Promise.all([part({ availableQuantity: 40 }), part({ availableQuantity: 3 })]);
      const carts = [key("racer-a"), `${key("racer-b")}x` as CartKey];
      for (const mine of carts) {
        await setCartLine(mine, { toolId: common, quantity: 10 });
        await setCartLine(mine, { toolId: last, quantity: 3 });
      }
      const results = await Promise.allSettled(
        carts.map((mine, index) => place(mine, details, buyer(`racer${index}@example.com`))),
      );
      expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
      expect([await stockOf(common), await stockOf(last)]).toEqual([30, 0]);
      // The winner's take is remembered on both parts; the loser's went with its stock.
      const marks = await tools()
        .find({ _id: { $in: [common, last].map((id) => ObjectId.createFromHexString(id)) } })
        .toArray();
      expect(marks.map((tool) => (tool.stockTakes as string[]).length)).toEqual([1, 1]);
    });

    it("gives back every line of orders that lost a race, however many others took the same part", async () => {
      const { takeStockOfLines } = await import("@/lib/data/tools");
      // 60 orders of two lines at once; only one can have `last`'s single unit. Each of the others
      // must find its own take of `common` among the 59 others' to give it back.
      const [common, last] = await Promise.all([part({ availableQuantity: 100 }), part({ availableQuantity: 1 })]);
      const lines = [
        { toolId: common, quantity: 1 },
        { toolId: last, quantity: 1 },
      ];
      const results = await Promise.all(Array.from({ length: 60 }, () => takeStockOfLines(lines)));
      expect(results.filter((failed) => failed === null)).toHaveLength(1);
      expect([await stockOf(common), await stockOf(last)]).toEqual([99, 0]);
      const marks = await tools().findOne({ _id: ObjectId.createFromHexString(common) });
      expect(marks?.stockTakes).toHaveLength(1);
    });

    it("forgets a take's marks once they are older than any order takes to place", async () => {
      const { forgetOldStockTakes, STOCK_TAKE_MEMORY_MS, takeStockOfLines } = await import("@/lib/data/tools");
      const [a, b] = await Promise.all([part(), part()]);
      const both = [a, b].map((toolId) => ({ toolId, quantity: 1 }));
      const ids = [a, b].map((id) => ObjectId.createFromHexString(id));
      const marksOf = async () => {
        const marked = await tools()
          .find({ _id: { $in: ids } })
          .toArray();
        return marked.map((tool) => tool.stockTakes);
      };
      expect(await takeStockOfLines(both)).toBeNull();
      expect(await takeStockOfLines(both)).toBeNull();

      await forgetOldStockTakes(Date.now() + STOCK_TAKE_MEMORY_MS - 5_000);
      expect((await marksOf()).map((marks) => marks.length)).toEqual([2, 2]);
      await forgetOldStockTakes(Date.now() + STOCK_TAKE_MEMORY_MS + 5_000);
      expect(await marksOf()).toEqual([[], []]);
      expect([await stockOf(a), await stockOf(b)]).toEqual([48, 48]);
    });

    it("refuses an order whose prices changed since the buyer saw the total", async () => {
      const { setCartLine } = await cart();
      const place = await placeCartOrder();
      const mine = key("prices");
      const toolId = await part({ price: 10 });
      await setCartLine(mine, { toolId, quantity: 2 });
      await tools().updateOne({ _id: ObjectId.createFromHexString(toolId) }, { $set: { price: 12 } });
      expect(await refusal(place(mine, { ...details, itemsTotal: 20 }, buyer("prices@example.com")))).toMatchObject({
        code: "conflict",
        message: "Prices in your basket changed. Please check the new total before you order.",
      });
      const { order } = await place(mine, { ...details, itemsTotal: 24 }, buyer("prices@example.com"));
      expect(order.price).toBe(24);
    });

    it("refuses an empty cart", async () => {
      const place = await placeCartOrder();
      expect(await refusal(place(key("empty"), details, buyer("empty@example.com")))).toMatchObject({
        code: "invalid",
        message: "Your basket is empty.",
      });
    });

    it("puts every line's stock back when the order is cancelled", async () => {
      const { setCartLine } = await cart();
      const place = await placeCartOrder();
      const { cancelOrder } = await import("@/lib/orders/cancel-order");
      const mine = key("cancel");
      const [a, b] = await Promise.all([part(), part()]);
      await setCartLine(mine, { toolId: a, quantity: 4 });
      await setCartLine(mine, { toolId: b, quantity: 7 });
      const { order } = await place(mine, details, buyer("cancel@example.com"));
      expect([await stockOf(a), await stockOf(b)]).toEqual([46, 43]);
      await cancelOrder(order, "buyer");
      expect([await stockOf(a), await stockOf(b)]).toEqual([50, 50]);
    });
  });
});
