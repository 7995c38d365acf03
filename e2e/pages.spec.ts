import { expect, test } from "./fixtures";

test("the blog answers riders' questions", async ({ page }) => {
  await page.goto("/blog");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const questions = page.locator("article h3");
  expect(await questions.count()).toBeGreaterThanOrEqual(8);
  await expect(page.getByRole("heading", { name: /Orders & delivery/ })).toBeVisible();
  await expect(page.locator("script[type='application/ld+json']")).toHaveCount(1);
});

test("an unknown page shows its picture and returns home after about 5 seconds", async ({ page, baseURL }) => {
  // Timed from before the request: the countdown starts later still, so a slow machine can
  // only make this longer, never fail it.
  const requestedAt = Date.now();
  const response = await page.goto("/no-such-part");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("img", { name: /404/ })).toBeVisible();
  await expect(page.getByText(/back to the home page in \d seconds?/)).toBeVisible();
  await expect(page).toHaveURL(`${baseURL}/`, { timeout: 15_000 });
  expect(Date.now() - requestedAt).toBeGreaterThanOrEqual(5_000);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Parts and tools that keep Bangladesh riding");
});

test("the legal pages linked from the footer exist", async ({ page }) => {
  await page.goto("/");
  for (const name of ["Terms of use", "Privacy policy", "Returns and refunds"]) {
    await page.getByRole("contentinfo").getByRole("link", { name }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  }
});
