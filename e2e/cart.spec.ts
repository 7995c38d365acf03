import { randomUUID } from "node:crypto";

import type { APIRequestContext, Page } from "@playwright/test";

import { fill, formatNumber } from "../lib/i18n/format";
import { formatTaka } from "../lib/money";
import bn from "../messages/bn";
import { expect, test } from "./fixtures";
import { adminRequest } from "./support/admin-session";
import { newAccount, signUp } from "./support/accounts";
import { insertTool } from "./support/db";
import { hydrated } from "./support/hydration";
import { readOrder, type OrderJson } from "./support/orders";
import { confirmInForm, confirmPhone, newPhone } from "./support/phones";
import { gatewaySession, paymentAttemptsOf } from "./support/sslcommerz";

/** An order of several lines, as GET /api/order/{id} answers it. */
type BasketOrderJson = OrderJson & {
  items: { toolId: string; quantity: number }[];
  deliveryChargeBdt: number;
  totalBdt: number;
};

type Part = { id: string; name: string };

/** Parts of this test's own, one to a minimum order, cheap enough that delivery is charged. */
async function newParts(...kinds: [kind: string, price: number][]): Promise<Part[]> {
  const run = randomUUID().slice(0, 8);
  return Promise.all(
    kinds.map(async ([kind, price]) => {
      const name = `Basket ${kind} ${run}`;
      return { name, id: await insertTool({ name, orderQuantity: 1, availableQuantity: 20, price }) };
    }),
  );
}

const putInCart = async (request: APIRequestContext, part: Part, quantity = 1) => {
  const response = await request.put("/api/cart", { data: { toolId: part.id, quantity } });
  expect(response.status()).toBe(200);
};

/**
 * Presses a catalogue card's "Add to basket" once the page is live (a press before then does
 * nothing) and waits for the navbar to count `basket` (its accessible name, "Basket, 2 parts").
 * The count is the browser's own: an API read from the test could race the browser's change and
 * leave the count cookie behind it.
 */
async function addFromCard(page: Page, buttonName: string, basket: string) {
  const button = page.getByRole("button", { name: buttonName });
  await hydrated(button);
  await button.click();
  await expect(page.getByRole("banner").getByRole("link", { name: basket, exact: true })).toBeVisible();
}

/** The order the page shows (its order or payment page: the id is the URL's last segment). */
async function orderOfPage(page: Page): Promise<BasketOrderJson> {
  return readBasketOrder(page.request, new URL(page.url()).pathname.split("/").at(-1)!);
}

const readBasketOrder = async (request: APIRequestContext, id: string) =>
  (await readOrder(request, id)) as BasketOrderJson;

test.describe("the basket", () => {
  test("a visitor fills a basket, logs in, and it joins theirs; one cash order, one delivery charge, the taka due said", async ({
    page,
    playwright,
    baseURL,
  }) => {
    test.slow();
    const [earlier, ...catalogue] = await newParts(["Chain Lube", 2], ["Mirror", 3], ["Grip", 4], ["Lever", 5]);
    const account = newAccount();
    const otherDevice = await playwright.request.newContext({ baseURL });
    await signUp(otherDevice, account);
    await putInCart(otherDevice, earlier!);
    await otherDevice.dispose();

    const run = earlier!.name.split(" ").at(-1)!;
    await page.goto(`/tools?q=${run}`);
    for (const [index, part] of catalogue.entries())
      await addFromCard(page, `Add to basket: ${part.name}`, `Basket, ${index + 1} part${index === 0 ? "" : "s"}`);
    await page.getByRole("link", { name: "Basket, 3 parts" }).click();

    await expect(page).toHaveURL(/\/cart$/);
    const lines = page.getByRole("region", { name: "Parts in your basket" }).getByRole("listitem");
    await expect(lines).toHaveCount(3);
    await page.getByRole("link", { name: "Log in to order" }).click();
    await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fcart$/);
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password").fill(account.password);
    await page.getByRole("button", { name: "Login" }).click();

    // A password check is slow on purpose, and slower still on a busy machine.
    await expect(page).toHaveURL(/\/cart$/, { timeout: 30_000 });
    await expect(lines).toHaveCount(4);
    await expect(lines.filter({ hasText: earlier!.name })).toBeVisible();
    await expect(page.getByRole("link", { name: "Basket, 4 parts" })).toBeVisible();
    // More than the 20 in stock is refused, and the field shows the quantity the basket holds again.
    const typed = page.getByRole("spinbutton", { name: `Quantity of ${earlier!.name}` });
    await typed.fill("99");
    await typed.press("Enter");
    await expect(page.locator("[data-sonner-toast]")).toContainText("Could not change your basket");
    await expect(typed).toHaveValue("1");
    const form = page.getByRole("form", { name: "Order your basket" });
    const phone = newPhone();
    await form.getByLabel("Phone").fill(phone);
    await form.getByLabel("District").selectOption("Dhaka");
    await form.getByLabel("Area or thana").fill("Mirpur");
    await form.getByLabel("Address", { exact: true }).fill("House 12, Road 3");
    await form.getByRole("radio", { name: /^Cash on delivery/ }).check();
    await confirmInForm(form, phone);
    await expect(form.getByTestId("delivery-charge")).toHaveText(formatTaka(70));
    await form.getByRole("button", { name: "Order now" }).click();

    await expect(page).toHaveURL(/\/dashboard\/order\/[0-9a-f]{24}$/);
    const order = await orderOfPage(page);
    expect(order.items.map((line) => line.toolId).sort()).toEqual(
      [earlier!, ...catalogue].map((part) => part.id).sort(),
    );
    expect(order.deliveryChargeBdt).toBe(70);
    await expect(page.getByText("Great add your order and see my order page")).toBeVisible();
    await expect(page.getByText(`pay ${formatTaka(order.totalBdt)} in cash when it arrives`)).toBeVisible();
    await expect(page.getByRole("link", { name: "Basket", exact: true })).toBeVisible();
  });

  test("a two-part basket paid by bKash, Nagad or Rocket asks the gateway for the order's taka", async ({ page }) => {
    test.slow();
    await signUp(page.context().request);
    const parts = await newParts(["Valve Cap", 3], ["Fuse", 2]);
    await putInCart(page.request, parts[0]!, 2);
    await putInCart(page.request, parts[1]!);

    await page.goto("/cart");
    await expect(page.getByRole("region", { name: "Parts in your basket" }).getByRole("listitem")).toHaveCount(2);
    const form = page.getByRole("form", { name: "Order your basket" });
    await hydrated(form);
    await form.getByLabel("Phone").fill("01811000000");
    await form.getByLabel("District").selectOption("Rajshahi");
    await form.getByLabel("Area or thana").fill("Boalia");
    await form.getByLabel("Address", { exact: true }).fill("House 7, Road 2");
    await form.getByRole("radio", { name: /^bKash, Nagad, Rocket or card/ }).check();
    await expect(form.getByTestId("delivery-charge")).toHaveText(formatTaka(130));
    await form.getByRole("button", { name: "Order now" }).click();

    await expect(page).toHaveURL(/\/dashboard\/payment\/[0-9a-f]{24}$/);
    const placed = await orderOfPage(page);
    expect(placed.items).toHaveLength(2);
    expect(placed.deliveryChargeBdt).toBe(130);
    // A CI run once clicked it as the page settled and nothing was sent: press it once React holds it.
    const pay = page.getByRole("button", { name: /^Pay / });
    await hydrated(pay);
    await pay.click();
    await expect(page.getByRole("heading", { name: "SSLCommerz test gateway" })).toBeVisible();
    const session = await gatewaySession((await paymentAttemptsOf(placed._id)).at(-1)!);
    expect(session).toMatchObject({ currency: "BDT", total_amount: placed.totalBdt.toFixed(2) });
  });

  test("a rider fills and orders a basket in Bangla, and is told the taka due in Bengali digits", async ({ page }) => {
    test.slow();
    await signUp(page.context().request);
    const parts = await newParts(["Horn", 4], ["Indicator", 3]);
    const run = parts[0]!.name.split(" ").at(-1)!;

    await page.goto(`/bn/tools?q=${run}`);
    for (const [index, part] of parts.entries())
      await addFromCard(
        page,
        fill(bn.cart.add.addLabel, { name: part.name }),
        `ঝুড়ি, ${formatNumber(index + 1, "bn")}টি পার্টস`,
      );
    await page.getByRole("banner").getByRole("link", { name: "ঝুড়ি, ২টি পার্টস" }).click();

    await expect(page).toHaveURL(/\/bn\/cart$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(bn.cart.page.title);
    const form = page.getByRole("form", { name: bn.cart.checkout.label });
    const phone = newPhone();
    await form.getByLabel(bn.tool.form.phone, { exact: true }).fill(phone);
    await form.getByLabel(bn.tool.form.district).selectOption("Sylhet");
    await form.getByLabel(bn.tool.form.area).fill("জিন্দাবাজার");
    await form.getByLabel(bn.tool.form.address, { exact: true }).fill("দোকান ৪, লেক ভিউ মার্কেট");
    await form.getByLabel(bn.tool.payment.methods.cod.label).check();
    await confirmInForm(form, phone, bn.tool.confirmPhone);
    await form.getByRole("button", { name: bn.cart.checkout.orderNow }).click();

    await expect(page).toHaveURL(/\/bn\/dashboard\/order\/[0-9a-f]{24}$/);
    const order = await orderOfPage(page);
    expect(order.items).toHaveLength(2);
    await expect(page.getByText(bn.tool.form.placed)).toBeVisible();
    await expect(page.getByText(formatTaka(order.totalBdt, "bn"), { exact: false }).first()).toBeVisible();
  });

  test("the basket comes with the page while its count cookie agrees, and is asked for when the cookie is wrong", async ({
    page,
  }) => {
    const [part] = await newParts(["Clutch Cable", 3]);
    await putInCart(page.request, part!);
    const asked: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/cart") asked.push(request.method());
    });
    const lines = page.getByRole("region", { name: "Parts in your basket" }).getByRole("listitem");

    const served = await page.goto("/cart");
    expect(await served!.text()).toContain(part!.name);
    await expect(lines.filter({ hasText: part!.name })).toBeVisible();
    await expect(page.getByRole("link", { name: "Basket, 1 part", exact: true })).toBeVisible();
    expect(asked).toEqual([]);

    // A count cookie that says otherwise (edited, or left by another tab) is not believed: the
    // browser asks, and the answer puts the cookie right.
    const { hostname } = new URL(page.url());
    await page.context().addCookies([{ name: "cart-count", value: "7", domain: hostname, path: "/" }]);
    await page.reload();
    await expect(lines.filter({ hasText: part!.name })).toBeVisible();
    await expect(page.getByRole("link", { name: "Basket, 1 part", exact: true })).toBeVisible();
    expect(asked).toEqual(["GET"]);
  });

  test("a changed price is shown before ordering, and a part no longer sold is left out, with a message", async ({
    page,
  }) => {
    test.slow();
    await signUp(page.context().request);
    // A phone the account confirmed before (as the profile lists it): the form asks for no code.
    const phone = await confirmPhone(page.context().request);
    const [kept, repriced, gone] = await newParts(["Spark Plug", 3], ["Air Filter", 4], ["Chain Guard", 5]);
    for (const part of [kept!, repriced!, gone!]) await putInCart(page.request, part);
    const admin = await adminRequest();
    try {
      expect((await admin.patch(`/api/tools/${repriced!.id}`, { data: { price: 4.5 } })).status()).toBe(200);
      expect((await admin.delete(`/api/tools/${gone!.id}`)).status()).toBe(200);
    } finally {
      await admin.dispose();
    }

    await page.goto("/cart");
    const lines = page.getByRole("region", { name: "Parts in your basket" }).getByRole("listitem");
    await expect(lines.filter({ hasText: repriced!.name })).toContainText("Price changed from $4.00 to $4.50");
    await expect(lines.filter({ hasText: gone!.name })).toContainText("No longer sold: left out of your order.");
    await expect(page.getByRole("link", { name: "Basket, 2 parts" })).toBeVisible();

    const form = page.getByRole("form", { name: "Order your basket" });
    await form.getByLabel("Phone").fill(phone);
    await form.getByLabel("District").selectOption("Dhaka");
    await form.getByLabel("Area or thana").fill("Mirpur");
    await form.getByLabel("Address", { exact: true }).fill("House 12, Road 3");
    await form.getByRole("radio", { name: /^Cash on delivery/ }).check();
    await form.getByRole("button", { name: "Order now" }).click();

    await expect(page.getByText(`Left out of your order: ${gone!.name}.`)).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/order\/[0-9a-f]{24}$/);
    expect((await orderOfPage(page)).items).toHaveLength(2);
  });
});
