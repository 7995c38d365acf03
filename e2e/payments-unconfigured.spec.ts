import { expect, test } from "./fixtures";
import { adminAccount, logIn, signUp } from "./support/accounts";
import { markPaidBehindStripe } from "./support/db";
import { placeOrder, readOrder } from "./support/orders";

// The same build on the same database, started without any Stripe key (see global-setup).
test.use({ baseURL: process.env.E2E_NO_PAYMENTS_BASE_URL });

test("without Stripe keys the payment page says so, and ordering still works", async ({ page }) => {
  await signUp(page.context().request);
  const { orderId, tool } = await placeOrder(page.context().request);

  await page.goto("/dashboard/order");
  await page.getByRole("row").filter({ hasText: tool.name }).getByRole("link", { name: "Pay" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Card payments are not configured yet." })).toBeVisible();
  await expect(page.getByText(/We hold these parts for you for 30 minutes/)).toBeVisible();
  await expect(page.getByLabel("Card number")).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Pay / })).toHaveCount(0);

  const started = await page.request.post("/api/create-payment-intent", { data: { orderId } });
  expect(started.status()).toBe(503);
  expect(await started.json()).toMatchObject({ error: "Card payments are not configured yet." });
  const recorded = await page.request.put(`/api/order/${orderId}`, { data: { orderId, transactionId: "pi_forged" } });
  expect(recorded.status()).toBe(503);
  expect((await readOrder(page.request, orderId)).paid).toBe(false);
});

test("without Stripe keys the admin cannot cancel a paid order, since it cannot be refunded", async ({
  request,
  playwright,
  baseURL,
}) => {
  await signUp(request);
  const { orderId } = await placeOrder(request);
  // Paid while the keys were still set.
  await markPaidBehindStripe(orderId, "pi_paid_earlier");
  const admin = await playwright.request.newContext({ baseURL });
  await logIn(admin, adminAccount);

  const response = await admin.delete(`/api/allorder/${orderId}`);
  expect(response.status()).toBe(503);
  expect(((await response.json()) as { error: string }).error).toMatch(/cannot be refunded; the order is kept/);
  expect((await readOrder(request, orderId)).paid).toBe(true);
  await admin.dispose();
});
