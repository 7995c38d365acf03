import type { Page } from "@playwright/test";

import { expect, test } from "./fixtures";
import { signUp } from "./support/accounts";
import { adminRequest, signInAsAdmin } from "./support/admin-session";
import { hydrated } from "./support/hydration";
import { smallPng } from "./support/images";
import { readOrder } from "./support/orders";
import { deliveredOrder, newParts, requestReturn, returnBody } from "./support/returns";

/** What the journeys read, in each language. */
const texts = {
  en: {
    prefix: "",
    open: "Return or report a problem",
    reason: "What is wrong",
    description: "Describe the problem",
    photos: /^Photos/,
    submit: "Send the request",
    sent: "We have your request. We answer within 72 hours.",
    requested: "Requested",
    refunded: "Refunded",
    refund: "৳366",
    refundedWith: "Refunded: Where it was paid",
    order: (number: number) => `Order MF-${number}`,
    reject: "Reject",
    note: "Reason",
    rejected: (number: number) => `The return of order MF-${number} is rejected.`,
    rejectedBadge: "Rejected",
  },
  bn: {
    prefix: "/bn",
    open: "ফেরত দিন বা সমস্যা জানান",
    reason: "সমস্যা কী",
    description: "সমস্যাটি লিখুন",
    photos: /^ছবি/,
    submit: "অনুরোধ পাঠান",
    sent: "আপনার অনুরোধ পেয়েছি। ৭২ ঘণ্টার মধ্যে উত্তর দেব।",
    requested: "অনুরোধ করা হয়েছে",
    refunded: "টাকা ফেরত দেওয়া হয়েছে",
    refund: "৳৩৬৬",
    refundedWith: "টাকা ফেরত: যেখানে পেমেন্ট হয়েছিল",
    order: (number: number) => `অর্ডার MF-${number}`,
    reject: "বাতিল",
    note: "কারণ",
    rejected: (number: number) => `অর্ডার MF-${number}-এর ফেরত বাতিল হয়েছে।`,
    rejectedBadge: "বাতিল",
  },
} as const;

/** The admin approves, receives and refunds the return through the API, as the Returns page does. */
async function refundAsShop(returnId: string) {
  const admin = await adminRequest();
  try {
    for (const data of [
      { status: "approved", note: "Any Pathao point." },
      { status: "received" },
      { status: "refunded" },
    ])
      expect((await admin.patch(`/api/returns/${returnId}`, { data })).status()).toBe(200);
  } finally {
    await admin.dispose();
  }
}

async function returnFirstLine(page: Page, language: (typeof texts)["en" | "bn"]) {
  await page.getByText(language.open, { exact: true }).click();
  const form = page.getByRole("form", { name: language.open });
  await form.getByRole("spinbutton").first().fill("1");
  await form.getByLabel(language.reason).selectOption("doesNotFit");
  await form.getByLabel(language.description).fill("The sprocket has 42 teeth; my bike takes 41.");
  await form
    .getByLabel(language.photos)
    .setInputFiles({ name: "sprocket.png", mimeType: "image/png", buffer: smallPng });
  await form.getByRole("button", { name: language.submit }).click();
  await expect(page.getByText(language.sent)).toBeVisible();
}

for (const locale of ["en", "bn"] as const) {
  const language = texts[locale];

  test.describe(`returns (${locale})`, () => {
    test("a buyer returns one line of a two-line wallet order and sees the refund", async ({ page }) => {
      test.slow();
      await signUp(page.context().request);
      const [first, second] = await newParts([3, 5]);
      const { orderId } = await deliveredOrder(page.context().request, [
        { toolId: first!, quantity: 2 },
        { toolId: second!, quantity: 1 },
      ]);
      const { orderNumber } = await readOrder(page.context().request, orderId);
      await page.goto(`${language.prefix}/dashboard/order/${orderId}`);
      await returnFirstLine(page, language);
      const request = page.getByRole("article", { name: language.order(orderNumber) });
      await expect(request).toContainText(language.requested);
      await expect(request).toContainText(language.refund);

      const { returns } = (await readOrder(page.context().request, orderId)) as unknown as {
        returns: { _id: string }[];
      };
      await refundAsShop(returns[0]!._id);
      await page.goto(`${language.prefix}/dashboard/order`);
      const listed = page.getByRole("article", { name: language.order(orderNumber) });
      await expect(listed).toContainText(language.refunded);
      await expect(listed).toContainText(language.refundedWith);
    });

    test("an admin rejects a request with the reason the buyer reads", async ({ page, browser, baseURL }) => {
      const buyer = await browser.newContext({ baseURL });
      await signUp(buyer.request);
      const [part] = await newParts([3]);
      const { orderId } = await deliveredOrder(buyer.request, [{ toolId: part!, quantity: 1 }]);
      const { orderNumber } = await readOrder(buyer.request, orderId);
      await requestReturn(buyer.request, orderId, returnBody([{ line: 0, quantity: 1 }]));

      await signInAsAdmin(page.context());
      await page.goto(`${language.prefix}/dashboard/returns`);
      const request = page.getByRole("article", { name: language.order(orderNumber) });
      const reject = request.getByRole("button", { name: language.reject });
      await hydrated(reject);
      await reject.click();
      const dialog = page.getByRole("alertdialog");
      await dialog.getByLabel(language.note).fill("The photos show a crash, not a defect.");
      await dialog.getByRole("button", { name: language.reject }).click();
      await expect(page.getByText(language.rejected(orderNumber))).toBeVisible();
      await expect(request).toContainText(language.rejectedBadge);
      // A page past the last (the list is a page at a time) lands on the last one.
      await page.goto(`${language.prefix}/dashboard/returns?page=100000`);
      await expect(page).toHaveURL(new RegExp(`${language.prefix}/dashboard/returns\\?page=1$`));

      const buyerPage = await buyer.newPage();
      await buyerPage.goto(`${language.prefix}/dashboard/order/${orderId}`);
      await expect(buyerPage.getByRole("article", { name: language.order(orderNumber) })).toContainText(
        "The photos show a crash, not a defect.",
      );
      await buyer.close();
    });
  });
}

test("an admin refunds a cash return in a dialog that says where the money goes", async ({
  page,
  browser,
  baseURL,
}) => {
  const buyer = await browser.newContext({ baseURL });
  await signUp(buyer.request);
  const [part] = await newParts([3]);
  const { orderId } = await deliveredOrder(buyer.request, [{ toolId: part!, quantity: 1 }], { paymentMethod: "cod" });
  const { orderNumber } = await readOrder(buyer.request, orderId);
  const refundTo = { method: "nagad", number: "01811222333" };
  const { _id: returnId } = await requestReturn(
    buyer.request,
    orderId,
    returnBody([{ line: 0, quantity: 1 }], { refundTo }),
  );
  await buyer.close();
  const admin = await adminRequest();
  for (const data of [{ status: "approved", note: "Any Pathao point." }, { status: "received" }])
    expect((await admin.patch(`/api/returns/${returnId}`, { data })).status()).toBe(200);
  await admin.dispose();

  await signInAsAdmin(page.context());
  await page.goto("/dashboard/returns");
  const request = page.getByRole("article", { name: `Order MF-${orderNumber}` });
  const refund = request.getByRole("button", { name: /^Refund ৳/ });
  await hydrated(refund);
  await refund.click();
  const dialog = page.getByRole("alertdialog");
  // The dialog covers the card: it says itself where the buyer asked the money to go.
  await expect(dialog).toContainText("Nagad: 01811222333");
  await expect(dialog.getByLabel("Paid by")).toHaveValue("nagad");
  await dialog.getByLabel("Reference (transaction id)").fill("NGD-7781");
  await dialog.getByRole("button", { name: "Record the refund" }).click();
  await expect(request).toContainText("Refunded: Nagad · Reference NGD-7781");
});
