import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";

import { expect, test } from "./fixtures";
import { signInAsAdmin } from "./support/admin-session";
import { buyerWithOrder, testEveryPage } from "./support/every-page";

const PHONE = { width: 360, height: 740 };

/** The element is on screen horizontally: nothing is cut off at either side. */
async function expectWithinWidth(locator: Locator, width = PHONE.width) {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  expect(box, "bounding box").not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(0);
}

async function expectNoSeriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
  expect(serious, page.url()).toEqual([]);
}

test.describe("at 360 px", () => {
  test.use({ viewport: PHONE });

  test("My orders shows every field and reaches Pay and Cancel", async ({ page }) => {
    const { toolName, orderId } = await buyerWithOrder(page);
    await page.goto("/dashboard/order");
    const order = page.getByRole("row").filter({ hasText: toolName });
    for (const text of [toolName, "Quantity 2", "$9.57", "incl. $0.57 delivery"])
      await expectWithinWidth(order.getByText(text));
    await expectWithinWidth(order.getByRole("link", { name: "Pay" }));
    await expect(order.getByRole("link", { name: "Pay" })).toHaveAttribute("href", `/dashboard/payment/${orderId}`);
    await expectWithinWidth(order.getByRole("button", { name: `Cancel the order for ${toolName}` }));
    await expectWithinWidth(
      page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Add a review" }),
    );
    await expectNoSidewaysScroll(page);
    await order.getByRole("button", { name: `Cancel the order for ${toolName}` }).click();
    await expect(page.getByRole("alertdialog")).toBeVisible();
  });

  test("Manage All Orders shows every field and reaches the payment status and Cancel", async ({ page, browser }) => {
    const buyerPage = await (await browser.newContext()).newPage();
    const { toolName } = await buyerWithOrder(buyerPage);
    await buyerPage.context().close();
    await signInAsAdmin(page.context());
    await page.goto("/dashboard/allOrders");
    const order = page.getByRole("row").filter({ hasText: toolName });
    for (const text of [toolName, "Quantity 2", "$9.57", "@e2e.test"]) await expectWithinWidth(order.getByText(text));
    await expectWithinWidth(order.getByRole("button", { name: "Unpaid" }));
    await expectWithinWidth(order.getByRole("button", { name: /^Cancel / }));
    for (const link of ["Make Admin", "Manage All Orders", "Add A Products"])
      await expectWithinWidth(page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: link }));
    await expectNoSidewaysScroll(page);
    await order.getByRole("button", { name: /^Cancel / }).click();
    await expect(page.getByRole("alertdialog")).toBeVisible();
  });

  test.describe("no page scrolls sideways", () => testEveryPage(expectNoSidewaysScroll));
  // Bangla words are longer, and their script taller.
  test.describe("no page scrolls sideways in Bangla", () => testEveryPage(expectNoSidewaysScroll, { locale: "bn" }));
  test.describe("accessibility (axe-core) in Bangla: no serious or critical violations", () =>
    testEveryPage(expectNoSeriousViolations, { locale: "bn" }));
});

/**
 * The basket's lines load in the browser, after the page: its checks wait for them, in both
 * languages, with a line's every control and amount on screen.
 */
async function checkBasket(page: Page, width: number) {
  const { toolId, toolName } = await buyerWithOrder(page);
  expect((await page.request.put("/api/cart", { data: { toolId, quantity: 2 } })).status()).toBe(200);
  for (const path of ["/cart", "/bn/cart"]) {
    await page.goto(path);
    const line = page.getByRole("listitem").filter({ hasText: toolName });
    for (const control of await line.getByRole("button").all()) await expectWithinWidth(control, width);
    await expectWithinWidth(line.getByRole("spinbutton"), width);
    await expectWithinWidth(page.getByTestId("order-total"), width);
    await expectNoSidewaysScroll(page);
    await expectNoSeriousViolations(page);
  }
}

test.describe("the basket with a line in it", () => {
  test("at 360 px: every control within the width, no serious or critical violations", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await checkBasket(page, PHONE.width);
  });
  test("at 320 px", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await checkBasket(page, 320);
  });
});

test.describe("at 320 px, the narrowest phones still sold", () => {
  test.use({ viewport: { width: 320, height: 640 } });
  test.describe("no page scrolls sideways", () => testEveryPage(expectNoSidewaysScroll));
  test.describe("no page scrolls sideways in Bangla", () => testEveryPage(expectNoSidewaysScroll, { locale: "bn" }));
});

test.describe("accessibility (axe-core): no serious or critical violations", () =>
  testEveryPage(expectNoSeriousViolations));
