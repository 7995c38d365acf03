import "server-only";

import { INITIAL_BIKES } from "@/config/bikes";
import { ObjectId, type AnyBulkWriteOperation, type Db } from "mongodb";

import type { BikeDocument, CounterDocument, OrderDocument, ReturnDocument, ToolDocument } from "@/lib/db/collections";
import { nextOrderNumber } from "@/lib/db/sequences";
import { env } from "@/lib/env";
import { lineAmounts } from "@/lib/orders/amounts";
import { takaToDollars, toTaka } from "@/lib/money";

/** An order as the shop stored it before lines and taka: one part, amounts in dollars only. */
type LegacyOrder = Omit<
  OrderDocument,
  | "status"
  | "orderNumber"
  | "timeline"
  | "paymentMethod"
  | "deliveryCharge"
  | "total"
  | "items"
  | "bdtPerUsd"
  | "priceBdt"
  | "deliveryChargeBdt"
  | "totalBdt"
> & {
  status?: OrderDocument["status"] | "pending";
  orderNumber?: number;
  timeline?: OrderDocument["timeline"];
  paymentMethod?: OrderDocument["paymentMethod"];
  deliveryCharge?: number;
  total?: number;
  items?: OrderDocument["items"];
  /** The old shop's orders named their part only (the spec's POST /order body). */
  toolId?: ObjectId;
  quantity?: number;
  unitPrice?: number;
};

/** Each migration once per database, in order; a marker in `counters` says it ran. */
export async function migrate(db: Db): Promise<void> {
  const counters = db.collection<CounterDocument>("counters");
  for (const [marker, run] of MIGRATIONS) {
    if (await counters.findOne({ _id: marker })) continue;
    await run(db);
    await counters.updateOne({ _id: marker }, { $set: { value: 1 } }, { upsert: true });
  }
}

/**
 * Brings orders from before the lifecycle up to date: paid orders were stored as "pending",
 * and none had a number, a timeline or a payment method (they were all card orders). Runs
 * before the indexes are built, since the unique index on orderNumber needs every order numbered.
 */
async function addOrderLifecycle(db: Db): Promise<void> {
  const counters = db.collection<CounterDocument>("counters");
  const orders = db.collection<LegacyOrder>("orders");
  await orders.updateMany({ status: "pending" }, { $set: { status: "paid" } });
  await orders.updateMany({ paymentMethod: { $exists: false } }, { $set: { paymentMethod: "card" } });
  const unnumbered = orders.find({ orderNumber: { $exists: false } }).sort({ createdAt: 1, _id: 1 });
  for await (const order of unnumbered) {
    const status = order.status === "pending" || !order.status ? (order.paid ? "paid" : "unpaid") : order.status;
    const timeline = order.timeline ?? [
      { status: "unpaid" as const, at: order.createdAt },
      ...(order.paidAt ? [{ status: "paid" as const, at: order.paidAt }] : []),
    ];
    await orders.updateOne(
      { _id: order._id, orderNumber: { $exists: false } },
      { $set: { orderNumber: await nextOrderNumber(counters), status, timeline } },
    );
  }
}

/** Orders placed before the delivery charge were delivered free: their total is their price. */
async function addDeliveryCharge(db: Db): Promise<void> {
  await db
    .collection<LegacyOrder>("orders")
    .updateMany({ total: { $exists: false } }, [{ $set: { deliveryCharge: 0, total: "$price" } }]);
}

/**
 * Orders from before the cart had one part: it becomes their one line, and their amounts are
 * fixed in taka at today's BDT_PER_USD (their delivery charge as it was, in taka).
 */
async function addOrderLines(db: Db): Promise<void> {
  const orders = db.collection<LegacyOrder>("orders");
  const config = env();
  const bdtPerUsd = config.BDT_PER_USD;
  // The charge was one of the taka rules converted to dollars: take it back to the rule's taka.
  const chargeBdt = (dollars: number) =>
    [config.DELIVERY_CHARGE_DHAKA_BDT, config.DELIVERY_CHARGE_ELSEWHERE_BDT].find(
      (bdt) => takaToDollars(bdt, bdtPerUsd) === dollars,
    ) ?? toTaka(dollars, bdtPerUsd);
  let batch: AnyBulkWriteOperation<LegacyOrder>[] = [];
  const flush = async () => {
    if (batch.length) await orders.bulkWrite(batch, { ordered: false });
    batch = [];
  };
  for await (const order of orders.find({ items: { $exists: false } })) {
    const quantity = order.quantity ?? 1;
    const line = lineAmounts(order.unitPrice ?? order.price / quantity, quantity, bdtPerUsd);
    const deliveryChargeBdt = chargeBdt(order.deliveryCharge ?? 0);
    batch.push({
      updateOne: {
        filter: { _id: order._id, items: { $exists: false } },
        update: {
          $set: {
            items: [
              { ...(order.toolId && { toolId: order.toolId }), toolName: order.toolName, ...line, price: order.price },
            ],
            quantity,
            bdtPerUsd,
            priceBdt: line.priceBdt,
            deliveryChargeBdt,
            totalBdt: line.priceBdt + deliveryChargeBdt,
          },
          $unset: { toolId: "", unitPrice: "" },
        },
      },
    });
    if (batch.length === 500) await flush();
  }
  await flush();
}

/** Products from before fitment fit no bike the shop has listed, until the admin lists them. */
async function addFitment(db: Db): Promise<void> {
  await db
    .collection<ToolDocument>("tools")
    .updateMany({ fitKeys: { $exists: false } }, { $set: { universal: false, fits: [], fitKeys: [] } });
}

/** The models every shop starts with (config/bikes.ts); a model the admin added first is kept as it is. */
async function addInitialBikes(db: Db): Promise<void> {
  const bikes = db.collection<BikeDocument>("bikes");
  const createdAt = new Date();
  await Promise.all(
    INITIAL_BIKES.map(({ years, ...bike }) =>
      bikes.updateOne(
        { make: bike.make, model: bike.model },
        { $setOnInsert: { ...bike, years: [years[0], years[1]], createdAt } },
        { upsert: true },
      ),
    ),
  );
}

/** Photos customers sent with returns before pictures could be private: now only they and the admins see them. */
async function makeReturnPhotosPrivate(db: Db): Promise<void> {
  const photos = await db.collection<ReturnDocument>("returns").distinct("photos");
  const ids = photos.filter((id) => ObjectId.isValid(id)).map((id) => ObjectId.createFromHexString(id));
  if (ids.length)
    await db.collection("images.files").updateMany({ _id: { $in: ids } }, { $set: { "metadata.private": true } });
}

const MIGRATIONS: [marker: string, run: (db: Db) => Promise<void>][] = [
  ["migration:order-lifecycle", addOrderLifecycle],
  ["migration:delivery-charge", addDeliveryCharge],
  ["migration:fitment", addFitment],
  ["migration:initial-bikes", addInitialBikes],
  ["migration:order-lines", addOrderLines],
  ["migration:private-return-photos", makeReturnPhotosPrivate],
];
