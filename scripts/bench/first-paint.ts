/**
 * The home page in a real Chromium as a rider's phone gets it: the CPU slowed four times and
 * Lighthouse's "slow 4G" network (its mobileSlow4G as DevTools applies it: 150 ms RTT times 3.75
 * of request latency, 1.6 Mbit/s times 0.9 down, 750 kbit/s times 0.9 up), in a fresh browser
 * context each run, so nothing is cached. It reports when the hero image and the first product
 * card become visible, beside the first paint and the bare Next.js page's first paint.
 */
import { chromium, type Browser, type CDPSession, type Page } from "playwright-core";

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./lighthouse";

const SLOW_4G = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: (1.6 * 1024 * 0.9 * 1024) / 8,
  uploadThroughput: (750 * 0.9 * 1024) / 8,
};

/** Milliseconds since navigation start; absent when it did not happen within the run. */
type Paints = { firstPaint?: number; hero?: number; card?: number; cardImage?: number; load?: number };

declare global {
  interface Window {
    paints?: Paints;
  }
}

/**
 * Runs in the page before its own scripts: the largest-contentful-paint entry of the hero image
 * (the time it was painted), and, polled every frame, when the first product card is laid out
 * (the list's HTML streamed in and styled) and when its picture has loaded. Plain JavaScript
 * text, as tsx would wrap a function's inner functions in a helper the page does not have.
 */
const WATCH_PAINTS = `
  const paints = (window.paints = {});
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === "first-paint") paints.firstPaint = entry.startTime;
  }).observe({ type: "paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.element?.closest("[aria-labelledby=hero-title]")) paints.hero ??= entry.startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
  const poll = () => {
    const card = document.querySelector("#tools li");
    const image = card?.querySelector("img");
    if (card && card.getBoundingClientRect().height > 0) paints.card ??= performance.now();
    if (image?.complete && image.naturalWidth > 0) paints.cardImage ??= performance.now();
    if (paints.cardImage === undefined) requestAnimationFrame(poll);
  };
  requestAnimationFrame(poll);
  addEventListener("load", () => (paints.load = performance.now()));
`;

/**
 * A fresh tab of a phone (Lighthouse's mobile screen, nothing cached) with the CPU slowed four times
 * and the slow 4G network; `load` gets it and its DevTools session, and the context is closed after.
 */
export async function onAPhone<Result>(
  browser: Browser,
  load: (page: Page, devtools: CDPSession) => Promise<Result>,
): Promise<Result> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const devtools = await context.newCDPSession(page);
    await devtools.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await devtools.send("Network.enable");
    await devtools.send("Network.emulateNetworkConditions", SLOW_4G);
    return await load(page, devtools);
  } finally {
    await context.close();
  }
}

function measure(browser: Browser, url: string): Promise<Paints> {
  return onAPhone(browser, async (page) => {
    await page.addInitScript(WATCH_PAINTS);
    await page.goto(url, { waitUntil: "load", timeout: 60_000 });
    // The card's picture is lazy; on a slow network Chromium fetches it while still far below the fold.
    await page.waitForFunction(() => window.paints?.cardImage !== undefined, null, { timeout: 10_000 }).catch(() => {});
    return await page.evaluate(() => window.paints!);
  });
}

/** `runs` loads of the page, each after one of the bare page, alternated. */
export async function firstPaintsOnAPhone(bareUrl: string, url: string, runs = 3) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS.slice(1) });
  const ms = (value?: number) => (value === undefined ? "never" : `${value.toFixed(0)} ms`);
  const rows = [];
  try {
    for (let run = 1; run <= runs; run++) {
      const bare = await measure(browser, bareUrl);
      const page = await measure(browser, url);
      rows.push({
        run,
        "bare page first paint": ms(bare.firstPaint),
        "first paint": ms(page.firstPaint),
        "hero image painted": ms(page.hero),
        "first card laid out": ms(page.card),
        "its picture loaded": ms(page.cardImage),
        "load event": ms(page.load),
      });
    }
  } finally {
    await browser.close();
  }
  return rows;
}
