import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

import { median } from "./median";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
type Scores = Record<(typeof CATEGORIES)[number], number>;

/**
 * One Lighthouse run: its scores (0 to 100), LCP and TBT in ms, the host's speed, and the first
 * paint as it happened in the unthrottled browser, before Lantern's simulation.
 */
type Run = { scores: Scores; lcp: number; tbt: number; benchmarkIndex: number; observedFirstPaint?: number };

/**
 * Several runs of one page summed up: medians, the lowest of the scores other than performance, and
 * how many runs met the compositor stall.
 */
export type Summary = Omit<Run, "observedFirstPaint"> & { performances: number[]; stalledRuns: number };

/**
 * An observed first paint this late is Chromium's one-second compositor stall (docs/architecture.md,
 * "Caching"), not the page: runs here split into under half a second and 1.2 to 1.35 s, nothing
 * between. Lantern simulates FCP and LCP from the tasks before the observed paint, so a stalled run
 * scores lower.
 */
const STALLED_FIRST_PAINT_MS = 1000;

export const CHROMIUM_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
];
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

function summarise(runs: Run[]): Summary {
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => {
      const values = runs.map((run) => run.scores[category]);
      return [category, category === "performance" ? median(values) : Math.min(...values)];
    }),
  ) as Scores;
  return {
    scores,
    performances: runs.map((run) => run.scores.performance),
    lcp: median(runs.map((run) => run.lcp)),
    tbt: median(runs.map((run) => run.tbt)),
    benchmarkIndex: median(runs.map((run) => run.benchmarkIndex)),
    stalledRuns: runs.filter((run) => (run.observedFirstPaint ?? 0) > STALLED_FIRST_PAINT_MS).length,
  };
}

/**
 * Lighthouse (mobile) on a page and on the bare Next.js page, alternated run by run (bare, page,
 * bare, page...), each run in a fresh browser. One run's performance moves by five points or more
 * with whatever else the machine is doing, and the simulated phone is this machine slowed four
 * times, so only the two pages measured side by side compare; Lighthouse's own guidance on
 * variability is to take the median of several runs.
 */
export async function lighthouseBesideBare(
  bareUrl: string,
  url: string,
  runs = 3,
): Promise<{ bare: Summary; page: Summary }> {
  const bare: Run[] = [];
  const page: Run[] = [];
  for (let run = 0; run < runs; run++) {
    bare.push(await lighthouseOnce(bareUrl));
    page.push(await lighthouseOnce(url));
  }
  return { bare: summarise(bare), page: summarise(page) };
}

async function lighthouseOnce(url: string): Promise<Run> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits, environment } = result.lhr;
    const observed = (audits.metrics?.details as { items?: { observedFirstPaint?: number }[] } | undefined)?.items?.[0];
    const run: Run = {
      scores: Object.fromEntries(
        CATEGORIES.map((category) => [category, Math.round((categories[category]?.score ?? 0) * 100)]),
      ) as Scores,
      lcp: audits["largest-contentful-paint"]?.numericValue ?? 0,
      tbt: audits["total-blocking-time"]?.numericValue ?? 0,
      // Lighthouse's measure of this machine's speed during the run (a Pixel 5 scores about 1,000).
      benchmarkIndex: environment.benchmarkIndex,
      observedFirstPaint: observed?.observedFirstPaint,
    };
    console.log(
      `  ${url}: performance ${run.scores.performance}, LCP ${run.lcp.toFixed(0)} ms, TBT ${run.tbt.toFixed(0)} ms, ` +
        `first paint seen at ${run.observedFirstPaint?.toFixed(0) ?? "?"} ms, host benchmarkIndex ${run.benchmarkIndex.toFixed(0)}`,
    );
    return run;
  } finally {
    chrome.kill();
  }
}
