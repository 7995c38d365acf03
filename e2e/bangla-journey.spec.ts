import { randomUUID } from "node:crypto";

import bn from "../messages/bn";
import { expect, test } from "./fixtures";
import { newAccount } from "./support/accounts";
import { insertTool } from "./support/db";
import { hydrated } from "./support/hydration";
import { textsTo } from "./support/messages";
import { codesTextedTo, confirmInForm, newPhone } from "./support/phones";

/**
 * A rider's whole visit in Bangla, found by the Bangla texts themselves (messages/bn): browse,
 * search in Bengali, sign up, order with cash on delivery, and find the order in My orders.
 */
test("a rider shops in Bangla: browses, searches, signs up, orders cash on delivery and finds it in My orders", async ({
  page,
}) => {
  test.slow();
  const name = `ব্রেক লিভার ${randomUUID().slice(0, 8)}`;
  await insertTool({ name, orderQuantity: 2, availableQuantity: 30, price: 7.25 });

  await page.goto("/bn");
  await expect(page.locator("html")).toHaveAttribute("lang", "bn");
  await page.getByRole("banner").getByRole("search").getByRole("searchbox").fill("ব্রেক");
  await page.getByRole("banner").getByRole("search").getByRole("searchbox").press("Enter");
  await expect(page).toHaveURL(/\/bn\/tools\?q=/);
  const card = page.getByRole("listitem").filter({ hasText: name });
  await expect(card).toBeVisible();
  // Prices stay in dollars, written with Bengali digits.
  await expect(card).toContainText("৭.২৫");

  const account = newAccount();
  await page.getByRole("banner").getByRole("link", { name: bn.layout.user.login }).click();
  await expect(page).toHaveURL(/\/bn\/login/);
  await page.getByRole("link", { name: bn.auth.login.switchLabel }).click();
  await expect(page).toHaveURL(/\/bn\/signUp/);
  await page.getByLabel(bn.auth.form.name).fill(account.name);
  await page.getByLabel(bn.auth.form.email).fill(account.email);
  await page.getByLabel(bn.auth.form.password).fill(account.password);
  await page.getByRole("button", { name: bn.auth.signup.submit, exact: true }).click();
  await expect(page).not.toHaveURL(/signUp/);
  await expect(page.locator("html")).toHaveAttribute("lang", "bn");

  await page.goto(`/bn/tools?q=${encodeURIComponent(name)}`);
  await page.getByRole("listitem").filter({ hasText: name }).getByRole("link").first().click();
  await expect(page).toHaveURL(/\/bn\/tools\/[0-9a-f]{24}$/);
  const form = page.getByRole("form", { name: bn.tool.form.label });
  await hydrated(form);
  await form.getByLabel(bn.tool.form.recipient).fill("রহিম উদ্দিন");
  const phone = newPhone();
  await form.getByLabel(bn.tool.form.phone, { exact: true }).fill(`${phone.slice(0, 5)}-${phone.slice(5)}`);
  await form.getByLabel(bn.tool.form.district).selectOption("Sylhet");
  await form.getByLabel(bn.tool.form.area).fill("জিন্দাবাজার");
  await form.getByLabel(bn.tool.form.address, { exact: true }).fill("দোকান ৪, লেক ভিউ মার্কেট");
  await form.getByLabel(bn.tool.payment.methods.cod.label).check();
  // The code arrives in Bangla, since the rider shops in Bangla, and goes in one field.
  await confirmInForm(form, phone, bn.tool.confirmPhone);
  const [code] = await codesTextedTo(phone);
  expect((await textsTo(`88${phone}`))[0]!.text).toContain(`MotoForge কোড: ${code}।`);
  await form.getByRole("button", { name: bn.tool.form.orderNow }).click();
  await expect(page.getByText(bn.tool.form.placed)).toBeVisible();

  await page.goto("/bn/dashboard/order");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(bn.orders.myOrders.title);
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText(bn.orders.status.confirmed);
  await expect(row).toContainText("রহিম উদ্দিন");
  await expect(row).toContainText("জিন্দাবাজার, সিলেট");
  await expect(row).toContainText(bn.orders.paymentMethod.cod);
  await expect(row).toContainText("US$");
  // Two levers at 885 taka ($7.25) each and 130 taka to Sylhet, in Bengali digits.
  await expect(row).toContainText("৳১,৯০০");

  // The order's page lists its part, and the taka the courier collects.
  await row.getByRole("link", { name: /^MF-/ }).click();
  const line = page.getByRole("table", { name: bn.orders.lines.label }).getByRole("row").filter({ hasText: name });
  await expect(line.getByRole("link", { name })).toBeVisible();
  for (const amount of ["৭.২৫", "৳৮৮৫", "১৪.৫০", "৳১,৭৭০"]) await expect(line).toContainText(amount);
  await expect(page.getByRole("main")).toContainText("৳১৩০");
  await expect(page.getByText("কুরিয়ারকে ক্যাশে ৳১,৯০০ দিন")).toBeVisible();
});
