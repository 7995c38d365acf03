import { randomUUID } from "node:crypto";

import { expect, test } from "./fixtures";
import { withDb } from "./support/db";
import { hoverUntilPrefetched } from "./support/hydration";

/**
 * Each test works on products of its own, found by a word only they carry, inserted with
 * old dates so the seeded tools keep the home page.
 */
async function insertProducts(products: { category: string; price: number; name?: string }[]): Promise<string> {
  const word = `Zork${randomUUID().slice(0, 6)}`;
  await withDb((db) =>
    db.collection("tools").insertMany(
      products.map(({ category, price, name }, index) => ({
        name: name ?? `${word} Lever ${index + 1}`,
        shortDescription: `A ${word.toLowerCase()} part made for one catalogue test.`,
        orderQuantity: 1,
        availableQuantity: 10,
        price,
        category,
        image: "/images/tools/brake-pads.svg",
        universal: false,
        fits: [],
        fitKeys: [],
        createdAt: new Date(1_000 * (index + 1)),
      })),
    ),
  );
  return word;
}

const thirteenParts = Array.from({ length: 13 }, (_, index) => ({ category: "parts", price: index + 1 }));

test.describe("the catalogue", () => {
  // Next.js told its router that a rewritten page lost its query, and a link from a page without
  // one kept that page on screen (lib/http/rewritten-query.ts).
  test("a category link clicked after its prefetch arrived shows that category", async ({ page }) => {
    await page.goto("/tools");
    const parts = page.getByRole("navigation", { name: "Categories" }).getByRole("link", { name: "Parts" });
    await hoverUntilPrefetched(parts);
    await parts.click();
    await expect(page).toHaveURL("/tools?category=parts");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Parts");
    await expect(parts).toHaveAttribute("aria-current", "page");
  });

  test("search, category, sort and page from the URL, with products as JSON-LD", async ({ page }) => {
    const word = await insertProducts([...thirteenParts, { category: "tools", price: 99 }]);

    await page.goto(`/tools?q=${word.toLowerCase()}&category=parts&sort=price-asc&page=2`);
    await expect(page.getByRole("heading", { level: 1, name: "Parts" })).toBeVisible();
    const products = page.getByRole("list", { name: "Products" }).getByRole("listitem");
    await expect(products).toHaveCount(1);
    await expect(products).toContainText("$13.00");
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(/13–13 of 13 parts matching/);
    await expect(page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Page 2" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(page.getByRole("searchbox", { name: "Search the catalogue" })).toHaveValue(word.toLowerCase());

    await page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Previous" }).click();
    await expect(page).toHaveURL(`/tools?q=${word.toLowerCase()}&category=parts&sort=price-asc`);
    await expect(products).toHaveCount(12);
    await expect(products.first()).toContainText("$1.00");

    await page.getByRole("navigation", { name: "Sort by" }).getByRole("link", { name: "Price: high to low" }).click();
    await expect(page).toHaveURL(`/tools?q=${word.toLowerCase()}&category=parts&sort=price-desc`);
    await expect(products.first()).toContainText("$13.00");

    await page.getByRole("navigation", { name: "Categories" }).getByRole("link", { name: "Tools" }).click();
    await expect(page).toHaveURL(`/tools?q=${word.toLowerCase()}&category=tools&sort=price-desc`);
    await expect(products).toHaveCount(1);
    await expect(products).toContainText("$99.00");

    await page.getByRole("navigation", { name: "Categories" }).getByRole("link", { name: "All" }).click();
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(/1–12 of 14 products/);
    await page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(`/tools?q=${word.toLowerCase()}&sort=price-desc&page=2`);
    await expect(products).toHaveCount(2);

    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}") as {
      "@type": string;
      itemListElement: { position: number; item: { "@type": string; offers: Record<string, string> } }[];
    };
    expect(jsonLd["@type"]).toBe("ItemList");
    expect(jsonLd.itemListElement.map((entry) => entry.position)).toEqual([13, 14]);
    expect(jsonLd.itemListElement[0]?.item).toMatchObject({
      "@type": "Product",
      offers: { "@type": "Offer", priceCurrency: "USD", availability: "https://schema.org/InStock" },
    });
  });

  test("the API answers a page and the total count, and bad parameters with a 400", async ({ request }) => {
    const word = await insertProducts([...thirteenParts, { category: "tools", price: 99 }]);
    const response = await request.get(`/api/tools?q=${word.toUpperCase()}&sort=price-desc&limit=5&page=3`);
    expect(response.headers()["x-total-count"]).toBe("14");
    const page = (await response.json()) as { price: number; category: string }[];
    expect(page.map((tool) => tool.price)).toEqual([4, 3, 2, 1]);
    const regex = await request.get(`/api/tools?q=${encodeURIComponent(".*")}`);
    expect(regex.headers()["x-total-count"]).toBe("0");
    for (const bad of ["sort=cheapest", "category=bikes", "page=0", "limit=1000"])
      expect((await request.get(`/api/tools?${bad}`)).status(), bad).toBe(400);
  });

  test("a category with no match says so and clears the filters", async ({ page }) => {
    const word = await insertProducts([{ category: "parts", price: 5 }]);
    await page.goto(`/tools?q=${word}&category=safety-gear`);
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(
      `No safety gear matching “${word}”`,
    );
    await expect(page.getByText("Nothing in the catalogue matches these filters.")).toBeVisible();
    await page.getByRole("link", { name: "Clear filters" }).click();
    await expect(page).toHaveURL("/tools");
    await expect(page.getByRole("heading", { level: 1, name: "All parts, accessories and tools" })).toBeVisible();
  });

  test("the navbar search leads to the catalogue, on a laptop and on a phone", async ({ page }) => {
    const word = await insertProducts([{ category: "accessories", price: 5 }]);
    await page.goto("/blog");
    const banner = page.getByRole("banner");
    await banner.getByRole("searchbox", { name: "Search products" }).fill(word);
    await banner.getByRole("searchbox", { name: "Search products" }).press("Enter");
    await expect(page).toHaveURL(`/tools?q=${word}`);
    await expect(page.getByRole("list", { name: "Products" }).getByRole("listitem")).toHaveCount(1);

    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/");
    await expect(banner.getByRole("searchbox", { name: "Search products" })).toBeHidden();
    await banner.locator("summary").click();
    await banner.getByRole("searchbox", { name: "Search products" }).fill(word.toUpperCase());
    await banner.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(`/tools?q=${word.toUpperCase()}`);
    await expect(page.getByRole("list", { name: "Products" }).getByRole("listitem")).toContainText(word);
  });

  test("is public, while tool pages still ask for a login; the home page and footer lead to it", async ({ page }) => {
    // Five page loads, two of them the 120 KB home page: 18 s in a CI run where the suite took 30 min.
    test.slow();
    await page.goto("/");
    await page.getByRole("link", { name: "See all tools" }).click();
    await expect(page).toHaveURL("/tools");
    const buyNow = page.getByRole("link", { name: /^Buy Now/ }).first();
    const href = await buyNow.getAttribute("href");
    await buyNow.click();
    await expect(page).toHaveURL(`/login?callbackUrl=${encodeURIComponent(href ?? "")}`);
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Safety gear" }).click();
    await expect(page).toHaveURL("/tools?category=safety-gear");
    await expect(page.getByRole("list", { name: "Products" })).toContainText("Armoured Riding Gloves");
  });
});
