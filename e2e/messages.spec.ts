import { expect, test } from "./fixtures";
import { adminRequest } from "./support/admin-session";
import { newAccount, signUp } from "./support/accounts";
import { e2eConfig } from "./support/env";
import { linkIn, mailsTo, setMailServer, textsTo, waitForMail } from "./support/messages";
import { toolNamed } from "./support/catalogue";
import { confirmPhone, newPhone } from "./support/phones";

/** A cash order of a seeded part, to this mobile (confirmed first), for the signed-in request context. */
async function cashOrder(request: import("@playwright/test").APIRequestContext, BuyerPhone: string) {
  await confirmPhone(request, BuyerPhone);
  const tool = await toolNamed(request, "Iridium Spark Plug CR8EIX");
  const response = await request.post("/api/order", {
    data: {
      toolId: tool._id,
      quantity: tool.orderQuantity,
      paymentMethod: "cod",
      BuyerPhone,
      district: "Sylhet",
      area: "Zindabazar",
      address: "Shop 4",
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { insertedId: string; orderNumber: number };
}

/** The texts about orders a mobile received: without the code that confirmed it. */
const orderTextsTo = async (phone: string) =>
  (await textsTo(`88${phone}`)).filter((sms) => !sms.text.startsWith("MotoForge code:"));

test.describe("the shop speaks to its customers", () => {
  test("a new account gets a link that proves its address, once", async ({ page }) => {
    const account = await signUp(page.context().request);
    const mail = await waitForMail(account.email, "Confirm your e-mail address");
    expect(mail.html).toContain(account.name);
    const link = linkIn(mail, "/verify-email?token=");
    await page.goto(link);
    await expect(page.getByRole("heading", { name: "Your address is confirmed" })).toBeVisible();
    await page.goto(link);
    await expect(page.getByRole("heading", { name: "This link does not work" })).toBeVisible();
  });

  test("a cash order is confirmed by e-mail and SMS, the shop hears of it, and the buyer of its shipping", async ({
    request,
  }) => {
    const account = await signUp(request);
    const phone = newPhone();
    const { insertedId, orderNumber } = await cashOrder(request, phone);
    const number = `MF-${orderNumber}`;
    const confirmed = await waitForMail(account.email, `Order ${number} confirmed`);
    // 5 plugs at $6.20, each 756 taka at 122 to the dollar: the courier collects taka, and 3780 ships free.
    expect(confirmed.text).toContain("you pay ৳3,780 in cash to the courier");
    expect(confirmed.text).toMatch(new RegExp(`/dashboard/order/${insertedId}`));
    await waitForMail(e2eConfig.shopNotifyEmail, `New order ${number}`);
    await expect
      .poll(async () => (await orderTextsTo(phone)).map((sms) => sms.text))
      .toEqual([
        `MotoForge: order ${number} confirmed. Pay ৳3,780 in cash on delivery. We will call you before delivery.`,
      ]);

    const admin = await adminRequest();
    const shipped = await admin.patch(`/api/allorder/${insertedId}`, {
      data: { status: "shipped", courier: "Pathao", trackingNumber: "PTH-77001" },
    });
    expect(shipped.status()).toBe(200);
    await admin.dispose();
    const onItsWay = await waitForMail(account.email, `Order ${number} is on its way with Pathao`);
    expect(onItsWay.text).toContain("tracking number PTH-77001");
    await expect.poll(async () => (await orderTextsTo(phone)).length).toBe(2);
    expect((await orderTextsTo(phone))[1]!.text).toContain("is with Pathao, tracking PTH-77001");
    // Each step once, however the admin's browser retried.
    expect((await mailsTo(account.email)).filter((mail) => mail.subject.includes(number))).toHaveLength(2);
  });

  test("a forgotten password is reset by a link that works once, and the old one stops working", async ({
    page,
    playwright,
    baseURL,
  }) => {
    const account = newAccount("forgetful");
    const signedUp = await playwright.request.newContext({ baseURL });
    await signUp(signedUp, account);

    await page.goto("/login");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.getByLabel("Email").fill(account.email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByRole("status")).toContainText("If an account uses this address");

    const link = linkIn(await waitForMail(account.email, "Reset your MotoForge password"), "/reset-password?token=");
    await page.goto(link);
    await page.getByRole("textbox", { name: "New password" }).fill("12345");
    await page.getByRole("button", { name: "Save the new password" }).click();
    await expect(page.getByText("password min length 6 caractor")).toBeVisible();
    await page.getByRole("textbox", { name: "New password" }).fill("a-new-secret-77");
    await page.getByRole("button", { name: "Save the new password" }).click();
    await expect(page.getByRole("status")).toContainText("Your password is changed");

    const login = (password: string) => signedUp.post("/api/login", { data: { email: account.email, password } });
    expect((await login(account.password)).status()).toBe(401);
    expect((await login("a-new-secret-77")).status()).toBe(200);
    // The sign-up's session ended with the reset.
    const reset = await signedUp.post("/api/password/reset", {
      data: { token: new URL(link).searchParams.get("token"), password: "yet-another-88" },
    });
    expect(reset.status()).toBe(400);
    expect(await reset.json()).toMatchObject({ error: "This link is not valid any more. Please ask for a new one." });
    await signedUp.dispose();
  });

  test("an order placed while the mail server is down is mailed once it is back", async ({ playwright }) => {
    // The first retry comes 10 s after the failed attempt: give the flow that long on purpose.
    test.slow();
    const shop = await playwright.request.newContext({ baseURL: process.env.E2E_OWN_MAIL_BASE_URL });
    const account = await signUp(shop);
    await setMailServer("own-mail", false);
    let orderNumber: number;
    try {
      ({ orderNumber } = await cashOrder(shop, newPhone()));
    } finally {
      await setMailServer("own-mail", true);
    }
    await waitForMail(account.email, `Order MF-${orderNumber} confirmed`, {
      mailbox: "own-mail",
      timeoutMs: 60_000,
    });
    const mails = await mailsTo(account.email, "own-mail");
    expect(mails.filter((mail) => mail.subject.includes(`MF-${orderNumber}`))).toHaveLength(1);
    await shop.dispose();
  });
});
