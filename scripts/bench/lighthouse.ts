import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

/** Lighthouse's mobile scores (0 to 100) for one page, in Debian's headless Chromium. */
export async function runLighthouse(url: string): Promise<Record<(typeof CATEGORIES)[number], number>> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
    ],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories } = result.lhr;
    return Object.fromEntries(
      CATEGORIES.map((category) => [category, Math.round((categories[category]?.score ?? 0) * 100)]),
    ) as Record<(typeof CATEGORIES)[number], number>;
  } finally {
    chrome.kill();
  }
}
