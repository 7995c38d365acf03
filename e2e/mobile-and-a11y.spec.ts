import { randomUUID } from "node:crypto";

import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";

import { BIKE_COOKIE, bikeCookieText } from "../lib/bikes/cookie";
import { expect, test } from "./fixtures";
import { newAccount, signUp } from "./support/accounts";
import { signInAsAdmin } from "./support/admin-session";
import { insertTool } from "./support/db";
import { buyerWithOrder, testEveryPage } from "./support/every-page";
import { hydrated } from "./support/hydration";
import { postCartOrder, postOrder } from "./support/orders";

const PHONE = { width: 360, height: 740 };

/** The element is on screen horizontally: nothing is cut off at either side. */
async function expectWithinWidth(locator: Locator, width = PHONE.width) {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  expect(box, "bounding box").not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
}

/** An amount of money on screen, whole: never broken across two lines. */
async function expectAmount(locator: Locator, width = PHONE.width) {
  await expectWithinWidth(locator, width);
  expect(await locator.evaluate((element) => element.getClientRects().length), "lines").toBe(1);
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  const width = page.viewportSize()?.width;
  expect(overflow, `${page.url()} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
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

  test("the menu opens from its button and closes on Escape, a tap elsewhere or a link", async ({ page }) => {
    await page.goto("/tools");
    const button = page.getByRole("banner").getByRole("button", { name: "Open menu" });
    await hydrated(button);
    const menu = page.getByRole("navigation", { name: "Mobile" });

    await button.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    // Back on the button, for a keyboard user.
    await expect(button).toBeFocused();

    await button.click();
    await expect(menu).toBeVisible();
    // Below the menu, on the page.
    await page.mouse.click(PHONE.width / 2, 560);
    await expect(menu).toBeHidden();

    await button.click();
    await menu.getByRole("link", { name: "Blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(menu).toBeHidden();
  });

  test("My orders shows every field and reaches Pay and Cancel", async ({ page }) => {
    const { toolName, orderId } = await buyerWithOrder(page);
    await page.goto("/dashboard/order");
    const order = page.getByRole("row").filter({ hasText: toolName });
    // Two levers at 549 taka ($4.50) each, and 70 taka to Dhaka.
    for (const text of [toolName, "× 2", "incl. ৳70 delivery"]) await expectWithinWidth(order.getByText(text));
    for (const amount of ["$9.57", "৳1,168", "৳70"]) await expectAmount(order.getByText(amount));
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
    // One order of a rider and a part named with one long word each shares the list: it must
    // wrap within its own card rather than widen every card past the phone.
    const wide = await (await browser.newContext()).newPage();
    await signUp(wide.context().request, { ...newAccount(), name: `Rider${"W".repeat(70)}` });
    const wideToolId = await insertTool({
      name: `Part${"X".repeat(76)}`,
      orderQuantity: 1,
      availableQuantity: 5,
      price: 3,
    });
    await postOrder(wide.context().request, { toolId: wideToolId, quantity: 1, paymentMethod: "cod" });
    await wide.context().close();
    const buyerPage = await (await browser.newContext()).newPage();
    const { toolName } = await buyerWithOrder(buyerPage);
    await buyerPage.context().close();
    await signInAsAdmin(page.context());
    await page.goto("/dashboard/allOrders");
    const order = page.getByRole("row").filter({ hasText: toolName });
    for (const text of [toolName, "× 2", "@e2e.test"]) await expectWithinWidth(order.getByText(text));
    for (const amount of ["$9.57", "৳1,168"]) await expectAmount(order.getByText(amount));
    await expectWithinWidth(order.getByRole("button", { name: "Unpaid" }));
    await expectWithinWidth(order.getByRole("button", { name: /^Cancel / }));
    for (const link of ["Make Admin", "Manage All Orders", "Add A Products"])
      await expectWithinWidth(page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: link }));
    await expectNoSidewaysScroll(page);
    await order.getByRole("button", { name: /^Cancel / }).click();
    await expect(page.getByRole("alertdialog")).toBeVisible();
  });

  test("Make Admin shows a customer with a long name and reaches their Make Admin button", async ({ page }) => {
    const customer = await signUp(page.context().request, { ...newAccount(), name: `Rider${"W".repeat(75)}` });
    await signInAsAdmin(page.context());
    await page.goto(`/dashboard/makeAdmin?q=${encodeURIComponent(customer.email)}`);
    const row = page.getByRole("row").filter({ hasText: customer.email });
    for (const text of [customer.email, customer.name]) await expectWithinWidth(row.getByText(text));
    await expectWithinWidth(row.getByRole("button", { name: "Make Admin" }));
    await expectNoSidewaysScroll(page);
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

  test("an order of several parts shows every part and amount whole, on its page and in My orders", async ({
    page,
  }) => {
    const { request } = page.context();
    await signUp(request);
    const suffix = randomUUID().slice(0, 8);
    const names = [`Heavy Duty Front Brake Lever Assembly ${suffix}`, `Chrome Mirror ${suffix}`];
    const lines = [
      {
        toolId: await insertTool({ name: names[0]!, orderQuantity: 1, availableQuantity: 50, price: 123.45 }),
        quantity: 12,
      },
      {
        toolId: await insertTool({ name: names[1]!, orderQuantity: 1, availableQuantity: 50, price: 8.5 }),
        quantity: 1,
      },
    ];
    const { insertedId } = await postCartOrder(request, lines, "cod");
    // 12 x $123.45 is $1,481.40, and 12 x 15,061 taka is 180,732 taka: wide figures for a narrow phone.
    const amounts = ["$123.45", "৳15,061", "$1,481.40", "৳180,732", "$8.50", "৳1,037", "$1,489.90", "৳181,769"];

    await page.goto(`/dashboard/order/${insertedId}`);
    const parts = page.getByRole("table", { name: "Parts in this order" });
    for (const name of names) await expectWithinWidth(parts.getByRole("link", { name }), 320);
    for (const amount of amounts) await expectAmount(page.getByRole("main").getByText(amount).first(), 320);
    await expectWithinWidth(page.getByText("Pay ৳181,769 in cash to the courier"), 320);
    await expectNoSidewaysScroll(page);

    await page.goto("/dashboard/order");
    const order = page.getByRole("row").filter({ hasText: names[0]! });
    for (const name of names) await expectWithinWidth(order.getByText(name), 320);
    for (const amount of ["$1,489.90", "৳181,769"]) await expectAmount(order.getByText(amount), 320);
    await expectNoSidewaysScroll(page);
  });
  test.describe("no page scrolls sideways", () => testEveryPage(expectNoSidewaysScroll));
  test.describe("no page scrolls sideways in Bangla", () => testEveryPage(expectNoSidewaysScroll, { locale: "bn" }));
});

test("from tablet to wide screens, the longest navbar (an admin's, a long bike name) never pushes the page sideways or breaks a link in two", async ({
  page,
  baseURL,
}) => {
  await signInAsAdmin(page.context());
  // The longest name a bike's cookie keeps (60 letters), as the navbar shows it from 1280 px.
  const label = "Royal Enfield Continental GT 650 Special Edition (2024), ABS";
  await page.context().addCookies([
    {
      name: BIKE_COOKIE,
      value: encodeURIComponent(
        bikeCookieText({ bike: { make: "royal-enfield", model: "continental-gt-650", year: 2024 }, label }),
      ),
      url: baseURL!,
    },
  ]);
  for (const path of ["/dashboard", "/bn/dashboard"]) {
    await page.goto(path);
    await expect(page.getByRole("banner").getByText(label)).toBeAttached();
    // Where the navbar changes (lg 1024, xl 1280, 2xl 1536) and the common widths between.
    for (const width of [1024, 1100, 1279, 1280, 1366, 1440, 1535, 1536]) {
      await page.setViewportSize({ width, height: 800 });
      await expectNoSidewaysScroll(page);
      // Each link on one line: a Bangla one once broke in two ("প্রোডাক্ট ম্যানেজ" at 1280 px).
      const heights = await page
        .getByRole("banner")
        .getByRole("navigation")
        .getByRole("link")
        .evaluateAll((links) => links.map((link) => link.getBoundingClientRect().height));
      expect(new Set(heights).size, `navbar links of one height at ${width} px: ${heights.join(", ")}`).toBe(1);
    }
  }
});

test("Manage All Orders fits a 1,280 px screen, a long e-mail wrapping only before its @ and dots", async ({
  page,
  browser,
}) => {
  const rider = await (await browser.newContext()).newPage();
  const id = randomUUID().slice(0, 8);
  const account = { ...newAccount(), email: `abdur.rahman.chowdhury.${id}@ridersofdhaka.example` };
  await signUp(rider.context().request, account);
  const toolId = await insertTool({
    name: `Desk Width Lever ${id}`,
    orderQuantity: 1,
    availableQuantity: 5,
    price: 4.5,
  });
  await postOrder(rider.context().request, { toolId, quantity: 1, paymentMethod: "cod" });
  await rider.context().close();
  await signInAsAdmin(page.context());
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/dashboard/allOrders?q=${encodeURIComponent(account.email)}`);

  const row = page.getByRole("row").filter({ hasText: `Desk Width Lever ${id}` });
  await expectWithinWidth(row.getByRole("button", { name: /^Cancel / }), 1280);
  const table = page.getByRole("table");
  expect(
    await table.evaluate((element) => element.parentElement!.scrollWidth - element.parentElement!.clientWidth),
  ).toBe(0);
  // The first letter of each line the address is drawn on.
  const lineStarts = await row.getByText(account.email).evaluate((element) => {
    const starts: string[] = [];
    let lineTop = -Infinity;
    const texts = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let text = texts.nextNode(); text; text = texts.nextNode()) {
      for (let index = 0; index < text.textContent!.length; index++) {
        const letter = document.createRange();
        letter.setStart(text, index);
        letter.setEnd(text, index + 1);
        const { top } = letter.getBoundingClientRect();
        if (top > lineTop + 1) starts.push(text.textContent![index]!);
        lineTop = Math.max(lineTop, top);
      }
    }
    return starts;
  });
  expect(lineStarts[0]).toBe("a");
  for (const start of lineStarts.slice(1)) expect(["@", "."]).toContain(start);
});

test.describe("accessibility (axe-core): no serious or critical violations", () =>
  testEveryPage(expectNoSeriousViolations));
