import "server-only";

import type { Db } from "mongodb";

import { INITIAL_BIKES } from "@/config/bikes";
import type { BikeDocument, CounterDocument, OrderDocument, ToolDocument } from "@/lib/db/collections";
import { nextOrderNumber } from "@/lib/db/sequences";

type LegacyOrder = Omit<
  OrderDocument,
  "status" | "orderNumber" | "timeline" | "paymentMethod" | "deliveryCharge" | "total"
> & {
  status?: OrderDocument["status"] | "pending";
  orderNumber?: number;
  timeline?: OrderDocument["timeline"];
  paymentMethod?: OrderDocument["paymentMethod"];
  deliveryCharge?: number;
  total?: number;
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

const MIGRATIONS: [marker: string, run: (db: Db) => Promise<void>][] = [
  ["migration:order-lifecycle", addOrderLifecycle],
  ["migration:delivery-charge", addDeliveryCharge],
  ["migration:fitment", addFitment],
  ["migration:initial-bikes", addInitialBikes],
];
