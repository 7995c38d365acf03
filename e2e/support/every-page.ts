import { randomUUID } from "node:crypto";

import type { Page } from "@playwright/test";

import { localizeHref, type Locale } from "../../lib/i18n/locales";
import { test } from "../fixtures";
import { signUp } from "./accounts";
import { signInAsAdmin } from "./admin-session";
import { insertTool } from "./db";
import { orderTool } from "./products";

/** A tool of its own with an (unpaid) order of the signed-in buyer on it; returns both ids. */
export async function buyerWithOrder(page: Page): Promise<{ toolId: string; toolName: string; orderId: string }> {
  await signUp(page.context().request);
  const toolName = `Phone Width Lever ${randomUUID().slice(0, 8)}`;
  const toolId = await insertTool({ name: toolName, orderQuantity: 1, availableQuantity: 20, price: 4.5 });
  const orderId = await orderTool(page.context().request, toolId, 2);
  return { toolId, toolName, orderId };
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
  "/track",
  "/track?order=MF-10001&phone=01700000000",
  "/login",
  "/signUp",
  "/cart",
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
  "/cart",
];
const adminPages = [
  "/manageproducts",
  "/dashboard/makeAdmin",
  "/dashboard/allOrders",
  "/dashboard/addProducts",
  "/dashboard/invoices",
  "/dashboard/returns",
  "/dashboard",
];

/**
 * Registers one test per page of the shop, signed out, as a buyer and as an admin, each
 * running `check` on its page: a test per page keeps each well inside its timeout. In Bangla
 * (`locale: "bn"`) every page is its /bn twin.
 */
export function testEveryPage(check: (page: Page) => Promise<void>, { locale = "en" }: { locale?: Locale } = {}) {
  // Manage All Orders shows up to 50 orders; axe-core took 35 s over them on a loaded machine.
  test.describe.configure({ timeout: 60_000 });
  const inLocale = (path: string) => localizeHref(path, locale);
  for (const path of publicPages.map(inLocale))
    test(`signed out: ${path}`, async ({ page }) => {
      await page.goto(path);
      await check(page);
    });
  for (const path of buyerPages.map(inLocale))
    test(`as a buyer: ${path}`, async ({ page }) => {
      const { toolId, orderId } = await buyerWithOrder(page);
      await page.goto(path.replace("{toolId}", toolId).replace("{orderId}", orderId));
      await check(page);
    });
  for (const path of adminPages.map(inLocale))
    test(`as an admin: ${path}`, async ({ page }) => {
      await signInAsAdmin(page.context());
      await page.goto(path);
      await check(page);
    });
}
