import type { APIRequestContext, Page } from "@playwright/test";

import { expect, test } from "./fixtures";
import { adminAccount, newAccount, signUp, type Account } from "./support/accounts";
import { toolNamed } from "./support/catalogue";
import { insertTool } from "./support/db";
import { asForm } from "./support/forms";
import { postOrder } from "./support/orders";
import bn from "../messages/bn";
import en from "../messages/en";

/**
 * A form sent before the page's JavaScript has run (a phone still hydrating when a password
 * manager fills the login and the rider presses Enter) is sent by the browser itself. These tests
 * run with JavaScript off, which is that moment held still.
 */
test.describe("forms before the page's JavaScript runs", () => {
  test.use({ javaScriptEnabled: false });

  type LoginLabels = { email: string; password: string };

  /** Every address the page went to, so a test can say no URL ever carried a field. */
  function visitedUrls(page: Page): string[] {
    const urls: string[] = [];
    page.on("request", (request) => {
      if (request.isNavigationRequest()) urls.push(request.url());
    });
    return urls;
  }

  async function signedInAs(request: APIRequestContext): Promise<string | undefined> {
    const session = (await (await request.get("/api/auth/session")).json()) as { user?: { email?: string } } | null;
    return session?.user?.email;
  }

  /** `form`: the login form's texts in the page's language. */
  async function submitLogin(page: Page, email: string, password: string, form: LoginLabels = en.auth.form) {
    await page.getByLabel(form.email).fill(email);
    await page.getByLabel(form.password).fill(password);
    await page.getByLabel(form.password).press("Enter");
  }

  test("the login form signs in and goes on to the callback URL, the password in no URL", async ({ page }) => {
    const account = await signUp(page.context().request);
    await page.context().clearCookies();
    const urls = visitedUrls(page);

    await page.goto("/login?callbackUrl=%2Fcart");
    await submitLogin(page, account.email, account.password);

    await expect(page).toHaveURL(/\/cart$/);
    expect(await signedInAs(page.context().request)).toBe(account.email);
    expect(urls.filter((url) => url.includes(account.password) || url.includes("password="))).toEqual([]);
  });

  test("a wrong password comes back to the form in the page's language, keeping the callback", async ({ page }) => {
    const account = await signUp(page.context().request);
    await page.context().clearCookies();

    await page.goto("/login?callbackUrl=%2Fcart");
    await submitLogin(page, account.email, "not-the-password");
    await expect(page).toHaveURL(/\/login\?error=CredentialsSignin&callbackUrl=%2Fcart$/);
    const error = page.getByRole("alert").filter({ hasText: "Error:" });
    await expect(error).toHaveText("Error: Wrong email or password. Please try again.");
    expect(await signedInAs(page.context().request)).toBeUndefined();

    await page.goto("/bn/login");
    await submitLogin(page, account.email, "not-the-password", bn.auth.form);
    await expect(page).toHaveURL(/\/bn\/login\?error=CredentialsSignin$/);
    await expect(page.getByRole("alert")).toContainText(bn.api.auth.wrongCredentials);

    // The right password then signs in, and a visitor who came without a callback lands home.
    await submitLogin(page, account.email, account.password, bn.auth.form);
    await expect(page).toHaveURL(/\/bn$/);
    expect(await signedInAs(page.context().request)).toBe(account.email);
  });

  test("an admin who came without a callback lands on their overview, as after the script's login", async ({
    page,
  }) => {
    await page.goto("/login");
    await submitLogin(page, adminAccount.email, adminAccount.password);
    await expect(page).toHaveURL(/\/dashboard\/overview$/);
  });

  /** `form`: the sign-up form's texts in the page's language. */
  async function submitSignUp(page: Page, account: Account, form: LoginLabels & { name: string } = en.auth.form) {
    await page.getByLabel(form.name).fill(account.name);
    await page.getByLabel(form.email).fill(account.email);
    await page.getByLabel(form.password).fill(account.password);
    await page.getByLabel(form.password).press("Enter");
  }

  test("the sign-up form opens the account and goes on to the callback URL; a taken email comes back and says so", async ({
    page,
  }) => {
    const account = newAccount();
    const urls = visitedUrls(page);

    await page.goto("/signUp?callbackUrl=%2Fcart");
    await submitSignUp(page, account);
    await expect(page).toHaveURL(/\/cart$/);
    expect(await signedInAs(page.context().request)).toBe(account.email);

    await page.context().clearCookies();
    await page.goto("/bn/signUp");
    await submitSignUp(page, { ...account, name: "Someone else" }, bn.auth.form);
    await expect(page).toHaveURL(/\/bn\/signUp\?error=SignUp&code=email_taken$/);
    await expect(page.getByRole("alert")).toContainText(bn.api.auth.emailTaken);
    expect(await signedInAs(page.context().request)).toBeUndefined();

    expect(
      urls.filter((url) => url.includes(account.password) || url.includes(encodeURIComponent(account.email))),
    ).toEqual([]);
  });

  test("the password form posts to its own page, its field in no URL", async ({ page }) => {
    const urls = visitedUrls(page);
    const password = newAccount().password;
    await page.goto("/reset-password?token=abc");
    await page.getByLabel("New password", { exact: true }).fill(password);
    await page.getByLabel("New password", { exact: true }).press("Enter");
    await expect(page.getByLabel("New password", { exact: true })).toBeVisible();
    expect(urls.filter((url) => url.includes(password))).toEqual([]);
  });

  test("the order form and the profile form show what they start with: the quantity, the rider's name and address", async ({
    page,
  }) => {
    const { request } = page.context();
    const account = await signUp(request);
    const profile = { name: "Sadia Islam", phone: "01811000000", address: "House 7, Road 2, Boalia" };
    expect((await request.put(`/api/profile/${encodeURIComponent(account.email)}`, { data: profile })).ok()).toBe(true);
    const tool = await toolNamed(page.request, "Digital Tyre Pressure Gauge");

    await page.goto(`/tools/${tool._id}`);
    const form = page.getByRole("form", { name: "Order form" });
    await expect(form.getByLabel("Quantity")).toHaveValue(String(tool.orderQuantity));
    await expect(form.getByLabel("Recipient's name")).toHaveValue(profile.name);
    await expect(form.getByLabel("Phone")).toHaveValue(profile.phone);
    await expect(form.getByLabel("Address", { exact: true })).toHaveValue(profile.address);
    await expect(form.getByLabel("District")).toHaveValue("");
    await expect(form.getByRole("checkbox", { name: "Save this address to my profile for next time" })).toBeChecked();
    await expect(form.getByRole("radio", { name: /^Card/ })).toBeChecked();

    await page.goto("/update");
    for (const [label, value] of [
      ["Name", profile.name],
      ["Email", account.email],
      ["Phone", profile.phone],
      ["Address", profile.address],
    ] as const)
      await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
  });

  test("Add to basket posts itself and the basket shows the part; one it cannot add comes back and says so", async ({
    page,
  }) => {
    const name = `Hydration Horn ${Date.now()}`;
    const toolId = await insertTool({ name, orderQuantity: 1, availableQuantity: 3, price: 6 });
    await page.goto(`/bn/tools?q=${encodeURIComponent(name)}`);
    await page.getByRole("button", { name: bn.cart.add.addLabel.replace("{name}", name) }).click();
    await expect(page).toHaveURL(/\/bn\/cart$/);
    await expect(page.getByRole("listitem").filter({ hasText: name })).toBeVisible();

    // From the part's own page, as a second button of the order form: its quantity goes with it.
    await signUp(page.context().request);
    await page.goto(`/tools/${toolId}`);
    await page.getByLabel("Quantity").fill("9");
    await page.getByRole("button", { name: en.cart.add.addLabel.replace("{name}", name) }).click();
    await expect(page).toHaveURL(/\/cart\?unadded$/);
    await expect(page.getByRole("alert").filter({ hasText: en.cart.page.unadded })).toBeVisible();
  });

  test("the wallet Pay button posts itself to SSLCommerz's page; with no session to be had it comes back and says so", async ({
    page,
  }) => {
    const { request } = page.context();
    await signUp(request);
    const tool = await toolNamed(request, "Iridium Spark Plug CR8EIX");
    const order = { toolId: tool._id, quantity: tool.orderQuantity, paymentMethod: "sslcommerz" } as const;
    const { insertedId } = await postOrder(request, order);

    await page.goto(`/dashboard/payment/${insertedId}`);
    await page.getByRole("button", { name: /^Pay ৳/ }).click();
    await expect(page.getByRole("heading", { name: "SSLCommerz test gateway" })).toBeVisible();

    // An order gets only so many sessions: open them until the shop refuses one, so the next tap cannot.
    const session = () => request.post("/api/payments/sslcommerz/session", { data: { orderId: insertedId } });
    for (let tries = 0; tries < 50; tries++) if (!(await session()).ok()) break;
    await page.goto(`/bn/dashboard/payment/${insertedId}`);
    await page.getByRole("button", { name: /পেমেন্ট করুন$/ }).click();
    await expect(page).toHaveURL(new RegExp(`/bn/dashboard/payment/${insertedId}\\?gateway=unopened$`));
    await expect(page.getByRole("alert").filter({ hasText: bn.payment.checkout.unopened })).toBeVisible();
  });
});

test.describe("the login and sign-up forms' own posts, tried by someone they should not let in", () => {
  test("another site's form cannot sign a visitor in to an account of its choosing", async ({ request }) => {
    const account = await signUp(request);
    const response = await request.post(
      "/api/login",
      asForm({ email: account.email, password: account.password }, { Origin: "https://evil.example" }),
    );
    expect(response.status()).toBe(403);
    expect(response.headers()["set-cookie"]).toBeUndefined();
  });

  test("a callback URL off the shop, or back to the login, is replaced by the home page", async ({
    playwright,
    baseURL,
  }) => {
    const visitor = await playwright.request.newContext({ baseURL });
    const account = await signUp(visitor);
    for (const callbackUrl of ["https://evil.example/", "//evil.example/", "/login", "/bn/signUp"]) {
      const response = await visitor.post(
        "/api/login",
        asForm({ email: account.email, password: account.password, callbackUrl, locale: "en" }),
      );
      expect(response.status(), callbackUrl).toBe(303);
      expect(response.headers().location, callbackUrl).toBe("/");
    }
    await visitor.dispose();
  });

  test("the form shares the JSON call's limit on wrong passwords, and says so", async ({ request }) => {
    const account = await signUp(request);
    const wrong = () =>
      request.post("/api/login", asForm({ email: account.email, password: "wrong-password", locale: "bn" }));
    for (let i = 0; i < 10; i++) expect((await wrong()).headers().location).toBe("/bn/login?error=CredentialsSignin");
    expect((await wrong()).headers().location).toBe("/bn/login?error=CredentialsSignin&code=rate_limited");
    // The JSON call is held back too: one limit, whichever way the password comes.
    const json = await request.post("/api/login", { data: { email: account.email, password: account.password } });
    expect(json.status()).toBe(429);
  });

  test("another site's form cannot open an account and sign a visitor in to it", async ({ request }) => {
    const account = newAccount();
    const response = await request.post(
      "/api/signup",
      asForm({ ...account, locale: "en" }, { Origin: "https://evil.example" }),
    );
    expect(response.status()).toBe(403);
    expect(response.headers()["set-cookie"]).toBeUndefined();
    expect((await request.post("/api/login", { data: account })).status()).toBe(401);
  });

  test("the sign-up form's post goes only to the shop, and refuses what the JSON call refuses", async ({
    playwright,
    baseURL,
  }) => {
    const visitor = await playwright.request.newContext({ baseURL });
    const opened = await visitor.post("/api/signup", asForm({ ...newAccount(), callbackUrl: "//evil.example/" }));
    expect(opened.status()).toBe(303);
    expect(opened.headers().location).toBe("/");

    const refusedFields: Record<string, string>[] = [
      { ...newAccount(), password: "short" },
      { ...newAccount(), name: "" },
      { ...newAccount(), email: "not-an-email" },
      { "name[$ne]": "x", "email[$gt]": "", password: "pw-long-enough" },
    ];
    for (const fields of refusedFields) {
      const refused = await visitor.post("/api/signup", asForm({ ...fields, locale: "bn", callbackUrl: "/cart" }));
      expect(refused.status(), JSON.stringify(fields)).toBe(303);
      expect(refused.headers().location).toBe("/bn/signUp?error=SignUp&code=invalid&callbackUrl=%2Fcart");
    }
    const huge = await visitor.post("/api/signup", asForm({ ...newAccount(), name: "x".repeat(10_000) }));
    expect(huge.status()).toBe(413);
    await visitor.dispose();
  });

  test("malformed and oversized forms come back to the login or are refused, never a 500", async ({ request }) => {
    const operators = await request.post("/api/login", asForm({ "email[$gt]": "", password: "x", locale: "xx" }));
    expect(operators.status()).toBe(303);
    expect(operators.headers().location).toBe("/login?error=CredentialsSignin");

    const huge = await request.post("/api/login", asForm({ email: "a@b.c", password: "x".repeat(10_000) }));
    expect(huge.status()).toBe(413);
  });
});
