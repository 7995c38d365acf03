/**
 * `npm run bench:cache`: what sharing the cache through Redis costs the busiest page. One build
 * of the shop (skipped with BENCH_SKIP_BUILD=1, to measure the build already in .next), started
 * twice on one seeded embedded database: without REDIS_URL (each instance's own cache in memory)
 * and with it, on a redis-server of its own. GET / at 50 connections (as browsers ask), on each in
 * turn, three rounds, so both see the same machine; the two never run at once.
 *
 * Budgets, on the medians of the rounds: GET / with REDIS_URL serves at least 0.9x the requests
 * per second of GET / without it, with a p99 under 100 ms. For reading: how many Redis commands a
 * request costs, next to nothing, since each instance keeps the page in memory while it is fresh,
 * and the server's CPU time per request, which a busy machine disturbs less than requests per second.
 */
import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";

import { createClient } from "@redis/client";
import autocannon from "autocannon";

import { buildDir } from "../../lib/build-dir";
import { startDatabase } from "../../tests/support/database";
import { freePort } from "../../tests/support/free-port";
import { run, startAndWait, stop } from "../../tests/support/processes";
import { startRedis } from "../../tests/support/redis-server";
import { serverScriptArgs, shopServerArgs } from "../../tests/support/shop-server";
import { browserLoad } from "./load-options";
import { median } from "./median";

const root = path.resolve(import.meta.dirname, "../..");
const nextBin = path.join(root, "node_modules/next/dist/bin/next");
const ROUNDS = 3;
/** USER_HZ, the unit of /proc/<pid>/stat's times: 100 on every Linux we run. */
const CLOCK_TICKS_PER_SECOND = 100;

type Shop = { name: string; url: string; pid: number; rps: number[]; p99: number[]; cpuUs: number[]; failed: number };

/** CPU time the server process (all its threads) has used so far, in µs (Linux: /proc). */
async function cpuTimeUs(pid: number) {
  const fields = (await readFile(`/proc/${pid}/stat`, "utf8")).split(") ")[1]!.split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / CLOCK_TICKS_PER_SECOND;
}

async function measure(shop: Shop) {
  await autocannon(browserLoad(shop.url, 3)); // Warm-up: steady state only.
  const cpuBefore = await cpuTimeUs(shop.pid);
  const result = await autocannon(browserLoad(shop.url, 10));
  const cpuUs = ((await cpuTimeUs(shop.pid)) - cpuBefore) / result.requests.total;
  const failed = result.errors + result.non2xx;
  shop.rps.push(result.requests.average);
  shop.p99.push(result.latency.p99);
  shop.cpuUs.push(cpuUs);
  shop.failed += failed;
  console.log(
    `${shop.name.padEnd(28)} ${result.requests.average.toFixed(0)} req/s, p99 ${result.latency.p99} ms, ` +
      `${cpuUs.toFixed(0)} µs of CPU a request, ${failed} failed`,
  );
  return result.requests.total;
}

const range = (values: number[], digits = 0) =>
  `${Math.min(...values).toFixed(digits)}-${Math.max(...values).toFixed(digits)}`;

async function main() {
  const redis = await startRedis();
  const db = await startDatabase();
  const env = { ...process.env, MONGODB_URI: `${db.uri}/motoforge-bench-cache`, NEXT_TELEMETRY_DISABLED: "1" };
  await run(process.execPath, serverScriptArgs("scripts/seed.ts"), env);
  if (!process.env.BENCH_SKIP_BUILD) await run(process.execPath, [nextBin, "build"], env);

  const distDir = path.join(root, buildDir());
  const authSecret = randomBytes(32).toString("base64url");
  const start = async (name: string, extraEnv: Record<string, string>, logFile: string) => {
    const port = await freePort();
    const url = `http://localhost:${port}/`;
    const server = await startAndWait(
      process.execPath,
      shopServerArgs(port),
      { ...env, ...extraEnv, AUTH_SECRET: authSecret, NODE_ENV: "production" },
      url,
      path.join(distDir, logFile),
    );
    const shop: Shop = { name, url, pid: server.pid!, rps: [], p99: [], cpuUs: [], failed: 0 };
    return { shop, server };
  };
  const local = await start("GET / without REDIS_URL", {}, "bench-cache-local.log");
  const shared = await start("GET / with REDIS_URL", { REDIS_URL: redis.url }, "bench-cache-shared.log");
  const redisStats = createClient({ url: redis.url });
  await redisStats.connect();
  const commandsProcessed = async () =>
    Number(/total_commands_processed:(\d+)/.exec(await redisStats.info("stats"))?.[1]);

  let sharedRequests = 0;
  let redisCommands = 0;
  try {
    for (let round = 0; round < ROUNDS; round++) {
      // Each goes first in turn, so neither always runs right after the other.
      for (const shop of round % 2 === 0 ? [local.shop, shared.shop] : [shared.shop, local.shop]) {
        const before = await commandsProcessed();
        const requests = await measure(shop);
        if (shop !== shared.shop) continue;
        sharedRequests += requests;
        redisCommands += (await commandsProcessed()) - before - 1; // Less our own INFO.
      }
    }
  } finally {
    await redisStats.quit();
    await Promise.all([stop(local.server), stop(shared.server)]);
    await redis.stop();
    await db.close();
  }

  // Medians of the alternated rounds, as bench:web compares Node.js versions.
  const ratios = shared.shop.rps.map((rps, round) => rps / local.shop.rps[round]!);
  const ratio = median(shared.shop.rps) / median(local.shop.rps);
  const p99 = median(shared.shop.p99);
  const checks = [
    {
      check: "GET / req/s, with REDIS_URL vs without",
      value: `${ratio.toFixed(2)}x (rounds ${range(ratios, 2)}x)`,
      budget: ">= 0.90x",
      ok: ratio >= 0.9,
    },
    {
      check: "GET / p99 with REDIS_URL",
      value: `${p99} ms (rounds ${range(shared.shop.p99)} ms)`,
      budget: "< 100 ms",
      ok: p99 < 100,
    },
    {
      check: "Failed requests (errors, timeouts, not 2xx)",
      value: `${local.shop.failed} without, ${shared.shop.failed} with`,
      budget: "0",
      ok: local.shop.failed + shared.shop.failed === 0,
    },
    {
      check: "Server CPU per GET /, with REDIS_URL vs without (reference)",
      value: `${(median(shared.shop.cpuUs) / median(local.shop.cpuUs)).toFixed(2)}x (${median(local.shop.cpuUs).toFixed(0)} µs without)`,
      budget: "",
      ok: true,
    },
    {
      check: "Redis commands per GET / (reference)",
      value: (redisCommands / sharedRequests).toFixed(4),
      budget: "",
      ok: true,
    },
  ];
  console.log(
    `req/s without REDIS_URL ${range(local.shop.rps)}, with ${range(shared.shop.rps)}; ` +
      `p99 without ${range(local.shop.p99)} ms, with ${range(shared.shop.p99)} ms`,
  );
  console.table(checks.map(({ ok, ...check }) => ({ ...check, result: ok ? "pass" : "FAIL" })));
  if (checks.some((check) => !check.ok)) process.exitCode = 1;
}

await main();
