import { expect, test } from "./fixtures";
import { signUp } from "./support/accounts";
import { adminRequest, signInAsAdmin } from "./support/admin-session";
import { newPhone } from "./support/phones";
import { cashOrder, changeParcelStatus, sendTrackingUpdate } from "./support/steadfast";

/**
 * A buyer follows their parcel without signing in, in English and in Bangla: the admin books it
 * with Steadfast (from the order's page, or through the API), Steadfast tells the shop where it
 * is, and the tracking page shows it from the order number and phone.
 */
test.describe("tracking an order without an account", () => {
  async function bookedParcel(
    request: Parameters<typeof signUp>[0],
    recipient: { BuyerName: string; BuyerPhone: string },
  ) {
    await signUp(request);
    const order = await cashOrder(request, recipient);
    const admin = await adminRequest();
    const response = await admin.post(`/api/allorder/${order.orderId}/courier`);
    expect(response.status()).toBe(200);
    const { trackingCode } = (await response.json()) as { trackingCode: string };
    await admin.dispose();
    return { ...order, trackingCode };
  }

  test("in English: the buyer types the order number and phone and follows the parcel to the door", async ({
    page,
    request,
  }) => {
    const phone = newPhone();
    const order = await bookedParcel(request, { BuyerName: "Tanvir Ahmed", BuyerPhone: phone });
    await sendTrackingUpdate(order, "Reached the Mirpur hub");

    // A guest who lost the text finds the page from any page's footer.
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Track your order" }).click();
    await expect(page).toHaveURL(/\/track$/);
    await expect(page.getByRole("heading", { level: 1, name: "Track your order" })).toBeVisible();
    await page.getByLabel("Order number").fill(`MF-${order.orderNumber}`);
    await page.getByLabel("Phone number").fill(phone);
    await page.getByRole("button", { name: "Track", exact: true }).click();

    const result = page.getByRole("region", { name: `Order MF-${order.orderNumber}` });
    await expect(result).toBeVisible();
    await expect(result.getByTestId("tracked-status")).toHaveText("Shipped");
    await expect(result).toContainText("For Tanvir, Dhaka");
    await expect(result).toContainText("Steadfast");
    await expect(result).toContainText(order.trackingCode);
    await expect(result).toContainText("Reached the Mirpur hub");
    await expect(result).not.toContainText("Ahmed");
    await expect(result).not.toContainText("House 12");

    await changeParcelStatus(order, "delivered");
    await page.reload();
    await expect(result.getByTestId("tracked-status")).toHaveText("Delivered");

    // A wrong phone gets the same answer as an order that does not exist.
    await page.getByLabel("Phone number").fill(newPhone());
    await page.getByRole("button", { name: "Track", exact: true }).click();
    await expect(page.getByText("No order matches this order number and phone number.")).toBeVisible();
    await expect(result).toHaveCount(0);
  });

  test("in Bangla: the same page under /bn, from the link in the buyer's e-mail", async ({ page, request }) => {
    const phone = newPhone();
    const order = await bookedParcel(request, { BuyerName: "Sadia Islam", BuyerPhone: phone });
    // The e-mails link to the page with the order number filled in.
    await page.goto(`/bn/track?order=MF-${order.orderNumber}`);
    await expect(page.getByRole("heading", { level: 1, name: "অর্ডার ট্র্যাক করুন" })).toBeVisible();
    await expect(page.getByLabel("অর্ডার নম্বর")).toHaveValue(`MF-${order.orderNumber}`);
    await page.getByLabel("ফোন নম্বর").fill(phone);
    await page.getByRole("button", { name: "ট্র্যাক করুন", exact: true }).click();

    const result = page.getByRole("region", { name: `অর্ডার MF-${order.orderNumber}` });
    await expect(result.getByTestId("tracked-status")).toHaveText("পাঠানো হয়েছে");
    await expect(result).toContainText("Sadia-এর জন্য, ঢাকা");
    await expect(result).toContainText(order.trackingCode);

    await changeParcelStatus(order, "cancelled");
    await page.reload();
    await expect(result.getByTestId("tracked-status")).toHaveText("ফেরত এসেছে");

    await page.getByLabel("ফোন নম্বর").fill(newPhone());
    await page.getByRole("button", { name: "ট্র্যাক করুন", exact: true }).click();
    await expect(page.getByText("এই অর্ডার নম্বর ও ফোন নম্বরের সাথে কোনো অর্ডার মেলেনি।")).toBeVisible();
    await expect(result).toHaveCount(0);
  });

  test("the admin books a cash order with Steadfast from its page, once, and sees the consignment", async ({
    page,
    request,
  }) => {
    await signUp(request);
    const order = await cashOrder(request, { BuyerName: "Rafiq Hasan", BuyerPhone: newPhone() });
    await signInAsAdmin(page.context());
    await page.goto(`/dashboard/order/${order.orderId}`);
    await page.getByRole("button", { name: `Book order MF-${order.orderNumber} with Steadfast` }).click();
    const dialog = page.getByRole("alertdialog", { name: `Book order MF-${order.orderNumber} with Steadfast?` });
    await expect(dialog).toContainText("৳");
    await dialog.getByRole("button", { name: "Yes, book it" }).click();
    await expect(page.getByTestId("consignment-note")).toContainText("Steadfast consignment");
    await expect(page.getByRole("button", { name: /with Steadfast$/ })).toHaveCount(0);
    const booked = (await (await request.get(`/api/order/${order.orderId}`)).json()) as Record<string, unknown>;
    expect(booked).toMatchObject({ status: "shipped", courier: "Steadfast", consignmentId: expect.anything() });
  });
});
