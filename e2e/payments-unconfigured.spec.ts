import { expect, test } from "./fixtures";
import { signUp } from "./support/accounts";
import { placeOrder, readOrder } from "./support/orders";

// The same build on the same database, started without any Stripe key (see global-setup).
test.use({ baseURL: process.env.E2E_NO_PAYMENTS_BASE_URL });

test("without Stripe keys the payment page says so, and ordering still works", async ({ page }) => {
  await signUp(page.context().request);
  const { orderId, tool } = await placeOrder(page.context().request);

  await page.goto("/dashboard/order");
  await page.getByRole("row").filter({ hasText: tool.name }).getByRole("link", { name: "Pay" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Card payments are not configured yet." })).toBeVisible();
  await expect(page.getByLabel("Card number")).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Pay / })).toHaveCount(0);

  const started = await page.request.post("/api/create-payment-intent", { data: { orderId } });
  expect(started.status()).toBe(503);
  expect(await started.json()).toMatchObject({ error: "Card payments are not configured yet." });
  const recorded = await page.request.put(`/api/order/${orderId}`, { data: { orderId, transactionId: "pi_forged" } });
  expect(recorded.status()).toBe(503);
  expect((await readOrder(page.request, orderId)).paid).toBe(false);
});
