/**
 * The scale series of npm run bench:db: the shop's hot queries against the
 * embedded server (a child process, official driver) at growing collection
 * sizes, each as a median in ms, beside a raw better-sqlite3 lookup of the
 * same user row through its primary key index, in the same run.
 * 1k, 10k and 100k documents always; 1M with BENCH_DB_1M=1 (minutes of inserts).
 * Beside the shop's tools, N products carry "fits my bike" keys (fitKeys) for
 * the catalogue of one bike.
 */
import Database from "better-sqlite3";
import { MongoClient, ObjectId, type Collection, type Db, type Document } from "mongodb";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { keyBytes } from "../src/bson/keys";
import { spawnCli } from "../src/spawn-cli";
import { DATA_FILE } from "../src/storage/sqlite";

const SIZES = [1_000, 10_000, 100_000, ...(process.env.BENCH_DB_1M === "1" ? [1_000_000] : [])];
const RUNS = 300;
const WARMUP = 20;
const BATCH = 1_000;
const ORDERS_PER_BUYER = 10;
const CATEGORIES = 12;
const DAY_MS = 86_400_000;
const BIKE_MODELS = 40;
const MODEL_YEARS = Array.from({ length: 11 }, (_, i) => 2015 + i);
const UNIVERSAL_SHARE = 0.15;
const PAGE = 12;

type Query = (pick: number) => Promise<unknown>;

interface Step {
  size: number;
  medians: Record<string, number>;
  rssMb: number;
  /** The bike query's plan: documents returned and examined (with its skip). */
  bikePlan: { returned: number; examined: number; skip: number };
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

    const base = Date.UTC(2026, 0, 1);
    let size = 0;
    for (const target of SIZES) {
      await insertRange(users, size, target, (i) => ({
        _id: userId(i),
        name: `Rider ${i}`,
        email: email(i),
        role: "user",
      }));
      await insertRange(orders, size, target, (i) => ({
        toolName: `Part ${i % 500}`,
        BuyerName: `Rider ${i}`,
        BuyerEmail: email(Math.floor(i / ORDERS_PER_BUYER)),
        quantity: 1 + (i % 5),
        price: 10 + (i % 90),
        paid: i % 3 === 0,
        createdAt: new Date(base + ((i * 7_919) % 1_000_003) * 60_000),
      }));
      await insertRange(tools, size / 10, target / 10, (i) => ({
        name: `Tool ${i}`,
        category: `cat${i % CATEGORIES}`,
        price: (i * 37) % 1_000,
        availableQuantity: 100,
        createdAt: new Date(base + (i % 365) * DAY_MS),
      }));
      await insertRange(products, size, target, (i) => ({
        name: `Part ${i}`,
        category: `cat${i % CATEGORIES}`,
        price: 100 + ((i * 7_919) % 4_900),
        createdAt: new Date(base + (i % 365) * DAY_MS),
        fitKeys: fitKeys(i),
      }));
      size = target;
      const buyers = size / ORDERS_PER_BUYER;
      const queries: Record<string, Query> = {
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
        "products by price (12)": () => products.find().sort({ price: 1, _id: 1 }).limit(PAGE).toArray(),
        "bike's products by price (12)": (p) =>
          products
            .find({ fitKeys: { $in: [pickBike(p), "*"] } })
            .sort({ price: 1, _id: 1 })
            .limit(PAGE)
            .toArray(),
        "first 20 orders by _id": () => orders.find().sort({ _id: 1 }).limit(20).toArray(),
      };
      const medians = await measureAll(queries);
      const raw = rawLookup(join(dir, "scale", DATA_FILE));
      medians["raw sqlite row by _id"] = raw.measure(size);
      raw.close();
      steps.push({ size, medians, rssMb: rssMb(server.child.pid), bikePlan: await bikePlan(db) });
      console.log(`  ${size.toLocaleString("en")} users/orders loaded and measured`);
    }
  } finally {
    await client.close();
    server.child.kill("SIGTERM");
    await server.exited;
  }
  report(steps);
}

/** What the plan of a bike's catalogue page (the third, so with a skip) examined. */
async function bikePlan(db: Db): Promise<Step["bikePlan"]> {
  const skip = 2 * PAGE;
  const filter = { fitKeys: { $in: [pickBike(1), "*"] } };
  const find = { find: "products", filter, sort: { price: 1, _id: 1 }, skip, limit: PAGE };
  const { executionStats } = await db.command({ explain: find, verbosity: "executionStats" });
  return { returned: executionStats.nReturned, examined: executionStats.totalDocsExamined, skip };
}

function report(steps: Step[]): void {
  const names = Object.keys(steps[0]?.medians ?? {});
  const header = ["median ms", ...steps.map((s) => s.size.toLocaleString("en"))];
  const rows = names.map((name) => [name, ...steps.map((s) => (s.medians[name] ?? 0).toFixed(3))]);
  rows.push(["server RSS (MB)", ...steps.map((s) => s.rssMb.toFixed(0))]);
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((r) => (r[i] ?? "").length)));
  for (const row of [header, ...rows]) console.log(row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join("  "));

  const first = steps[0];
  const hot = names.filter((n) => !n.startsWith("raw"));
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

/** The "fits my bike" budget: within 3x of the same page without the bike, reading only what it returns and skips. */
function reportBike(step: Step): void {
  const size = step.size.toLocaleString("en");
  const ratio = (step.medians["bike's products by price (12)"] ?? 0) / (step.medians["products by price (12)"] ?? 1);
  console.log(
    `${ratio <= 3 ? "ok  " : "OVER"} ${size}: bike's products ${ratio.toFixed(2)}x of all products (budget 3x)`,
  );
  const { returned, examined, skip } = step.bikePlan;
  const within = examined <= returned + skip;
  console.log(
    `${within ? "ok  " : "OVER"} ${size}: bike's page 3 examined ${examined} documents for ${returned} + ${skip} skipped`,
  );
}
