import { randomUUID } from "node:crypto";

import { expect, test } from "./fixtures";
import { signUp } from "./support/accounts";
import { insertTool } from "./support/db";
import { orderTool } from "./support/products";

test("the payment page answers 404 for an unknown order and for someone else's", async ({ page, browser }) => {
  const owner = await (await browser.newContext({ baseURL: process.env.E2E_BASE_URL })).newPage();
  await signUp(owner.context().request);
  const toolId = await insertTool({
    name: `Someone's Lever ${randomUUID().slice(0, 8)}`,
    orderQuantity: 1,
    availableQuantity: 5,
    price: 3,
  });
  const orderId = await orderTool(owner.context().request, toolId, 1);
  expect((await owner.goto(`/dashboard/payment/${orderId}`))?.status()).toBe(200);
  await owner.context().close();

  await signUp(page.context().request);
  expect((await page.goto(`/dashboard/payment/${orderId}`))?.status()).toBe(404);
  expect((await page.goto("/dashboard/payment/0123456789abcdef01234567"))?.status()).toBe(404);
  expect((await page.goto("/dashboard/payment/not-an-id"))?.status()).toBe(404);
});

test("the order form page has its own h1", async ({ page }) => {
  await signUp(page.context().request);
  const toolId = await insertTool({
    name: `Heading Lever ${randomUUID().slice(0, 8)}`,
    orderQuantity: 1,
    availableQuantity: 5,
    price: 3,
  });
  await page.goto(`/purchaseForm?toolId=${toolId}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Place your order");
  await page.goto(`/tools/${toolId}`);
  await expect(page.getByRole("heading", { level: 2, name: "Place your order" })).toBeVisible();
});

test("a list page past the last sends the reader to the last page, in their language", async ({ page }) => {
  await signUp(page.context().request);
  const toolId = await insertTool({
    name: `Paged Lever ${randomUUID().slice(0, 8)}`,
    orderQuantity: 1,
    availableQuantity: 5,
    price: 3,
  });
  await orderTool(page.context().request, toolId, 1);
  // One order: page 4 of My orders, say from a bookmark, is past the end.
  await page.goto("/dashboard/order?page=4");
  await expect(page).toHaveURL(/\/dashboard\/order\?page=1$/);
  await expect(page.getByRole("row").filter({ hasText: "Paged Lever" })).toBeVisible();
  await page.goto("/bn/dashboard/order?page=4");
  await expect(page).toHaveURL(/\/bn\/dashboard\/order\?page=1$/);
});

test("Google sign-in and Sign Out that cannot reach the shop say so and can be tried again", async ({ page }) => {
  await page.goto("/login");
  const google = page.getByRole("button", { name: "Continue with Google" });
  await expect(google).toBeEnabled();
  await page.route("**/api/auth/**", (route) => route.abort("internetdisconnected"));
  await google.click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Could not reach the shop to sign in with Google." }),
  ).toBeVisible();
  await expect(google).toBeEnabled();
  await page.unroute("**/api/auth/**");

  await signUp(page.context().request);
  await page.goto("/");
  const signOut = page.getByRole("button", { name: "Sign Out" });
  await expect(signOut).toBeEnabled();
  await page.route("**/api/auth/**", (route) => route.abort("internetdisconnected"));
  await signOut.click();
  await expect(page.getByText("Could not reach the shop to sign you out.")).toBeVisible();
  await expect(signOut).toBeEnabled();
});
