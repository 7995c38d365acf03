import { readFile } from "node:fs/promises";

import { expect, test } from "./fixtures";
import { newAccount, signUp } from "./support/accounts";
import { signInAsAdmin } from "./support/admin-session";
import { INVOICE_NUMBER, pdfText, withoutSpaces } from "./support/invoices";
import { postOrder, readOrder } from "./support/orders";
import { toolNamed } from "./support/catalogue";

const dhakaMonth = () => new Date(Date.now() + 6 * 3_600_000).toISOString().slice(0, 7);

test.describe("invoices in the browser", () => {
  test("a buyer opens the invoice from the order and prints it in English and Bangla", async ({ page }) => {
    const request = page.context().request;
    const buyer = await signUp(request, newAccount("printer"));
    const tool = await toolNamed(request, "Iridium Spark Plug CR8EIX");
    const { insertedId } = await postOrder(request, {
      toolId: tool._id,
      quantity: tool.orderQuantity,
      paymentMethod: "cod",
    });
    const order = await readOrder(request, insertedId);

    await page.goto(`/dashboard/order/${insertedId}`);
    await page.getByRole("link", { name: "Invoice", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/order/${insertedId}/invoice$`));
    const sheet = page.getByRole("article");
    await expect(sheet.getByRole("heading", { name: "Tax invoice" })).toBeVisible();
    const number = INVOICE_NUMBER.exec((await sheet.textContent()) ?? "")![0];
    await expect(page.getByRole("button", { name: "Print or save as PDF" })).toBeVisible();

    const english = pdfText(await page.pdf({ format: "A4", printBackground: true }));
    for (const text of [number, "Mushak-6.3", buyer.name, tool.name, `MF-${order.orderNumber}`, "taka only"])
      expect(english, text).toContain(withoutSpaces(text));
    // Printed, the page is the sheet alone: no navigation, no print button.
    expect(english).not.toContain("PrintorsaveasPDF");
    expect(english).not.toContain("MyProfile");

    await page.goto(`/bn/dashboard/order/${insertedId}/invoice`);
    await expect(page.getByRole("heading", { name: "কর চালানপত্র" })).toBeVisible();
    const bangla = pdfText(await page.pdf({ format: "A4", printBackground: true }));
    // Chromium embeds the shaped glyphs with their text: conjuncts (ক্র) and vowel signs read back as written.
    for (const text of [number, "কর চালানপত্র", "মূসক-৬.৩", "ক্রেতা", "টাকা মাত্র"])
      expect(bangla, text).toContain(withoutSpaces(text));
  });

  test("an admin finds the month's invoices and exports them", async ({ page, context }) => {
    const request = context.request;
    // A long name, which must wrap in its column rather than push the amounts off a 1,280 px screen.
    await signUp(request, { ...newAccount(), name: "Mohammad Abdur Rahman Chowdhury Mohammad Abdur Rahman Chowdhury" });
    const tool = await toolNamed(request, "Iridium Spark Plug CR8EIX");
    const { insertedId } = await postOrder(request, {
      toolId: tool._id,
      quantity: tool.orderQuantity,
      paymentMethod: "cod",
    });
    const order = await readOrder(request, insertedId);
    await context.clearCookies();
    await signInAsAdmin(context);

    await page.goto(`/dashboard/allOrders?q=MF-${order.orderNumber}`);
    await page.getByRole("link", { name: "Invoice", exact: true }).click();
    const number = INVOICE_NUMBER.exec((await page.getByRole("article").textContent()) ?? "")![0];

    await page.goto("/dashboard");
    await page.getByRole("link", { name: "Invoices", exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/invoices$/);
    // Newest first, so today's invoice is on the first page however many the month has.
    await expect(page.getByRole("link", { name: number })).toBeVisible();
    const total = page
      .getByRole("row")
      .filter({ has: page.getByRole("link", { name: number }) })
      .getByRole("cell")
      .last();
    const box = await total.boundingBox();
    expect(box!.x + box!.width, "the total's right edge").toBeLessThanOrEqual(page.viewportSize()!.width);
    await expect(page.getByRole("row", { name: /Net/ })).toBeVisible();
    await expect(page.getByText(/invoices and credit notes issued in .*, newest first/)).toBeVisible();

    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download CSV" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`motoforge-invoices-${dhakaMonth()}.csv`);
    const csv = await readFile((await file.path())!);
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.toString("utf8")).toContain(`${number},invoice,`);

    // A page past the month's last goes to its last page, which still has rows and the month's totals.
    await page.goto(`/dashboard/invoices?month=${dhakaMonth()}&page=100000`);
    await expect(page).toHaveURL(new RegExp(`/dashboard/invoices\\?month=${dhakaMonth()}&page=\\d+$`));
    await expect(page.getByRole("row", { name: /Net/ })).toBeVisible();
  });
});
