import type { Locator, Page } from "@playwright/test";

import { expect, test } from "./fixtures";
import { adminRequest } from "./support/admin-session";
import { signUp } from "./support/accounts";
import { hydrated } from "./support/hydration";
import { addProduct, newProduct } from "./support/products";

/** A $3 part, so an order of it pays for delivery: every seeded part's minimum order ships free. */
async function cheapPart(): Promise<string> {
  const admin = await adminRequest();
  try {
    return await addProduct(admin, newProduct({ name: `E2E Valve Cap ${Date.now()}`, price: 3, orderQuantity: 1 }));
  } finally {
    await admin.dispose();
  }
}

/** Fills the order form's quantity and district, once the form is live, and checks the quote they give. */
async function quote(form: Locator, quantity: number, district: string, figures: { items: string; total: string }) {
  await hydrated(form);
  await form.getByLabel("Quantity").fill(String(quantity));
  await form.getByLabel("District").selectOption(district);
  await expect(form.getByLabel("Price")).toHaveValue(figures.items);
  await expect(form.getByLabel("Order total")).toContainText(`Total${figures.total}`);
}

/** Orders two of the part to Rajshahi, to be paid by bKash, Nagad or Rocket, and goes on to pay. */
async function orderForWallet(page: Page, toolId: string) {
  await page.goto(`/tools/${toolId}`);
  const form = page.getByRole("form", { name: "Order form" });
  await quote(form, 2, "Rajshahi", { items: "$6.00", total: "$7.07" });
  await form.getByLabel("Phone").fill("01811000000");
  await form.getByLabel("Area or thana").fill("Boalia");
  await form.getByLabel("Address", { exact: true }).fill("House 7, Road 2");
  await form.getByRole("radio", { name: /^bKash, Nagad, Rocket or card/ }).check();
  await expect(form.getByLabel("Quantity")).toHaveValue("2");
  await form.getByRole("button", { name: "Order Now" }).click();
  await page.getByRole("button", { name: "Pay now" }).click();
  await expect(page).toHaveURL(/\/dashboard\/payment\/[0-9a-f]{24}$/);
  await expect(page.getByRole("heading", { name: "Pay by bKash, Nagad, Rocket or card" })).toBeVisible();
  // Wallets pay in taka: two $3 parts are 732 taka, and 130 taka to Rajshahi.
  await page.getByRole("button", { name: "Pay ৳862" }).click();
  await expect(page.getByRole("heading", { name: "SSLCommerz test gateway" })).toBeVisible();
}

test.describe("paying by bKash, Nagad or Rocket through SSLCommerz", () => {
  test("the order form charges delivery by district, free from 2000 taka", async ({ page }) => {
    await signUp(page.context().request);
    await page.goto(`/tools/${await cheapPart()}`);
    const form = page.getByRole("form", { name: "Order form" });
    await expect(form.getByLabel("Order total")).toContainText("Choose your district");
    await quote(form, 2, "Dhaka", { items: "$6.00", total: "$6.57" });
    // The charge is the shop's rule in taka, as it is written.
    await expect(form.getByTestId("delivery-charge")).toHaveText("৳70");
    await quote(form, 2, "Rajshahi", { items: "$6.00", total: "$7.07" });
    await expect(form.getByTestId("delivery-charge")).toHaveText("৳130");
    await quote(form, 6, "Rajshahi", { items: "$18.00", total: "$18.00" });
    await expect(form.getByText("Free", { exact: true })).toBeVisible();
  });

  test("a buyer orders, pays on the gateway's page and comes back to a paid order", async ({ page }) => {
    // Sign-up, order form, payment page, the gateway's page and back: a long journey on a busy machine.
    test.slow();
    await signUp(page.context().request);
    await orderForWallet(page, await cheapPart());
    await expect(page.getByText("862.00 BDT")).toBeVisible();
    await page.getByRole("button", { name: "Pay", exact: true }).click();

    await expect(page).toHaveURL(/\/dashboard\/order\/[0-9a-f]{24}\?payment=success$/);
    await expect(page.getByRole("status").filter({ hasText: "Thank you: your payment went through." })).toBeVisible();
    await expect(page.getByText("Pending", { exact: true })).toBeVisible();
    const details = page.getByRole("definition");
    await expect(details.filter({ hasText: "৳130" })).toBeVisible();
    await expect(details.filter({ hasText: "$7.07" })).toContainText("৳862");
    await expect(details.filter({ hasText: "bKash, Nagad, Rocket or card" })).toContainText("Paid");
  });

  test("a failed or cancelled payment leaves the order unpaid, with a way to try again", async ({ page }) => {
    test.slow();
    await signUp(page.context().request);
    const toolId = await cheapPart();
    await orderForWallet(page, toolId);
    await page.getByRole("button", { name: "Fail", exact: true }).click();
    await expect(page).toHaveURL(/\?payment=failed$/);
    await expect(
      page.getByRole("status").filter({ hasText: "The payment did not go through, so the order is still unpaid." }),
    ).toBeVisible();
    await expect(page.getByText("Unpaid", { exact: true })).toBeVisible();

    await page.getByRole("link", { name: "Pay", exact: true }).click();
    await page.getByRole("button", { name: "Pay ৳862" }).click();
    await expect(page.getByRole("heading", { name: "SSLCommerz test gateway" })).toBeVisible();
    await page.getByRole("button", { name: "Cancel", exact: true }).click();
    await expect(page).toHaveURL(/\?payment=cancelled$/);
    await expect(
      page.getByRole("status").filter({ hasText: "You cancelled the payment, so the order is still unpaid." }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Pay", exact: true })).toBeVisible();
  });
});
