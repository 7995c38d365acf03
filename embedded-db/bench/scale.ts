/**
 * The scale series of npm run bench:db: the shop's hot queries against the
 * embedded server (a child process, official driver) at growing collection
 * sizes, each as a median in ms, beside a raw better-sqlite3 lookup of the
 * same user row through its primary key index, in the same run.
 * 1k, 10k and 100k documents always; 1M with BENCH_DB_1M=1 (minutes of inserts).
 * Beside the shop's tools, N products carry "fits my bike" keys (fitKeys) for
 * the catalogue of one bike. BENCH_DB_ONLY=catalogue loads only the products,
 * at 100k, and measures only the catalogue's queries (a minute instead of ~8).
 */
import Database from "better-sqlite3";
import { MongoClient, ObjectId, type Collection, type Db, type Document } from "mongodb";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { keyBytes } from "../src/bson/keys";
import { spawnCli } from "../src/spawn-cli";
import { DATA_FILE } from "../src/storage/sqlite";

/** Only the catalogue's queries, at 100k products (BENCH_DB_ONLY=catalogue). */
export const CATALOGUE_ONLY = process.env.BENCH_DB_ONLY === "catalogue";
const SIZES = CATALOGUE_ONLY
  ? [100_000]
  : [1_000, 10_000, 100_000, ...(process.env.BENCH_DB_1M === "1" ? [1_000_000] : [])];
const RUNS = 300;
const WARMUP = 20;
const BATCH = 1_000;
const ORDERS_PER_BUYER = 10;
const CATEGORIES = 12;
const DAY_MS = 86_400_000;
const BASE = Date.UTC(2026, 0, 1);
const BIKE_MODELS = 40;
const MODEL_YEARS = Array.from({ length: 11 }, (_, i) => 2015 + i);
const UNIVERSAL_SHARE = 0.15;
const PAGE = 12;

type Query = (pick: number) => Promise<unknown>;

/** What GET /api/tools does (lib/data/tools.ts findTools): a page and the count of all matches, in parallel. */
const PAIR_ALL = "products page + count (API)";
const PAIR_BIKE = "bike's page + count (API)";
/** Composite lines: the budget (bike vs all) applies to them, not the per-query ones. */
const PAIRS = [PAIR_ALL, PAIR_BIKE];

interface Step {
  size: number;
  medians: Record<string, number>;
  rssMb: number;
  /** The bike page's plan (page 3, so with a skip), and its count's: documents returned and examined. */
  bikePlan: { returned: number; examined: number; skip: number; countExamined: number; countKeys: number; n: number };
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/**
 * Median ms of each query over RUNS calls, each with a different pseudo-random
 * pick. The queries take turns, so a burst of load on the machine hits them all
 * alike and the ratios between them hold.
 */
async function measureAll(queries: Record<string, Query>): Promise<Record<string, number>> {
  const entries = Object.entries(queries);
  const times = new Map<string, number[]>(entries.map(([name]) => [name, []]));
  for (let i = 0; i < WARMUP + RUNS; i++) {
    for (const [name, op] of entries) {
      const start = performance.now();
      await op(i * 7_919);
      if (i >= WARMUP) times.get(name)?.push(performance.now() - start);
    }
  }
  return Object.fromEntries(entries.map(([name]) => [name, median(times.get(name) ?? [])]));
}

function rssMb(pid: number | undefined): number {
  const status = readFileSync(`/proc/${pid ?? "self"}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

async function insertRange(coll: Collection, from: number, to: number, make: (i: number) => Document): Promise<void> {
  for (let start = from; start < to; start += BATCH) {
    const docs = Array.from({ length: Math.min(BATCH, to - start) }, (_, j) => make(start + j));
    await coll.insertMany(docs, { ordered: false });
  }
}

const userId = (i: number): ObjectId => new ObjectId(i.toString(16).padStart(24, "0"));
const email = (i: number): string => `rider${i}@shop.test`;

/** A pseudo-random number in [0, 1) from an integer, the same on every run (MurmurHash3's finalizer). */
function noise(n: number): number {
  let h = Math.imul(n ^ (n >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return ((h ^ (h >>> 16)) >>> 0) / 2 ** 32;
}

const bikeKey = (model: number, year: number): string => `make${model % 8}|model-${model}|${year}`;

/** A product's fitKeys: universal (15%), else 1-6 of the models, each for 2-8 consecutive years. */
function fitKeys(i: number): string[] {
  if (noise(i) < UNIVERSAL_SHARE) return ["*"];
  const keys: string[] = [];
  const models = 1 + Math.floor(noise(i + 1) * 6);
  for (let m = 0; m < models; m++) {
    const model = Math.floor(noise(i * 7 + m) * BIKE_MODELS);
    const years = 2 + Math.floor(noise(i * 11 + m) * 7);
    const first = Math.floor(noise(i * 13 + m) * (MODEL_YEARS.length - years + 1));
    for (const year of MODEL_YEARS.slice(first, first + years)) keys.push(bikeKey(model, year));
  }
  return [...new Set(keys)];
}

/** Users, orders and tools number `from` to `to` (tools: a tenth of that). */
async function loadShop(db: Db, from: number, to: number): Promise<void> {
  await insertRange(db.collection("users"), from, to, (i) => ({
    _id: userId(i),
    name: `Rider ${i}`,
    email: email(i),
    role: "user",
  }));
  await insertRange(db.collection("orders"), from, to, (i) => ({
    toolName: `Part ${i % 500}`,
    BuyerName: `Rider ${i}`,
    BuyerEmail: email(Math.floor(i / ORDERS_PER_BUYER)),
    quantity: 1 + (i % 5),
    price: 10 + (i % 90),
    paid: i % 3 === 0,
    createdAt: new Date(BASE + ((i * 7_919) % 1_000_003) * 60_000),
  }));
  await insertRange(db.collection("tools"), from / 10, to / 10, (i) => ({
    name: `Tool ${i}`,
    category: `cat${i % CATEGORIES}`,
    price: (i * 37) % 1_000,
    availableQuantity: 100,
    createdAt: new Date(BASE + (i % 365) * DAY_MS),
  }));
}

/** The bike a rider picked, for query number `pick`. */
const pickBike = (pick: number): string => bikeKey(pick % BIKE_MODELS, MODEL_YEARS[pick % MODEL_YEARS.length] ?? 2020);

/** Raw better-sqlite3: the user row by its _id key, through the same primary key index the server uses. */
function rawLookup(file: string): { measure(size: number): number; close(): void } {
  const db = new Database(file, { readonly: true });
  const cid = db.prepare("SELECT id FROM collections WHERE db = 'bench' AND name = 'users'").pluck().get();
  const row = db.prepare("SELECT v FROM docs WHERE cid = ? AND k = ?").pluck();
  return {
    measure(size) {
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const key = keyBytes(userId(((i + WARMUP) * 7_919) % size));
        const start = performance.now();
        row.get(cid, key);
        times.push(performance.now() - start);
      }
      return median(times);
    },
    close: () => db.close(),
  };
}

export async function runScaleSeries(dir: string): Promise<void> {
  const server = await spawnCli(join(dir, "scale"));
  const client = await new MongoClient(server.uri).connect();
  const steps: Step[] = [];
  try {
    const db = client.db("bench");
    const users = db.collection("users");
    const orders = db.collection("orders");
    const tools = db.collection("tools");
    const products = db.collection("products");
    // The app's indexes (lib/db/collections.ts), and the catalogue page's.
    await users.createIndex({ email: 1 }, { unique: true });
    await orders.createIndex({ BuyerEmail: 1, createdAt: -1, _id: -1 });
    await orders.createIndex({ createdAt: -1, _id: -1 });
    await tools.createIndex({ createdAt: -1, _id: -1 });
    await tools.createIndex({ category: 1, price: 1 });
    // "Fits my bike" (lib/db/collections.ts): its four fitKeys indexes, and all products by price.
    await products.createIndex({ fitKeys: 1, category: 1, price: 1, _id: 1 });
    await products.createIndex({ fitKeys: 1, category: 1, createdAt: -1, _id: -1 });
    await products.createIndex({ fitKeys: 1, price: 1, _id: 1 });
    await products.createIndex({ fitKeys: 1, createdAt: -1, _id: -1 });
    await products.createIndex({ price: 1, _id: 1 });

    let size = 0;
    for (const target of SIZES) {
      if (!CATALOGUE_ONLY) await loadShop(db, size, target);
      await insertRange(products, size, target, (i) => ({
        name: `Part ${i}`,
        category: `cat${i % CATEGORIES}`,
        price: 100 + ((i * 7_919) % 4_900),
        createdAt: new Date(BASE + (i % 365) * DAY_MS),
        fitKeys: fitKeys(i),
      }));
      size = target;
      const buyers = size / ORDERS_PER_BUYER;
      const bikeFilter = (p: number): Document => ({ fitKeys: { $in: [pickBike(p), "*"] } });
      const page = (filter: Document) => products.find(filter).sort({ price: 1, _id: 1 }).limit(PAGE).toArray();
      const catalogue: Record<string, Query> = {
        "products by price (12)": () => page({}),
        "bike's products by price (12)": (p) => page(bikeFilter(p)),
        [PAIR_ALL]: () => Promise.all([page({}), products.countDocuments({})]),
        [PAIR_BIKE]: (p) => Promise.all([page(bikeFilter(p)), products.countDocuments(bikeFilter(p))]),
      };
      const queries: Record<string, Query> = CATALOGUE_ONLY
        ? catalogue
        : {
            "user by email": (p) => users.findOne({ email: email(p % size) }),
            "user by _id": (p) => users.findOne({ _id: userId(p % size) }),
            "My orders (newest first)": (p) =>
              orders
                .find({ BuyerEmail: email(p % buyers) })
                .sort({ createdAt: -1, _id: -1 })
                .toArray(),
            "newest 50 orders": () => orders.find().sort({ createdAt: -1, _id: -1 }).limit(50).toArray(),
            "count orders": () => orders.countDocuments({}),
            "catalogue page": (p) =>
              tools
                .find({ category: `cat${p % CATEGORIES}` })
                .sort({ price: 1 })
                .limit(24)
                .toArray(),
            ...catalogue,
            "first 20 orders by _id": () => orders.find().sort({ _id: 1 }).limit(20).toArray(),
          };
      const medians = await measureAll(queries);
      if (!CATALOGUE_ONLY) {
        const raw = rawLookup(join(dir, "scale", DATA_FILE));
        medians["raw sqlite row by _id"] = raw.measure(size);
        raw.close();
      }
      steps.push({ size, medians, rssMb: rssMb(server.child.pid), bikePlan: await bikePlan(db) });
      console.log(`  ${size.toLocaleString("en")} ${CATALOGUE_ONLY ? "products" : "users/orders"} loaded and measured`);
    }
  } finally {
    await client.close();
    server.child.kill("SIGTERM");
    await server.exited;
  }
  report(steps);
}

/** What the plans of a bike's catalogue page (the third, so with a skip) and of its count examined. */
async function bikePlan(db: Db): Promise<Step["bikePlan"]> {
  const skip = 2 * PAGE;
  const filter = { fitKeys: { $in: [pickBike(1), "*"] } };
  const explain = async (command: Document): Promise<Document> =>
    (await db.command({ explain: command, verbosity: "executionStats" })).executionStats as Document;
  const page = await explain({ find: "products", filter, sort: { price: 1, _id: 1 }, skip, limit: PAGE });
  // countDocuments' own pipeline.
  const pipeline = [{ $match: filter }, { $group: { _id: 1, n: { $sum: 1 } } }];
  const count = await explain({ aggregate: "products", pipeline, cursor: {} });
  return {
    returned: page.nReturned,
    examined: page.totalDocsExamined,
    skip,
    countExamined: count.totalDocsExamined,
    countKeys: count.totalKeysExamined,
    n: await db.collection("products").countDocuments(filter),
  };
}

function report(steps: Step[]): void {
  const names = Object.keys(steps[0]?.medians ?? {});
  const header = ["median ms", ...steps.map((s) => s.size.toLocaleString("en"))];
  const rows = names.map((name) => [name, ...steps.map((s) => (s.medians[name] ?? 0).toFixed(3))]);
  rows.push(["server RSS (MB)", ...steps.map((s) => s.rssMb.toFixed(0))]);
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((r) => (r[i] ?? "").length)));
  for (const row of [header, ...rows]) console.log(row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join("  "));

  const first = steps[0];
  const hot = names.filter((n) => !n.startsWith("raw") && !PAIRS.includes(n));
  for (const step of steps.slice(1)) {
    if (!first || step.size < 100_000) continue;
    const limit = step.size >= 1_000_000 ? 5 : 3;
    const idLookup = step.medians["user by _id"] ?? 0;
    for (const name of hot) {
      const ms = step.medians[name] ?? 0;
      const vsSmall = ms / (first.medians[name] ?? ms);
      const vsId = ms / idLookup;
      const ok = vsSmall <= limit && (step.size >= 1_000_000 || vsId <= 3);
      console.log(
        `${ok ? "ok  " : "OVER"} ${step.size.toLocaleString("en")}: ${name} ${vsSmall.toFixed(2)}x of 1k (budget ${limit}x), ${vsId.toFixed(2)}x of _id lookup`,
      );
    }
    if (step.size >= 1_000_000)
      console.log(`${step.rssMb < 300 ? "ok  " : "OVER"} RSS ${step.rssMb.toFixed(0)} MB (budget 300)`);
  }
  for (const step of steps) if (step.size >= 100_000) reportBike(step);
}

/**
 * The budget for "fits my bike": GET /api/tools?bike=… (the page and
 * its count, in parallel) within 3x of the same call without the bike, and
 * its plans reading no more documents than the page returns plus those it
 * skips (the count reading none). The page alone is shown beside it.
 */
function reportBike(step: Step): void {
  const size = step.size.toLocaleString("en");
  const ratio = (bike: string, all: string): number => (step.medians[bike] ?? 0) / (step.medians[all] ?? 1);
  const line = (ok: boolean, text: string): void => console.log(`${ok ? "ok  " : "OVER"} ${size}: ${text}`);
  const pair = ratio(PAIR_BIKE, PAIR_ALL);
  line(pair <= 3, `bike's page + count ${pair.toFixed(2)}x of the same without the bike (budget 3x)`);
  const pageOnly = ratio("bike's products by price (12)", "products by price (12)");
  line(pageOnly <= 3, `bike's page alone ${pageOnly.toFixed(2)}x of all products' page (budget 3x)`);
  const { returned, examined, skip, countExamined, countKeys, n } = step.bikePlan;
  line(
    examined + countExamined <= returned + skip,
    `bike's page 3 examined ${examined} documents for ${returned} + ${skip} skipped; its count ${countExamined} documents (${countKeys} keys for ${n} products)`,
  );
}
