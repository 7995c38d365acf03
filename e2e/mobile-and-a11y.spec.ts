import { randomUUID } from "node:crypto";

import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";

import { expect, test } from "./fixtures";
import { signUp } from "./support/accounts";
import { signInAsAdmin } from "./support/admin-session";
import { insertTool } from "./support/db";
import { orderTool } from "./support/products";

const PHONE = { width: 360, height: 740 };

/** A tool of its own with an order of the signed-in buyer on it; returns both ids. */
async function buyerWithOrder(page: Page): Promise<{ toolId: string; toolName: string; orderId: string }> {
  await signUp(page.context().request);
  const toolName = `Phone Width Lever ${randomUUID().slice(0, 8)}`;
  const toolId = await insertTool({ name: toolName, orderQuantity: 1, availableQuantity: 20, price: 4.5 });
  const orderId = await orderTool(page.context().request, toolId, 2);
  return { toolId, toolName, orderId };
}

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

const publicPages = [
  "/",
  "/tools",
  "/tools?q=no-such-part-anywhere",
  "/tools?category=parts&sort=price-asc",
  "/blog",
  "/legal/terms",
  "/legal/privacy",
  "/legal/returns",
  "/login",
  "/signUp",
  "/no-such-page",
];
/** A buyer's pages; {toolId} and {orderId} stand for the buyer's own tool and order. */
const buyerPages = [
  "/dashboard",
  "/dashboard/order",
  "/dashboard/addReview",
  "/dashboard/payment/{orderId}",
  "/dashboard/order/{orderId}",
  "/tools/{toolId}",
  "/purchaseForm?toolId={toolId}",
  "/purchaseForm",
  "/update",
  "/profolio",
];
const adminPages = [
  "/manageproducts",
  "/dashboard/makeAdmin",
  "/dashboard/allOrders",
  "/dashboard/addProducts",
  "/dashboard",
];

/**
 * Registers one test per page of the shop, signed out, as a buyer and as an admin, each
 * running `check` on its page: a test per page keeps each well inside its timeout.
 */
function testEveryPage(check: (page: Page) => Promise<void>) {
  // Manage All Orders shows up to 50 orders; axe-core took 35 s over them on a loaded machine.
  test.describe.configure({ timeout: 60_000 });
  for (const path of publicPages)
    test(`signed out: ${path}`, async ({ page }) => {
      await page.goto(path);
      await check(page);
    });
  for (const path of buyerPages)
    test(`as a buyer: ${path}`, async ({ page }) => {
      const { toolId, orderId } = await buyerWithOrder(page);
      await page.goto(path.replace("{toolId}", toolId).replace("{orderId}", orderId));
      await check(page);
    });
  for (const path of adminPages)
    test(`as an admin: ${path}`, async ({ page }) => {
      await signInAsAdmin(page.context());
      await page.goto(path);
      await check(page);
    });
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

  test("the chat button leaves the Delete buttons of Manage products free", async ({ page }) => {
    await signInAsAdmin(page.context());
    await page.goto("/manageproducts");
    const chat = await page.getByRole("button", { name: "Chat with us" }).boundingBox();
    const deletes = page.getByRole("button", { name: /^Delete / });
    for (let index = 0; index < Math.min(await deletes.count(), 4); index += 1) {
      const box = await deletes.nth(index).boundingBox();
      expect(box!.x + box!.width).toBeLessThan(chat!.x);
    }
  });
});

test.describe("accessibility (axe-core): no serious or critical violations", () =>
  testEveryPage(expectNoSeriousViolations));
