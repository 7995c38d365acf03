import { expect, test } from "../fixtures";
import { newAccount } from "../support/accounts";
import { signInWithGoogle } from "../support/auth-js";
import { getTool, listedTool } from "../support/catalogue";
import { placeOrder, readOrder } from "../support/orders";

test("an unpaid card order goes back on sale when its hold ends, and can no longer be paid", async ({ playwright }) => {
  // This shop holds unpaid orders for a few seconds only (global setup).
  const shop = await playwright.request.newContext({ baseURL: process.env.E2E_STRICT_LIMITS_BASE_URL });
  // Google, not a password: this shop's few password checks belong to the rate-limit test.
  await signInWithGoogle(shop, newAccount().email);
  const { orderId, tool } = await placeOrder(shop);
  const held = await getTool(shop, tool._id);
  expect(held.availableQuantity).toBe(tool.availableQuantity - tool.orderQuantity);
  expect((await listedTool(shop, tool._id))?.availableQuantity).toBe(held.availableQuantity);

  // The shop's own sweep ends the hold: nobody has to touch the order.
  await expect.poll(async () => (await readOrder(shop, orderId)).status, { timeout: 15_000 }).toBe("expired");
  expect((await getTool(shop, tool._id)).availableQuantity).toBe(held.availableQuantity + tool.orderQuantity);
  // The sweep runs outside any request, yet the cached catalogue shows the parts back at once.
  expect((await listedTool(shop, tool._id))?.availableQuantity).toBe(tool.availableQuantity);

  const payment = await shop.post("/api/create-payment-intent", { data: { orderId } });
  expect(payment.status()).toBe(409);
  expect(((await payment.json()) as { error: string }).error).toContain("went back on sale");
  const confirmation = await shop.put(`/api/order/${orderId}`, { data: { transactionId: "pi_anything" } });
  expect(confirmation.status()).toBe(409);
  await shop.dispose();
});
