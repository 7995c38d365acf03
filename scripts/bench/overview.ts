/**
 * `npm run bench:overview`: what the owner's overview (lib/data/stats.ts, the page and
 * GET /api/admin/stats) costs the database at 1,000 orders and at 100,000. The embedded database
 * runs in its own process, as the shop runs against MongoDB; the shop's stats code runs here.
 * Orders are spread over the last 90 days (more on recent days, as a growing shop has), with 1 to
 * 4 lines of 40 parts and every state and payment method. At each size it times:
 * - the first look, which sums every day of the period from its orders (lib/data/stats.ts keeps
 *   the sums per day; every order was just written, so none is kept yet);
 * - the figures for the last 30 days (the page's default) and for 90 days, RUNS times each after a
 *   warm-up, once the last write is older than the change margin: a shop between two changes;
 * - a look after one of today's orders changed state, which sums today again from its orders.
 *
 * Budget (the issue's): the 30 days' figures at 100,000 orders in under 2x their time at 1,000.
 */
import { loadavg } from "node:os";
import { performance } from "node:perf_hooks";

import { ObjectId } from "mongodb";

import { startDatabase } from "../../tests/support/database";
import { median } from "./median";

const RUNS = 9;
const WARM_UP = 2;
const BUDGET = 2;
const SIZES = [1_000, 100_000];
const BATCH = 2_000;

const database = await startDatabase();
process.env.MONGODB_URI = `${database.uri}/motoforge-bench-overview`;
const { getCollections } = await import("../../lib/db/collections");
const { CHANGE_MARGIN_MS, overviewStats } = await import("../../lib/data/stats");
const { addDays, dhakaDay } = await import("../../lib/stats/dhaka-days");
const { getMongoClient } = await import("../../lib/db/client");

const { orders, tools } = await getCollections();
const parts = Array.from({ length: 40 }, (_, index) => ({
  _id: new ObjectId(),
  name: `Bench part ${index + 1}`,
  shortDescription: "A part for the overview bench.",
  orderQuantity: 1 + (index % 3),
  availableQuantity: index < 6 ? index : 500,
  price: 2 + index * 1.5,
  image: "/images/tools/spark-plug.svg",
  universal: true,
  fits: [],
  fitKeys: ["*"],
  createdAt: new Date(),
}));
await tools.insertMany(parts);

const STATES = [
  ["delivered", 40],
  ["shipped", 12],
  ["paid", 10],
  ["confirmed", 14],
  ["cancelled", 8],
  ["expired", 10],
  ["unpaid", 6],
] as const;
const METHODS = ["cod", "cod", "cod", "sslcommerz", "sslcommerz", "card"] as const;

// A small deterministic generator, so every run loads the same orders.
let seed = 45;
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)]!;
function pickState() {
  let roll = random() * 100;
  for (const [state, weight] of STATES) if ((roll -= weight) < 0) return state;
  return "delivered";
}

let orderNumber = 10_000;
const now = Date.now();
function benchOrder() {
  // Recent days weigh more: a shop that grows.
  const ageMs = 90 * 86_400_000 * random() ** 1.3;
  const createdAt = new Date(now - ageMs);
  const items = Array.from({ length: 1 + Math.floor(random() * 4) }, () => {
    const part = pick(parts);
    const quantity = 1 + Math.floor(random() * 3);
    const unitPriceBdt = Math.round(part.price * 122);
    return {
      toolId: part._id,
      toolName: part.name,
      quantity,
      unitPrice: part.price,
      price: part.price * quantity,
      unitPriceBdt,
      priceBdt: unitPriceBdt * quantity,
    };
  });
  const priceBdt = items.reduce((sum, line) => sum + line.priceBdt, 0);
  const deliveryChargeBdt = priceBdt >= 2000 ? 0 : 70;
  const status = pickState();
  const paymentMethod = status === "confirmed" ? "cod" : pick(METHODS);
  return {
    _id: new ObjectId(),
    orderNumber: ++orderNumber,
    items,
    toolName: items.map((line) => line.toolName).join(", "),
    quantity: items.reduce((sum, line) => sum + line.quantity, 0),
    BuyerName: "Bench Rider",
    BuyerEmail: `rider${orderNumber % 5_000}@example.com`,
    BuyerPhone: "01711000000",
    district: "Dhaka" as const,
    area: "Mirpur",
    address: "House 12, Road 3",
    price: items.reduce((sum, line) => sum + line.price, 0),
    deliveryCharge: deliveryChargeBdt / 122,
    total: items.reduce((sum, line) => sum + line.price, 0) + deliveryChargeBdt / 122,
    bdtPerUsd: 122,
    priceBdt,
    deliveryChargeBdt,
    totalBdt: priceBdt + deliveryChargeBdt,
    paymentMethod,
    paid: ["paid", "shipped", "delivered"].includes(status),
    ...(status === "paid" && paymentMethod === "sslcommerz" && random() < 0.1 && { paymentReview: true }),
    status,
    // A write's timeline holds when it was written: how the kept day sums learn of it.
    timeline: [{ status, at: new Date() }],
    createdAt,
  };
}

async function fillTo(count: number) {
  let have = await orders.countDocuments({});
  while (have < count) {
    const batch = Array.from({ length: Math.min(BATCH, count - have) }, benchOrder);
    await orders.insertMany(batch, { ordered: false });
    have += batch.length;
  }
}

const period = (days: number) => {
  const to = dhakaDay(new Date());
  return [addDays(to, 1 - days), to] as const;
};

async function look(days: number): Promise<number> {
  const started = performance.now();
  await overviewStats(...period(days));
  return performance.now() - started;
}

async function time(days: number): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < WARM_UP + RUNS; run++) {
    const elapsed = await look(days);
    if (run >= WARM_UP) times.push(elapsed);
  }
  return times;
}

/** The newest order waiting to ship is shipped (as moveOrder writes it), then the 30 days' figures are looked at. */
async function lookAfterAChange(): Promise<number> {
  const order = await orders.findOne(
    { status: { $in: ["confirmed", "paid"] } },
    { sort: { createdAt: -1, _id: -1 }, projection: { status: 1 } },
  );
  if (!order) throw new Error("no order to ship");
  await orders.updateOne(
    { _id: order._id },
    { $set: { status: "shipped" }, $push: { timeline: { status: "shipped", at: new Date() } } },
  );
  return look(30);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(" ");

const results: { orders: number; days: number; median: number; min: number; load: string }[] = [];
const firstLooks: Record<number, number> = {};
const afterChange: Record<number, number> = {};
for (const size of SIZES) {
  const filling = performance.now();
  await fillTo(size);
  const loaded = performance.now();
  console.log(`${size.toLocaleString("en-US")} orders loaded in ${((loaded - filling) / 1000).toFixed(1)} s`);
  firstLooks[size] = await look(90);
  await sleep(Math.max(0, CHANGE_MARGIN_MS - (performance.now() - loaded)) + 1_000);
  for (const days of [30, 90]) {
    const times = await time(days);
    results.push({ orders: size, days, median: median(times), min: Math.min(...times), load: load() });
  }
  const changes = [];
  for (let i = 0; i < 3; i++) changes.push(await lookAfterAChange());
  afterChange[size] = median(changes);
  await sleep(CHANGE_MARGIN_MS + 1_000);
}

console.table(
  results.map((row) => ({
    orders: row.orders.toLocaleString("en-US"),
    period: `${row.days} days`,
    "median ms": row.median.toFixed(1),
    "min ms": row.min.toFixed(1),
    "load average": row.load,
  })),
);
for (const size of SIZES)
  console.log(
    `${size.toLocaleString("en-US")} orders: first look (every day summed from its orders) ${firstLooks[size]!.toFixed(0)} ms; ` +
      `a look after one of today's orders changed (today summed again) ${afterChange[size]!.toFixed(0)} ms`,
  );
const at = (size: number, days: number) => results.find((row) => row.orders === size && row.days === days)!.median;
const ratio = at(100_000, 30) / at(1_000, 30);
const ok = ratio < BUDGET;
console.log(
  `30 days at 100,000 orders / at 1,000: ${ratio.toFixed(2)}x (budget < ${BUDGET}x) ${ok ? "ok" : "OVER BUDGET"}; ` +
    `90 days: ${(at(100_000, 90) / at(1_000, 90)).toFixed(2)}x; load average ${load()}`,
);

const { daySumsPipeline } = await import("../../lib/data/stats");
const today = dhakaDay(new Date());
const plan = await orders.aggregate(daySumsPipeline(addDays(today, -29), today)).explain();
console.log(`summing days from the orders: ${JSON.stringify(plan.queryPlanner?.winningPlan ?? plan).slice(0, 300)}`);

await (await getMongoClient()).close();
await database.close();
process.exit(ok ? 0 : 1);
