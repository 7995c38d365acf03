import { expect, test } from "./fixtures";
import { newAccount, signUp } from "./support/accounts";
import { insertTool } from "./support/db";
import { hydrated } from "./support/hydration";
import { orderTool } from "./support/products";

/** A URL's path and query. */
const pathOf = (href: string | null | undefined) => {
  const url = new URL(href ?? "", "http://x");
  return url.pathname + url.search;
};

/** The page's alternates as { hreflang: path } and its canonical path. */
async function alternatesOf(page: import("@playwright/test").Page) {
  const links = await page.locator('head link[rel="alternate"][hreflang]').all();
  const languages = Object.fromEntries(
    await Promise.all(
      links.map(async (link) => [await link.getAttribute("hreflang"), pathOf(await link.getAttribute("href"))]),
    ),
  );
  const canonical = pathOf(await page.locator('head link[rel="canonical"]').getAttribute("href"));
  return { languages, canonical };
}

/**
 * How many glyphs of the text directly inside `selector`'s first match Chromium drew with the
 * shop's own Bengali font, and how many with any other font.
 */
async function glyphsDrawn(page: import("@playwright/test").Page, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument");
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
  // No match yet (node 0), or a node React has just replaced (the header's login link once the
  // session is known): nothing drawn yet, which the callers poll past. Any other error fails.
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId }).catch((error: Error) => {
    if (error.message.includes("Could not find node with given id")) return { fonts: [] };
    throw error;
  });
  await cdp.detach();
  const ours = (font: (typeof fonts)[number]) => font.isCustomFont && font.familyName === "Noto Sans Bengali";
  const count = (list: typeof fonts) => list.reduce((sum, font) => sum + font.glyphCount, 0);
  return { ours: count(fonts.filter(ours)), others: count(fonts.filter((font) => !ours(font))) };
}

test.describe("the shop in two languages", () => {
  test("English keeps its URLs, Bangla is under /bn, and each page names its twin", async ({ page }) => {
    await page.goto("/tools");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    expect(await alternatesOf(page)).toEqual({
      languages: { en: "/tools", bn: "/bn/tools", "x-default": "/tools" },
      canonical: "/tools",
    });

    await page.goto("/bn/tools");
    await expect(page.locator("html")).toHaveAttribute("lang", "bn");
    expect((await alternatesOf(page)).canonical).toBe("/bn/tools");

    await page.goto("/bn");
    await expect(page.locator("html")).toHaveAttribute("lang", "bn");
    expect(await alternatesOf(page)).toEqual({
      languages: { en: "/", bn: "/bn", "x-default": "/" },
      canonical: "/bn",
    });
  });

  test("the switch keeps the page and its query, and remembers the choice, but the URL decides", async ({ page }) => {
    // Four page loads and two switches: 20 s in a CI run where the suite took 30 min.
    test.slow();
    await page.goto("/tools?category=parts&sort=price-asc");
    await page
      .getByRole("banner")
      .getByRole("link", { name: /বাংলায় পড়ুন/ })
      .click();
    await expect(page).toHaveURL(/\/bn\/tools\?category=parts&sort=price-asc$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "bn");
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === "locale")?.value).toBe("bn");

    // The cookie does not move an English URL to Bangla.
    await page.goto("/blog");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");

    await page.goto("/bn/blog");
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: /Read in English/ })
      .click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("/ never redirects by Accept-Language, and /en/... redirects to the one English address", async ({
    request,
  }) => {
    const home = await request.get("/", { headers: { "accept-language": "bn-BD,bn;q=0.9" }, maxRedirects: 0 });
    expect(home.status()).toBe(200);
    expect(await home.text()).toContain('<html lang="en"');

    for (const [from, to] of [
      ["/en", "/"],
      ["/en/tools?category=parts", "/tools?category=parts"],
    ] as const) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(308);
      expect(pathOf(response.headers().location), from).toBe(to);
    }
  });

  test("a signed-out visitor to a Bangla page logs in on the Bangla login page and comes back", async ({ request }) => {
    const response = await request.get("/bn/dashboard/order", { maxRedirects: 0 });
    expect(response.status()).toBe(307);
    const location = new URL(response.headers().location!, "http://x");
    expect(location.pathname).toBe("/bn/login");
    expect(location.searchParams.get("callbackUrl")).toBe("/bn/dashboard/order");
  });

  test("Bangla pages rendered per request carry their own CSP nonce", async ({ request }) => {
    const response = await request.get("/bn/login");
    expect(response.headers()["content-security-policy"]).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'/);
  });

  test("an address that is no page offers the Bangla shop too; a missing product says so in Bangla", async ({
    page,
  }) => {
    // Next.js gives the page for unknown addresses no language: English, with a way to Bangla.
    const response = await page.goto("/bn/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("link", { name: "এখনই হোম পেজে যান" })).toHaveAttribute("href", "/bn");

    await signUp(page.context().request);
    const missing = await page.goto("/bn/tools/64b7f0c2a1e4d3b2c1a09f87");
    expect(missing?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "bn");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("এই রাস্তা কোথাও যায় না");
  });

  test("Bengali is drawn with the shop's own font: English pages load only its few letters, and the whole font for a rider's Bangla", async ({
    page,
  }) => {
    const fonts: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith(".woff2")) fonts.push(request.url());
    });
    await page.goto("/");
    // The switch's "বাংলা", from the 2 KB cut of the font, so no device shows it as empty boxes.
    await expect.poll(() => glyphsDrawn(page, 'header a[hreflang="bn"]')).toMatchObject({ ours: 5, others: 0 });
    expect(fonts).toHaveLength(1);
    expect((await (await page.request.get(fonts[0]!)).body()).length).toBeLessThan(4 * 1024);
    // Asked for with the stylesheet, not once the page is laid out: arriving after the first paint,
    // it had the whole page laid out again.
    await expect(page.locator('head link[rel="preload"][as="font"]')).toHaveAttribute(
      "href",
      new URL(fonts[0]!).pathname,
    );

    // On Bangla pages too, bold as in the login button.
    await page.goto("/bn");
    const login = 'header a[href="/bn/login"]';
    // Polled together: before the page is drawn, no glyph at all counts as "no other font" too.
    await expect
      .poll(async () => {
        const { ours, others } = await glyphsDrawn(page, login);
        return { others, atLeastThreeOurs: ours >= 3 };
      })
      .toEqual({ others: 0, atLeastThreeOurs: true });

    // A rider's own words in Bangla on an English page (their name on My orders) are drawn whole,
    // by the whole font behind the cut.
    await signUp(page.context().request, { ...newAccount(), name: "রহিম উদ্দিন" });
    await orderTool(
      page.context().request,
      await insertTool({ name: `Font Lever ${Date.now()}`, orderQuantity: 1, availableQuantity: 5, price: 2 }),
      1,
    );
    await page.goto("/dashboard/order");
    const name = "main address > span:first-child";
    await expect(page.locator(name)).toHaveText("রহিম উদ্দিন");
    // Every letter from our font; the one other glyph is the space between the words, not Bengali.
    await expect.poll(() => glyphsDrawn(page, name)).toMatchObject({ others: 1 });
    expect((await glyphsDrawn(page, name)).ours).toBeGreaterThanOrEqual(8);
  });

  test("a toast on a Bangla page is drawn in the shop's font, not the toast library's, which has no Bengali", async ({
    page,
  }) => {
    const run = `${Date.now()}`;
    const name = `Toast Lever ${run}`;
    await insertTool({ name, orderQuantity: 1, availableQuantity: 5, price: 2 });
    await page.goto(`/bn/tools?q=${run}`);
    const add = page.getByRole("button", { name: `ঝুড়িতে রাখুন: ${name}` });
    await hydrated(add);
    await add.click();
    const title = "[data-sonner-toast] [data-title]";
    await expect(page.locator(title)).toHaveText("ঝুড়িতে রাখা হয়েছে");
    // Every Bengali letter from our font; the other glyphs are the two spaces.
    await expect.poll(() => glyphsDrawn(page, title)).toMatchObject({ others: 2 });
    expect((await glyphsDrawn(page, title)).ours).toBeGreaterThanOrEqual(10);
  });

  test("the sitemap lists both languages, each with its twin", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toMatch(/<loc>[^<]*\/bn\/tools<\/loc>/);
    expect(sitemap).toMatch(/hreflang="bn" href="[^"]*\/bn\/blog"/);
    expect(sitemap).toMatch(/hreflang="x-default" href="[^"]*\/blog"/);
  });
});
