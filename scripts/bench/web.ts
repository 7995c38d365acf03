/**
 * `npm run bench:web`: the shop's speed budgets, measured on this machine against the
 * production build in .next, on the embedded database with the demo data, beside a bare
 * Next.js page of the same versions built in the same run (bare-next.ts), so every budget
 * is relative to what the framework itself does here.
 *
 * - GET / at 50 connections asking as browsers do (Brotli or gzip): p99 latency, and requests per
 *   second next to a 1 KB static file from the same server and next to the bare page (alternated in
 *   three rounds), once its server has rendered a page as the shop's has; GET /api/tools: requests per second
 *   next to a bare route handler answering the demo catalogue (alternated the same way). For reference, the
 *   bare page before its server rendered anything, GET / through Next.js's cache rather than the shop
 *   server's memory, and the home page's own HTML as a static file on the bare server.
 * - First-load JavaScript (gzip, modern browsers) of every page, above the floor of a bare page with
 *   one next/link, and of every page in Bangla (/bn/...) above the same page in English.
 * - Lighthouse (mobile) on /, /tools, /blog, /login, /cart, /bn and /bn/tools, each alternated run by
 *   run with the bare page: performance at most 3 points below the bare page's, Total Blocking Time
 *   at most 50 ms above it (150 ms with BENCH_CPU_HOG), the other categories at 100.
 * - The home page in Chromium on a throttled phone (first-paint.ts): when the hero and the first
 *   product card become visible; and /, /login and /bn beside the bare page on the same phone
 *   (main-thread.ts): layout, style, script and long-task time from a trace of each load. For
 *   reading, not a budget.
 * - With BENCH_NODE=24 (a major version, or an exact one such as 24.21.0): GET / on the same build
 *   and database under that Node.js from the npm registry (scripts/ci/fetch-node.sh) beside the
 *   Node.js running the bench, alternated round by round, with the ratio. For reading, not a budget.
 *
 * BENCH_WEB_ONLY=load, js, lighthouse or phone (comma-separated) runs only those parts.
 * BENCH_CPU_HOG=1 keeps one core busy (`yes > /dev/null`) through the whole bench, as a shared CI
 * machine or a busy phone would: every budget holds as well, with Total Blocking Time allowed 150 ms.
 */
import { execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { loadavg } from "node:os";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";

import autocannon from "autocannon";

import { localizeHref } from "../../lib/i18n/locales";
import { demoUsers } from "../../lib/seed/catalogue";
import { startDatabase } from "../../tests/support/database";
import { freePort } from "../../tests/support/free-port";
import { run, startAndWait, stop } from "../../tests/support/processes";
import { serverScriptArgs, shopServerArgs } from "../../tests/support/shop-server";
import { bareAppDir, bareNextServerArgs, buildBareNext } from "./bare-next";
import { firstPaintsOnAPhone } from "./first-paint";
import { CATEGORIES, lighthouseBesideBare } from "./lighthouse";
import { mainThreadOnAPhone } from "./main-thread";
import { BROWSER_ENCODINGS, browserLoad } from "./load-options";
import { median } from "./median";

const root = path.resolve(import.meta.dirname, "../..");

type Check = { name: string; value: string; budget: string; ok: boolean };
const checks: Check[] = [];
const ratio = (value: number) => `${value.toFixed(2)}x`;

const PARTS = ["load", "js", "lighthouse", "phone"] as const;
const only = process.env.BENCH_WEB_ONLY?.split(",");
if (only?.some((part) => !PARTS.includes(part as (typeof PARTS)[number])))
  throw new Error(`BENCH_WEB_ONLY=${process.env.BENCH_WEB_ONLY}: give some of ${PARTS.join(", ")}`);
const runs = (part: (typeof PARTS)[number]) => !only || only.includes(part);
const cpuHog = process.env.BENCH_CPU_HOG === "1";

/** Load as browsers ask, measured after a short warm-up so every URL is compared at steady state. */
async function load(url: string, label = url) {
  await autocannon(browserLoad(url, 3));
  const result = await autocannon(browserLoad(url, 10));
  const measured = { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
  console.log(
    `${label.padEnd(48)} ${measured.rps.toFixed(0)} req/s, p99 ${measured.p99} ms, ${measured.errors} errors`,
  );
  return measured;
}

/** BENCH_NODE's Node.js binary, fetched from the npm registry into the cache on first use. */
function benchNode(wanted: string): string {
  if (!/^\d+(\.\d+){0,2}$/.test(wanted)) throw new Error(`BENCH_NODE=${wanted}: give a Node.js version, e.g. 24`);
  const dir = execFileSync("bash", [path.join(root, "scripts/ci/fetch-node.sh"), wanted], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  }).trim();
  return path.join(dir, "bin", "node");
}

type Target = { label: string; url: string };
type Measured = Awaited<ReturnType<typeof load>>;

/**
 * Loads two targets in turn, round after round, so a change in the machine's load touches both
 * alike. Each round's ratio (second to first) compares two loads run back to back; their median is
 * the figure to read, and their spread says how far to trust it.
 */
async function alternate(targets: [Target, Target], rounds: number) {
  const results: [Measured[], Measured[]] = [[], []];
  const ratios: number[] = [];
  for (let round = 1; round <= rounds; round++) {
    for (const [index, target] of targets.entries())
      results[index]!.push(await load(target.url, `${target.label}, round ${round}`));
    ratios.push(results[1].at(-1)!.rps / results[0].at(-1)!.rps);
    console.log(`  round ${round}: ${ratio(ratios.at(-1)!)}`);
  }
  const summary = (measured: Measured[]) => ({
    rps: median(measured.map((result) => result.rps)),
    p99: median(measured.map((result) => result.p99)),
    errors: measured.reduce((sum, result) => sum + result.errors, 0),
  });
  return {
    first: summary(results[0]),
    second: summary(results[1]),
    ratio: median(ratios),
    spread: `${ratio(Math.min(...ratios))} to ${ratio(Math.max(...ratios))}`,
  };
}

/** GET / on the shop under the bench's Node.js and under BENCH_NODE's. For reading, not a budget. */
async function compareNodes(shops: [Target, Target], rounds = 5) {
  const compared = await alternate(
    [
      { label: `GET / on Node.js ${shops[0].label}`, url: `${shops[0].url}/` },
      { label: `GET / on Node.js ${shops[1].label}`, url: `${shops[1].url}/` },
    ],
    rounds,
  );
  console.table(
    [compared.first, compared.second].map((result, index) => ({
      node: shops[index]!.label,
      "req/s (median)": Math.round(result.rps),
      "p99 ms (median)": result.p99,
      errors: result.errors,
    })),
  );
  console.log(
    `GET / on Node.js ${shops[1].label} serves ${ratio(compared.ratio)} the requests per second of Node.js ` +
      `${shops[0].label} (median of ${rounds} alternated rounds' ratios, from ${compared.spread}; ` +
      "50 connections, same build, database and machine).",
  );
}

/** The gzipped size of the scripts a modern browser loads with a page, in KB. */
async function firstLoadJsKb(url: string, cookie = ""): Promise<number> {
  const response = await fetch(url, { headers: { cookie }, redirect: "manual" });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const html = await response.text();
  // noModule scripts are legacy polyfills that modern browsers neither fetch nor run.
  const scripts = [...html.matchAll(/<script([^>]*)>/g)]
    .filter(([, attributes]) => !/\bnoModule\b/i.test(attributes!))
    .map(([, attributes]) => /src="([^"]+\.js[^"]*)"/.exec(attributes!)?.[1])
    .filter((src): src is string => Boolean(src));
  let bytes = 0;
  for (const src of new Set(scripts)) {
    const body = Buffer.from(await (await fetch(new URL(src, url))).arrayBuffer());
    bytes += gzipSync(body).length;
  }
  return bytes / 1024;
}

/** Signs a demo account in as the login form does and returns its session cookie. */
async function signIn(baseUrl: string, role: "admin" | "user"): Promise<string> {
  const { email, password } = demoUsers.find((account) => account.role === role)!;
  const response = await fetch(`${baseUrl}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`Signing in ${email} failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** Every page of the shop, with the session it needs, found from the demo data. */
async function pagesToWeigh(baseUrl: string) {
  const [admin, rider] = [await signIn(baseUrl, "admin"), await signIn(baseUrl, "user")];
  const tools = (await (await fetch(`${baseUrl}/api/tools`)).json()) as { _id: string }[];
  const riderEmail = demoUsers.find((account) => account.role === "user")!.email;
  const orders = (await (
    await fetch(`${baseUrl}/api/myorder?email=${encodeURIComponent(riderEmail)}`, { headers: { cookie: rider } })
  ).json()) as { _id: string; status: string }[];
  const toolId = tools[0]!._id;
  const unpaid = orders.find((order) => order.status === "unpaid")!;
  const paid = orders.find((order) => order.status === "paid")!;
  return [
    ...[
      "/tools",
      "/blog",
      "/login",
      "/signUp",
      "/cart",
      "/track",
      "/forgot-password",
      "/reset-password",
      "/legal/terms",
    ].map((page) => ({ page, cookie: "" })),
    ...[
      `/tools/${toolId}`,
      `/purchaseForm?toolId=${toolId}`,
      "/profolio",
      "/update",
      "/dashboard",
      "/dashboard/order",
      `/dashboard/order/${orders[0]!._id}`,
      `/dashboard/payment/${unpaid._id}`,
      `/dashboard/order/${paid._id}/invoice`,
      "/dashboard/addReview",
    ].map((page) => ({ page, cookie: rider })),
    ...[
      "/dashboard/allOrders",
      "/dashboard/addProducts",
      "/dashboard/makeAdmin",
      "/dashboard/overview",
      "/dashboard/returns",
      "/dashboard/invoices",
      "/dashboard/outbox",
      "/dashboard/bikes",
      "/manageproducts",
      `/manageproducts/${toolId}`,
    ].map((page) => ({ page, cookie: admin })),
  ];
}

/** Requests per second and latency of GET / and /api/tools, against a static file and the bare page. */
async function loadBudgets(
  shopUrl: string,
  bareUrl: string,
  shopEnv: NodeJS.ProcessEnv,
  homeHtml: string,
  otherNode: string | undefined,
) {
  // One load at a time: the two servers and autocannon share the machine's cores.
  const staticFile = await load(`${shopUrl}/images/logo.svg`);
  // Until a server first renders a page, Node.js 20 has no AsyncLocalStorage in use and skips
  // its hooks on every promise; from the first render on (the shop renders its home page again
  // every minute, and its other pages on every request) every request pays them. The budget
  // compares servers in that state.
  const unrenderedBarePage = await load(`${bareUrl}/`);
  const rendered = await fetch(`${bareUrl}/rendered`);
  if (!rendered.ok) throw new Error(`${bareUrl}/rendered answered ${rendered.status}`);
  // The catalogue's JSON beside a bare route handler answering the same products from memory: a
  // route handler's own floor here is well above a 100 ms p99 at 50 connections.
  const toolsVsBare = await alternate(
    [
      { label: "GET /api/tools of the bare route handler", url: `${bareUrl}/api/tools` },
      { label: "GET /api/tools of the shop", url: `${shopUrl}/api/tools` },
    ],
    3,
  );
  const [bareTools, tools] = [toolsVsBare.first, toolsVsBare.second];
  console.log(
    `GET /api/tools serves ${ratio(toolsVsBare.ratio)} the requests per second of the bare route handler ` +
      `(median of 3 alternated rounds' ratios, from ${toolsVsBare.spread}), p99 ${tools.p99} against ` +
      `${bareTools.p99} ms.`,
  );
  const homeVsBare = await alternate(
    [
      { label: "GET / of the bare Next.js page", url: `${bareUrl}/` },
      { label: "GET / of the shop", url: `${shopUrl}/` },
    ],
    3,
  );
  const [barePage, home] = [homeVsBare.first, homeVsBare.second];
  console.log(
    `GET / serves ${ratio(homeVsBare.ratio)} the requests per second of the bare page (median of 3 ` +
      `alternated rounds' ratios, from ${homeVsBare.spread}).`,
  );
  // server.ts answers / from memory (lib/http/kept-pages.ts); with a query it goes to Next.js, which
  // answers from its own cache: what a prerendered page costs without that shortcut.
  const throughNext = await load(`${shopUrl}/?through=next`, "GET /?through=next (Next.js's cache, not kept)");
  console.log(
    `Through Next.js, GET / would serve ${ratio(throughNext.rps / barePage.rps)} of the bare page (reference).`,
  );
  const bareStatic = await load(`${bareUrl}/static.txt`);
  const homeCopy = await load(`${bareUrl}/home-copy.html`);
  console.log(`The bare page serves ${ratio(barePage.rps / bareStatic.rps)} of its static file.`);
  console.log(
    `Before its server rendered any page, the bare page served ${unrenderedBarePage.rps.toFixed(0)} req/s; ` +
      `GET / serves ${ratio(home.rps / unrenderedBarePage.rps)} of that (reference).`,
  );
  console.log(
    `The home page's ${(Buffer.byteLength(homeHtml) / 1024).toFixed(0)} KB of HTML as a static file on the bare ` +
      `server serves ${ratio(homeCopy.rps / barePage.rps)} of the bare page (its bytes alone, no rendering).`,
  );
  if (otherNode) {
    // The same server.ts, build and database under the other Node.js, started only now so it
    // idles through none of the measurements above.
    const otherPort = await freePort();
    const otherUrl = `http://localhost:${otherPort}`;
    const other = await startAndWait(
      otherNode,
      shopServerArgs(otherPort),
      shopEnv,
      otherUrl,
      path.join(root, ".next", "bench-server-other-node.log"),
    );
    try {
      const label = (node: string) => execFileSync(node, ["--version"], { encoding: "utf8" }).trim().slice(1);
      await compareNodes([
        { label: process.versions.node, url: shopUrl },
        { label: label(otherNode), url: otherUrl },
      ]);
    } finally {
      await stop(other);
    }
  }
  checks.push(
    {
      name: "GET / p99 at 50 connections",
      value: `${home.p99} ms`,
      budget: "< 60 ms",
      ok: home.p99 < 60 && home.errors === 0,
    },
    {
      name: "GET /api/tools vs bare route handler",
      value: ratio(toolsVsBare.ratio),
      budget: ">= 0.90x",
      ok: toolsVsBare.ratio >= 0.9 && tools.errors === 0 && bareTools.errors === 0,
    },
    {
      name: "GET / vs 1 KB static file",
      value: ratio(home.rps / staticFile.rps),
      budget: ">= 0.40x",
      ok: home.rps / staticFile.rps >= 0.4,
    },
    {
      name: "GET / vs bare Next.js page",
      value: ratio(homeVsBare.ratio),
      budget: ">= 0.90x",
      ok: homeVsBare.ratio >= 0.9,
    },
  );
}

/**
 * First-load JavaScript of every page, above the bare page's; and of each page in Bangla above
 * the same page in English (its messages stay on the server, so the languages weigh the same).
 */
async function javaScriptBudgets(shopUrl: string, bareUrl: string) {
  const floor = await firstLoadJsKb(`${bareUrl}/with-link`);
  console.log(`First-load JS of the bare page with one next/link (the floor): ${floor.toFixed(1)} KB`);
  const weighed = [{ page: "/", cookie: "" }, ...(await pagesToWeigh(shopUrl))];
  for (const { page, cookie } of weighed) {
    const english = await firstLoadJsKb(`${shopUrl}${page}`, cookie);
    const overFloor = english - floor;
    const allowance = page === "/" ? 10 : 30;
    const name = page.replace(/[0-9a-f]{24}/, "{id}");
    checks.push({
      name: `First-load JS of ${name}`,
      value: `+${overFloor.toFixed(1)} KB`,
      budget: `<= +${allowance} KB`,
      ok: overFloor <= allowance,
    });
    const overEnglish = (await firstLoadJsKb(`${shopUrl}${localizeHref(page, "bn")}`, cookie)) - english;
    checks.push({
      name: `First-load JS of ${localizeHref(name, "bn")} over ${name}`,
      value: `${overEnglish >= 0 ? "+" : ""}${overEnglish.toFixed(1)} KB`,
      budget: "<= +3 KB",
      ok: overEnglish <= 3,
    });
  }
}

/**
 * A page and the build's files it loads, asked for once as a browser would: its route's code is
 * loaded and the files are in the server's memory (lib/http/static-files.ts), as on a server that has
 * served anyone before.
 */
async function warmUp(url: string) {
  const html = await (await fetch(url, { headers: BROWSER_ENCODINGS })).text();
  const files = new Set(html.match(/\/_next\/static\/[^"'\s)]+/g) ?? []);
  await Promise.all(
    [...files].map(async (file) => (await fetch(new URL(file, url), { headers: BROWSER_ENCODINGS })).arrayBuffer()),
  );
}

/**
 * Lighthouse (mobile) on the pages a first visit lands on, each warmed up and then alternated with the
 * bare page: performance within 3 points of the bare page's median in the same runs and Total Blocking
 * Time within 50 ms of it (150 ms beside the CPU hog), the rest at 100.
 */
async function lighthouseBudgets(shopUrl: string, bareUrl: string) {
  const rows = [];
  const tbtAllowance = cpuHog ? 150 : 50;
  for (const page of ["/", "/tools", "/blog", "/login", "/cart", "/bn", "/bn/tools"]) {
    await Promise.all([warmUp(`${shopUrl}${page}`), warmUp(`${bareUrl}/`)]);
    const { bare, page: shop } = await lighthouseBesideBare(`${bareUrl}/`, `${shopUrl}${page}`);
    rows.push({
      page,
      performance: `${shop.scores.performance} (${shop.performances.join(", ")})`,
      "bare page": `${bare.scores.performance} (${bare.performances.join(", ")})`,
      "LCP ms": Math.round(shop.lcp),
      "bare LCP ms": Math.round(bare.lcp),
      "TBT ms": Math.round(shop.tbt),
      "bare TBT ms": Math.round(bare.tbt),
      // Runs whose first frame met Chromium's one-second compositor stall (lighthouse.ts).
      stalled: `${shop.stalledRuns} (bare ${bare.stalledRuns})`,
      benchmarkIndex: Math.round(median([shop.benchmarkIndex, bare.benchmarkIndex])),
      // Other work on the machine, which both pages shared: the load average over the last minute.
      "load average": loadavg()[0]!.toFixed(1),
    });
    checks.push({
      name: `Lighthouse ${page} performance`,
      value: `${shop.scores.performance} (bare ${bare.scores.performance})`,
      budget: `>= bare - 3`,
      ok: shop.scores.performance >= bare.scores.performance - 3,
    });
    checks.push({
      name: `Lighthouse ${page} Total Blocking Time`,
      value: `${Math.round(shop.tbt)} ms (bare ${Math.round(bare.tbt)} ms)`,
      budget: `<= bare + ${tbtAllowance} ms`,
      ok: shop.tbt <= bare.tbt + tbtAllowance,
    });
    // The basket asks search engines not to index it (one shopper's page), which Lighthouse's SEO
    // category counts against it by design.
    const scored = CATEGORIES.filter(
      (category) => category !== "performance" && !(page === "/cart" && category === "seo"),
    );
    for (const category of scored)
      checks.push({
        name: `Lighthouse ${page} ${category}`,
        value: String(shop.scores[category]),
        budget: ">= 100",
        ok: shop.scores[category] >= 100,
      });
  }
  console.log(
    "Lighthouse (mobile), medians of runs alternated with the bare page; benchmarkIndex is the host's speed:",
  );
  console.table(rows);
}

/** `yes > /dev/null`: one core kept busy until the bench ends. */
function startCpuHog() {
  const hog = spawn("yes", { stdio: ["ignore", "ignore", "inherit"] });
  console.log("BENCH_CPU_HOG: `yes > /dev/null` keeps a core busy through the bench.");
  return () => hog.kill();
}

async function main() {
  const stopCpuHog = cpuHog ? startCpuHog() : undefined;
  const otherNode = process.env.BENCH_NODE ? benchNode(process.env.BENCH_NODE) : undefined;
  await buildBareNext();
  const db = await startDatabase();
  const mongodbUri = `${db.uri}/motoforge-bench`;
  await run(process.execPath, serverScriptArgs("scripts/seed.ts", "--demo-users"), {
    ...process.env,
    MONGODB_URI: mongodbUri,
  });

  const [shopPort, barePort] = [await freePort(), await freePort()];
  const [shopUrl, bareUrl] = [`http://localhost:${shopPort}`, `http://localhost:${barePort}`];
  const shopEnv: NodeJS.ProcessEnv = {
    ...process.env,
    MONGODB_URI: mongodbUri,
    AUTH_SECRET: randomBytes(32).toString("base64url"),
    NODE_ENV: "production",
  };
  const shop = await startAndWait(
    process.execPath,
    shopServerArgs(shopPort),
    shopEnv,
    shopUrl,
    path.join(root, ".next", "bench-server.log"),
  );
  // The shop's home page as a plain file on the bare server: what a page of that many bytes
  // costs to send with no rendering at all, which tells the page's size from the shop's own work.
  const homeResponse = await fetch(`${shopUrl}/`);
  if (!homeResponse.ok) throw new Error(`${shopUrl}/ answered ${homeResponse.status}`);
  const homeHtml = await homeResponse.text();
  await writeFile(path.join(bareAppDir, "public", "home-copy.html"), homeHtml);
  const bare = await startAndWait(
    process.execPath,
    bareNextServerArgs(barePort),
    { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
    bareUrl,
    path.join(root, ".next", "bench-bare-server.log"),
  );
  try {
    if (runs("load")) await loadBudgets(shopUrl, bareUrl, shopEnv, homeHtml, otherNode);
    if (runs("js")) await javaScriptBudgets(shopUrl, bareUrl);
    if (runs("lighthouse")) await lighthouseBudgets(shopUrl, bareUrl);
    if (runs("phone")) {
      console.table(await firstPaintsOnAPhone(`${bareUrl}/`, `${shopUrl}/`));
      console.log("Main thread of a phone loading each page (median, range of 5 loads, alternated):");
      console.table(
        await mainThreadOnAPhone(
          `${bareUrl}/`,
          ["/", "/login", "/bn"].map((page) => ({ label: page, url: `${shopUrl}${page}` })),
        ),
      );
    }
  } finally {
    await Promise.all([stop(shop), stop(bare)]);
    await db.close();
    stopCpuHog?.();
  }

  console.table(
    checks.map(({ name, value, budget, ok }) => ({ check: name, value, budget, result: ok ? "pass" : "FAIL" })),
  );
  console.log(
    `Load average at the end (1, 5, 15 min): ${loadavg()
      .map((value) => value.toFixed(1))
      .join(", ")}`,
  );
  if (checks.some((check) => !check.ok)) process.exitCode = 1;
}

await main();
