/**
 * What loading a page costs a phone's main thread, from a Chromium trace of each load on the same
 * phone as first-paint.ts (CPU slowed four times, slow 4G, nothing cached), beside the bare Next.js
 * page, alternated load by load: how often and how long the page was laid out, its style
 * recalculation, its scripts (evaluation, calls and microtasks, overlaps counted once), and the
 * time its tasks ran beyond 50 ms each (what Total Blocking Time counts, here over the whole load
 * rather than Lighthouse's window). For reading, not a budget: Lighthouse's scores are the budget,
 * and these say where a page's score goes.
 */
import { chromium, type Browser } from "playwright-core";

import { onAPhone } from "./first-paint";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./lighthouse";
import { median } from "./median";

type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
};

type Work = { layouts: number; layout: number; style: number; script: number; blocking: number };

const SCRIPT_EVENTS = new Set(["EvaluateScript", "FunctionCall", "RunMicrotasks", "v8.compile"]);
const LONG_TASK_MS = 50;

async function traceLoad(browser: Browser, url: string): Promise<TraceEvent[]> {
  return onAPhone(browser, async (page, devtools) => {
    const events: TraceEvent[] = [];
    devtools.on("Tracing.dataCollected", ({ value }) => events.push(...(value as unknown as TraceEvent[])));
    const complete = new Promise((resolve) => devtools.once("Tracing.tracingComplete", resolve));
    await devtools.send("Tracing.start", {
      categories: "devtools.timeline,disabled-by-default-devtools.timeline",
      transferMode: "ReportEvents",
    });
    await page.goto(url, { waitUntil: "load", timeout: 60_000 });
    // Hydration and the work after it end after the load event: wait until the page is idle.
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5_000 })));
    await devtools.send("Tracing.end");
    await complete;
    return events;
  });
}

/** Milliseconds covered by the intervals, overlaps counted once. */
function covered(intervals: [number, number][]): number {
  let total = 0;
  let reach = -Infinity;
  for (const [start, end] of intervals.sort((a, b) => a[0] - b[0])) {
    if (end <= reach) continue;
    total += end - Math.max(start, reach);
    reach = end;
  }
  return total / 1000;
}

function mainThreadWork(events: TraceEvent[]): Work {
  // The page's renderer main thread: of the threads named CrRendererMain, the one that laid out.
  const renderers = new Set(
    events.filter((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain").map((e) => `${e.pid}:${e.tid}`),
  );
  const layoutsBy = new Map<string, number>();
  for (const e of events)
    if (e.name === "Layout" && renderers.has(`${e.pid}:${e.tid}`))
      layoutsBy.set(`${e.pid}:${e.tid}`, (layoutsBy.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
  const main = [...layoutsBy].sort((a, b) => b[1] - a[1])[0]?.[0];
  const complete = events.filter((e) => e.ph === "X" && `${e.pid}:${e.tid}` === main && e.dur !== undefined);
  const sum = (name: string) => complete.filter((e) => e.name === name).reduce((ms, e) => ms + e.dur! / 1000, 0);
  return {
    layouts: complete.filter((e) => e.name === "Layout").length,
    layout: sum("Layout"),
    style: sum("UpdateLayoutTree"),
    script: covered(complete.filter((e) => SCRIPT_EVENTS.has(e.name)).map((e) => [e.ts, e.ts + e.dur!])),
    blocking: complete
      .filter((e) => e.name === "RunTask")
      .reduce((ms, e) => ms + Math.max(0, e.dur! / 1000 - LONG_TASK_MS), 0),
  };
}

/** Each page `runs` times, every round starting with the bare page; medians with their ranges. */
export async function mainThreadOnAPhone(bareUrl: string, pages: { label: string; url: string }[], runs = 5) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS.slice(1) });
  const targets = [{ label: "bare page", url: bareUrl }, ...pages];
  const measured = new Map<string, Work[]>(targets.map(({ label }) => [label, []]));
  try {
    for (let run = 1; run <= runs; run++)
      for (const { label, url } of targets) measured.get(label)!.push(mainThreadWork(await traceLoad(browser, url)));
  } finally {
    await browser.close();
  }
  const figure = (works: Work[], key: keyof Work) => {
    const values = works.map((work) => work[key]);
    return `${median(values).toFixed(0)} (${Math.min(...values).toFixed(0)}-${Math.max(...values).toFixed(0)})`;
  };
  return [...measured].map(([page, works]) => ({
    page,
    layouts: figure(works, "layouts"),
    "layout ms": figure(works, "layout"),
    "style ms": figure(works, "style"),
    "script ms": figure(works, "script"),
    "tasks beyond 50 ms": figure(works, "blocking"),
  }));
}
