/**
 * `npm run bench:orders`: what an order of many lines costs the server next to an order of one.
 * The order workflow (lib/orders/place-cart-order.ts: read the cart and its parts, take every
 * line's stock, store the order, queue its messages, empty the cart) runs in this process against
 * the embedded database in its own process, as the shop runs against MongoDB. Carts of 1 and of
 * 10 lines are ordered alternately, ROUNDS times each after a warm-up, on the same machine state.
 *
 * Budget, on the medians: a 10-line order takes less than 2x the time of a one-line order.
 */
import { loadavg } from "node:os";
import { performance } from "node:perf_hooks";

import { ObjectId } from "mongodb";

import { startDatabase } from "../../tests/support/database";
import { median } from "./median";

const ROUNDS = 60;
const WARM_UP = 10;
const BUDGET = 2;

const database = await startDatabase();
process.env.MONGODB_URI = `${database.uri}/motoforge-bench-orders`;
const { getMongoClient } = await import("../../lib/db/client");
const { setCartLine } = await import("../../lib/cart/cart");
const { placeCartOrder } = await import("../../lib/orders/place-cart-order");

const client = await getMongoClient();
const parts = Array.from({ length: 10 }, (_, index) => ({
  _id: new ObjectId(),
  name: `Bench part ${index + 1}`,
  shortDescription: "A part for the order bench.",
  orderQuantity: 1,
  availableQuantity: 1_000_000,
  price: 3.25 + index,
  image: "/images/tools/spark-plug.svg",
  universal: true,
  fits: [],
  fitKeys: ["*"],
  createdAt: new Date(),
}));
await client.db().collection("tools").insertMany(parts);

const details = {
  fromCart: true as const,
  BuyerPhone: "01711000000",
  district: "Dhaka" as const,
  area: "Mirpur",
  address: "House 12, Road 3",
  paymentMethod: "cod" as const,
  saveToProfile: false,
};

let carts = 0;
/** Fills a fresh cart with `lines` parts (not timed), then times ordering it. */
async function timeOrder(lines: number): Promise<number> {
  const cart = `user:bench-${++carts}@example.com` as const;
  for (const part of parts.slice(0, lines)) await setCartLine(cart, { toolId: part._id.toHexString(), quantity: 2 });
  const started = performance.now();
  const { order } = await placeCartOrder(cart, details, { name: "Bench Rider", email: `bench-${carts}@example.com` });
  const elapsed = performance.now() - started;
  if (order.items.length !== lines) throw new Error(`ordered ${order.items.length} lines of ${lines}`);
  return elapsed;
}

const times: Record<1 | 10, number[]> = { 1: [], 10: [] };
for (let round = 0; round < WARM_UP + ROUNDS; round++)
  for (const lines of [1, 10] as const) {
    const elapsed = await timeOrder(lines);
    if (round >= WARM_UP) times[lines].push(elapsed);
  }

const one = median(times[1]);
const ten = median(times[10]);
const ratio = ten / one;
const ok = ratio < BUDGET;
console.table([
  { order: "1 line", "median ms": one.toFixed(2), "min ms": Math.min(...times[1]).toFixed(2) },
  { order: "10 lines", "median ms": ten.toFixed(2), "min ms": Math.min(...times[10]).toFixed(2) },
]);
console.log(
  `10-line order / 1-line order: ${ratio.toFixed(2)}x (budget < ${BUDGET}x) ${ok ? "ok" : "OVER BUDGET"}; ` +
    `load average ${loadavg()
      .map((load) => load.toFixed(2))
      .join(" ")}`,
);

await client.close();
await database.close();
process.exit(ok ? 0 : 1);
