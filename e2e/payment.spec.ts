import { expect, test } from "./fixtures";
import { signUp } from "./support/accounts";
import { placeOrder } from "./support/orders";
import { useStripeStandIn } from "./support/stripe";

test.describe("card payment", () => {
  test.beforeEach(async ({ context }) => {
    await useStripeStandIn(context);
  });

  test("pay an order with a good card and see it paid in My orders", async ({ page }) => {
    // The whole journey (sign-up, order, checkout, My orders) in one test: more than 30 s on a busy machine.
    test.slow();
    await signUp(page.context().request);
    const { orderId, tool } = await placeOrder(page.context().request);

    await page.goto("/dashboard/order");
    await page.getByRole("row").filter({ hasText: tool.name }).getByRole("link", { name: "Pay" }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/payment/${orderId}$`));
    const holdNotice = page.getByText(
      /We hold these parts for you for 30 minutes after ordering: please pay by \d\d:\d\d/,
    );
    await expect(holdNotice).toBeVisible();
    const payButton = page.getByRole("button", { name: /^Pay \$/ });
    await expect(payButton).toBeEnabled();

    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await page.getByLabel("Expiration date").fill("12 / 34");
    await page.getByLabel("CVC").fill("123");
    await payButton.click();
    await expect(page.getByText("Congrats! Your payment is completed.")).toBeVisible();
    // Paid: no "please pay by" left above the congratulations.
    await expect(holdNotice).toHaveCount(0);
    const transaction = page.getByRole("status").filter({ hasText: "Your transaction Id" });
    const transactionId = /pi_[A-Za-z0-9_]+/.exec((await transaction.textContent()) ?? "")?.[0];
    expect(transactionId).toBeTruthy();

    await page.goto("/dashboard/order");
    const row = page.getByRole("row").filter({ hasText: tool.name });
    await expect(row).toContainText("Paid");
    await expect(row).toContainText(transactionId!);
    await expect(row.getByRole("link", { name: "Pay" })).toHaveCount(0);

    await page.goto(`/dashboard/payment/${orderId}`);
    await expect(page.getByRole("status").filter({ hasText: "This order is already paid." })).toBeVisible();
    await expect(page.getByLabel("Card number")).toHaveCount(0);
  });

  test("the Pay button stays disabled until the client secret arrives", async ({ page }) => {
    await signUp(page.context().request);
    const { orderId } = await placeOrder(page.context().request);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/create-payment-intent", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/dashboard/payment/${orderId}`);
    const payButton = page.getByRole("button", { name: /^Pay \$/ });
    await expect(page.getByLabel("Card number")).toBeVisible();
    await expect(payButton).toBeDisabled();
    release();
    await expect(payButton).toBeEnabled();
  });

  test("a declined card shows the provider's error in red", async ({ page }) => {
    await signUp(page.context().request);
    const { orderId } = await placeOrder(page.context().request);
    await page.goto(`/dashboard/payment/${orderId}`);
    await page.getByLabel("Card number").fill("4000 0000 0000 0002");
    await page.getByLabel("Expiration date").fill("12 / 34");
    await page.getByLabel("CVC").fill("123");
    await page.getByRole("button", { name: /^Pay \$/ }).click();
    const error = page.getByRole("alert").filter({ hasText: "Your card was declined." });
    await expect(error).toBeVisible();
    await expect(error).toHaveCSS("color", "rgb(185, 28, 28)");
    await expect(page.getByText("Congrats! Your payment is completed.")).toHaveCount(0);
  });

  test("nobody else can open the payment page of an order", async ({ page, browser }) => {
    await signUp(page.context().request);
    const { orderId } = await placeOrder(page.context().request);
    const other = await browser.newContext();
    await signUp(other.request);
    const otherPage = await other.newPage();
    await otherPage.goto(`/dashboard/payment/${orderId}`);
    await expect(otherPage.getByRole("heading", { name: "This road doesn't go anywhere" })).toBeVisible();
    await expect(otherPage.getByLabel("Card number")).toHaveCount(0);
    await expect(otherPage.getByText(orderId)).toHaveCount(0);
    await other.close();
  });
});
