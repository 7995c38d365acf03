/**
 * `npm run bench:web`: the shop's speed budgets (DESIGN.md), measured on this machine
 * against the production build in .next, on the embedded database with the demo catalogue.
 *
 * - GET / and GET /api/tools at 50 connections: p99 latency, and requests per second of /
 *   next to static files served by the same server: a small one (the logo) and one of
 *   exactly the home page's size, written to public/ for the run, since bytes cost too.
 * - First-load JavaScript of /, gzipped.
 * - Lighthouse (mobile) on /, /blog and /login.
 */
import { randomBytes } from "node:crypto";
import { rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";

import autocannon from "autocannon";
import { MongoClient } from "mongodb";

import { seed } from "../../lib/seed/seed";
import { startDatabase } from "../../tests/support/database";
import { freePort } from "../../tests/support/free-port";
import { startAndWait, stop } from "../../tests/support/processes";
import { shopServerArgs } from "../../tests/support/shop-server";
import { runLighthouse } from "./lighthouse";

const root = path.resolve(import.meta.dirname, "../..");
const sameSizeFile = path.join(root, "public", "bench-same-size.html");

type Check = { name: string; value: string; budget: string; ok: boolean };
const checks: Check[] = [];

/** Load at 50 connections, measured after a short warm-up so every URL is compared at steady state. */
async function load(url: string) {
  await autocannon({ url, connections: 50, duration: 3 });
  const result = await autocannon({ url, connections: 50, duration: 10 });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

async function firstLoadJsKb(baseUrl: string): Promise<number> {
  const html = await (await fetch(baseUrl)).text();
  // noModule scripts are legacy polyfills that modern browsers neither fetch nor run.
  const scripts = [...html.matchAll(/<script([^>]*)>/g)]
    .filter(([, attributes]) => !/\bnoModule\b/i.test(attributes!))
    .map(([, attributes]) => /src="([^"]+\.js[^"]*)"/.exec(attributes!)?.[1])
    .filter((src): src is string => Boolean(src));
  let bytes = 0;
  for (const src of new Set(scripts)) {
    const body = Buffer.from(await (await fetch(new URL(src, baseUrl))).arrayBuffer());
    bytes += gzipSync(body).length;
  }
  return bytes / 1024;
}

async function main() {
  const db = await startDatabase();
  const mongodbUri = `${db.uri}/motoforge-bench`;
  const client = await new MongoClient(mongodbUri).connect();
  await seed(client.db(), { withDemoUsers: false });
  await client.close();

  // Public files are listed when the server starts, so the comparison file must exist first.
  const homeBytes = await homePageSize(mongodbUri);
  await writeFile(sameSizeFile, "x".repeat(homeBytes));

  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const app = await startAndWait(
    process.execPath,
    shopServerArgs(port),
    {
      ...process.env,
      MONGODB_URI: mongodbUri,
      AUTH_SECRET: randomBytes(32).toString("base64url"),
      NODE_ENV: "production",
    },
    baseUrl,
    path.join(root, ".next", "bench-server.log"),
  );
  try {
    const home = await load(`${baseUrl}/`);
    const tools = await load(`${baseUrl}/api/tools`);
    const staticFile = await load(`${baseUrl}/images/logo.svg`);
    const sameSize = await load(`${baseUrl}/bench-same-size.html`);
    console.log(`GET /            ${home.rps.toFixed(0)} req/s, p99 ${home.p99} ms, ${home.errors} errors`);
    console.log(`GET /api/tools   ${tools.rps.toFixed(0)} req/s, p99 ${tools.p99} ms, ${tools.errors} errors`);
    console.log(`static 1 KB      ${staticFile.rps.toFixed(0)} req/s, p99 ${staticFile.p99} ms`);
    console.log(
      `static ${(homeBytes / 1024).toFixed(0)} KB     ${sameSize.rps.toFixed(0)} req/s, p99 ${sameSize.p99} ms`,
    );
    checks.push(
      {
        name: "GET / p99 at 50 connections",
        value: `${home.p99} ms`,
        budget: "< 100 ms",
        ok: home.p99 < 100 && home.errors === 0,
      },
      {
        name: "GET /api/tools p99",
        value: `${tools.p99} ms`,
        budget: "< 100 ms",
        ok: tools.p99 < 100 && tools.errors === 0,
      },
      {
        name: "GET / vs 1 KB static file",
        value: `${(home.rps / staticFile.rps).toFixed(2)}x`,
        budget: ">= 0.5x",
        ok: home.rps / staticFile.rps >= 0.5,
      },
      {
        name: "GET / vs same-size static file",
        value: `${(home.rps / sameSize.rps).toFixed(2)}x`,
        budget: ">= 0.5x",
        ok: home.rps / sameSize.rps >= 0.5,
      },
    );

    const js = await firstLoadJsKb(baseUrl);
    checks.push({
      name: "First-load JS of / (gzip)",
      value: `${js.toFixed(1)} KB`,
      budget: "<= 130 KB",
      ok: js <= 130,
    });

    for (const page of ["/", "/blog", "/login"]) {
      const scores = await runLighthouse(`${baseUrl}${page}`);
      for (const [category, score] of Object.entries(scores)) {
        const budget = category === "performance" ? 95 : 100;
        checks.push({
          name: `Lighthouse ${page} ${category}`,
          value: String(score),
          budget: `>= ${budget}`,
          ok: score >= budget,
        });
      }
    }
  } finally {
    await stop(app);
    await db.close();
    await rm(sameSizeFile, { force: true });
  }

  console.table(
    checks.map(({ name, value, budget, ok }) => ({ check: name, value, budget, result: ok ? "pass" : "FAIL" })),
  );
  if (checks.some((check) => !check.ok)) process.exitCode = 1;
}

/** The home page's HTML size, from a short-lived server on the same database. */
async function homePageSize(mongodbUri: string): Promise<number> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const env = { ...process.env, MONGODB_URI: mongodbUri, AUTH_SECRET: randomBytes(32).toString("base64url") };
  const server = await startAndWait(
    process.execPath,
    shopServerArgs(port),
    env,
    url,
    path.join(root, ".next", "bench-size.log"),
  );
  try {
    return Buffer.byteLength(await (await fetch(url)).text());
  } finally {
    await stop(server);
  }
}

await main();
