/**
 * npm run bench:db — durable insert throughput of the embedded server (in a
 * child process, driven by the official driver) next to raw better-sqlite3
 * commits with the same durability settings, on the same disk, in one run;
 * then the scale series of the shop's hot queries (scale.ts).
 */
import Database from "better-sqlite3";
import { MongoClient, ObjectId } from "mongodb";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { spawnCli } from "../src/spawn-cli";
import { CATALOGUE_ONLY, runScaleSeries } from "./scale";

const CONCURRENCY = 32;
/** Raw and server inserts alternate in short windows so both see the same disk conditions. */
const ROUNDS = 4;
const RAW_WINDOW_MS = 1000;
const INSERT_WINDOW_MS = 1500;
const FIND_ONE_MS = 4000;
const FILTER_DOCS = 10_000;
const FILTER_QUERIES = 20;

const payload = (i: number) => ({
  sku: `SKU-${i}`,
  name: `Part ${i}`,
  price: (i % 500) + 0.99,
  stock: i % 37,
  tags: ["moto", `c${i % 10}`],
});

interface Tally {
  ops: number;
  ms: number;
}

const rate = (t: Tally): number => t.ops / (t.ms / 1000);

/** better-sqlite3 with the server's durability settings, one row per transaction. */
function openRawSqlite(dir: string): { measure(ms: number, into: Tally): void; close(): void } {
  const db = new Database(join(dir, "raw.sqlite"));
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = FULL");
  db.exec("CREATE TABLE t (id INTEGER PRIMARY KEY, v BLOB NOT NULL)");
  const insert = db.prepare("INSERT INTO t (v) VALUES (?)");
  const row = Buffer.from(JSON.stringify(payload(1)));
  return {
    measure(ms, into) {
      const start = performance.now();
      while (performance.now() - start < ms) {
        insert.run(row);
        into.ops++;
      }
      into.ms += performance.now() - start;
    },
    close: () => db.close(),
  };
}

/** Runs `op` in CONCURRENCY loops for `ms`, adding completed operations to `into`. */
async function measureConcurrent(ms: number, into: Tally, op: () => Promise<unknown>): Promise<void> {
  const start = performance.now();
  const deadline = start + ms;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < deadline) {
        await op();
        into.ops++;
      }
    }),
  );
  into.ms += performance.now() - start;
}

/** Inserts/s against raw SQLite commits, findOne/s and a filtered find, on a fresh server in `dir`. */
async function throughput(dir: string): Promise<void> {
  const raw = openRawSqlite(dir);
  const server = await spawnCli(join(dir, "db"));
  const client = await new MongoClient(server.uri, { maxPoolSize: CONCURRENCY * 2 }).connect();
  try {
    const items = client.db("bench").collection("items");
    const ids: ObjectId[] = [];
    const rawTally: Tally = { ops: 0, ms: 0 };
    const insertTally: Tally = { ops: 0, ms: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      raw.measure(RAW_WINDOW_MS, rawTally);
      await measureConcurrent(INSERT_WINDOW_MS, insertTally, async () => {
        const _id = new ObjectId();
        await items.insertOne({ _id, ...payload(ids.length) });
        ids.push(_id);
      });
    }
    const findOneTally: Tally = { ops: 0, ms: 0 };
    await measureConcurrent(FIND_ONE_MS, findOneTally, () =>
      items.findOne({ _id: ids[findOneTally.ops % ids.length] }),
    );

    const catalog = client.db("bench").collection("catalog");
    await catalog.insertMany(Array.from({ length: FILTER_DOCS }, (_, i) => payload(i)));
    const filter = { price: { $gte: 100, $lt: 120 }, tags: "c3" };
    let matches = 0;
    const start = performance.now();
    for (let q = 0; q < FILTER_QUERIES; q++) matches = (await catalog.find(filter).toArray()).length;
    const perQuery = (performance.now() - start) / FILTER_QUERIES;

    const inserts = rate(insertTally);
    const commits = rate(rawTally);
    console.log(
      `durable inserts: ${Math.round(inserts)}/s (raw sqlite commits ${Math.round(commits)}/s, ratio ${(inserts / commits).toFixed(2)})`,
    );
    console.log(`findOne by _id: ${Math.round(rate(findOneTally))}/s`);
    console.log(`filtered find over ${FILTER_DOCS} documents: ${perQuery.toFixed(1)} ms/query (${matches} matches)`);
    console.log(`(${CONCURRENCY} concurrent driver operations; WAL + synchronous=FULL on ${tmpdir()})`);
  } finally {
    await client.close();
    raw.close();
    server.child.kill("SIGTERM");
    await server.exited;
  }
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "embedded-db-bench-"));
  try {
    if (!CATALOGUE_ONLY) await throughput(dir);
    console.log(
      CATALOGUE_ONLY
        ? "catalogue at 100k products (BENCH_DB_ONLY=catalogue; median of 300 calls each, taking turns):"
        : "\nscale series (one client, median of 300 queries each, taking turns; BENCH_DB_1M=1 adds 1M documents):",
    );
    await runScaleSeries(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
