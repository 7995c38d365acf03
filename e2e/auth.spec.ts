import { expect, test } from "./fixtures";
import { adminAccount, logIn, newAccount, signUp } from "./support/accounts";
import { postCredentials } from "./support/auth-js";
import { googleIdentity } from "../tests/doubles/google-oidc";

test.describe("accounts", () => {
  test("sign up, sign out and log in again", async ({ page }) => {
    const account = newAccount();
    await page.goto("/signup");
    await page.getByLabel("Name").fill(account.name);
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password").fill(account.password);
    await page.getByRole("button", { name: "Signup" }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId("user-name")).toHaveText(account.name);
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "DashBoard" })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("accessToken"))).toBeTruthy();

    await page.getByRole("button", { name: "Sign Out" }).click();
    await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("accessToken"))).toBeNull();

    await page.getByRole("banner").getByRole("link", { name: "Login" }).click();
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password").fill(account.password);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByTestId("user-name")).toHaveText(account.name);
  });

  test("the forms say what is missing, in the spec's words", async ({ page }) => {
    await page.goto("/signUp");
    await expect(page.getByLabel("Email")).toHaveAttribute("type", "email");
    await page.getByRole("button", { name: "Signup" }).click();
    await expect(page.getByText("Name is required")).toBeVisible();
    await expect(page.getByText("Email is required")).toBeVisible();
    await expect(page.getByText("password is required")).toBeVisible();

    await page.goto("/login");
    await page.getByLabel("Email").fill("someone@e2e.test");
    await page.getByLabel("Password").fill("12345");
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByText("password min length 6 caractor")).toBeVisible();
    await expect(page.getByText("Email is required")).toBeHidden();
  });

  test("a wrong password is refused without saying which half was wrong", async ({ page }) => {
    const account = await signUp(page.context().request);
    await page.context().clearCookies();
    await page.goto("/login");
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Login" }).click();
    const error = page.getByRole("alert").filter({ hasText: "Error:" });
    await expect(error).toHaveText("Error: Wrong email or password. Please try again.");
    await expect(error).toHaveCSS("color", "rgb(185, 28, 28)");
  });

  test("signing up with a registered email says so", async ({ page }) => {
    const account = await signUp(page.context().request);
    await page.context().clearCookies();
    await page.goto("/signUp");
    await page.getByLabel("Name").fill("Someone Else");
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password").fill("another-password");
    await page.getByRole("button", { name: "Signup" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Error:" })).toContainText("already exists");
  });

  test("a protected page sends a visitor to login and back, without /login in the history", async ({
    page,
    baseURL,
  }) => {
    const account = await signUp(page.context().request);
    await page.context().clearCookies();
    await page.goto("/blog");
    await page.goto("/dashboard");
    await expect(page).toHaveURL(`${baseURL}/login?callbackUrl=%2Fdashboard`);
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password").fill(account.password);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL(`${baseURL}/dashboard`);
    await expect(page.getByRole("heading", { name: "My Profile" })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(`${baseURL}/blog`);
  });

  test("a customer opening an admin page is turned away (to /login, which sends a signed-in user home)", async ({
    page,
    baseURL,
  }) => {
    await signUp(page.context().request);
    const response = await page.request.get("/dashboard/makeAdmin", { maxRedirects: 0 });
    expect(new URL(response.headers().location ?? "", baseURL).href).toBe(`${baseURL}/login`);
    await page.goto("/dashboard/makeAdmin");
    await expect(page).toHaveURL(`${baseURL}/`);
  });

  test("a signed-in user opening /login or /signUp goes on to the callback URL or home", async ({ page, baseURL }) => {
    await signUp(page.context().request);
    await page.goto("/login?callbackUrl=%2Fdashboard%2Forder");
    await expect(page).toHaveURL(`${baseURL}/dashboard/order`);
    await page.goto("/signUp?callbackUrl=https%3A%2F%2Fevil.example%2F");
    await expect(page).toHaveURL(`${baseURL}/`);
    await page.goto("/signup");
    await expect(page).toHaveURL(`${baseURL}/`);
  });

  // Both sign in as the Google double's one browser identity on shops sharing a database: run at
  // once, each would create its account first and one would lose the race on the unique email.
  test.describe.serial("with Google", () => {
    test("Google sign-in through the local OIDC server", async ({ page }) => {
      await page.goto("/login");
      await page.getByRole("button", { name: "Continue with Google" }).click();
      await expect(page.getByTestId("user-name")).toHaveText(googleIdentity.name);
    });

    test("on a shop reached at 127.0.0.1, Auth.js builds every URL on that host", async ({ page, playwright }) => {
      const shop = process.env.E2E_NO_PAYMENTS_BASE_URL ?? "";
      expect(new URL(shop).hostname).toBe("127.0.0.1");
      await page.goto(`${shop}/login`);
      await page.getByRole("button", { name: "Continue with Google" }).click();
      await expect(page.getByTestId("user-name")).toHaveText(googleIdentity.name);
      expect(new URL(page.url()).origin).toBe(shop);

      const api = await playwright.request.newContext({ baseURL: shop });
      const response = await postCredentials(api, await signUp(api));
      expect(response.headers().location).toMatch(new RegExp(`^${shop}/`));
      await api.dispose();
    });
  });

  // Each tricky callback and the shop path the browser lands on (see safeCallbackUrl's unit tests).
  for (const [callbackUrl, landing] of [
    ["/.//evil.example", "/evil.example"],
    ["/\\evil.example", "/"],
    ["/%2F%2Fevil.example", "/%2F%2Fevil.example"],
    ["/\t/evil.example", "/"],
  ] as const) {
    test(`login with callbackUrl ${JSON.stringify(callbackUrl)} stays on the shop`, async ({ page, baseURL }) => {
      const account = await signUp(page.context().request);
      await page.context().clearCookies();
      await page.goto(`/login?callbackUrl=${encodeURIComponent(callbackUrl)}`);
      await page.getByLabel("Email").fill(account.email);
      await page.getByLabel("Password").fill(account.password);
      await page.getByRole("button", { name: "Login" }).click();
      await expect(page.getByTestId("user-name")).toHaveText(account.name);
      // The navbar shows the name before the login page navigates on: wait for the navigation itself.
      await expect(page).toHaveURL(`${baseURL}${landing}`);
    });
  }

  test("an admin makes a customer admin, who then sees the admin links", async ({ browser, page }) => {
    // Two browsers signed in, two page loads and an admin action: 21 s in a CI run where the suite took 30 min.
    test.slow();
    const customer = await signUp(page.context().request);
    const adminContext = await browser.newContext();
    const adminPage = await adminContext.newPage();
    await logIn(adminContext.request, adminAccount);

    await adminPage.goto("/dashboard/makeAdmin");
    // Users come 50 a page by address: the admin finds the customer by the start of theirs.
    const search = adminPage.getByRole("search");
    await search.getByLabel("E-mail starts with").fill(customer.email.split("@")[0]!.toUpperCase());
    await search.getByRole("button", { name: "Find" }).click();
    await expect(adminPage).toHaveURL(/\/dashboard\/makeAdmin\?q=/);
    await expect(adminPage.getByText("1 registered user", { exact: true })).toBeVisible();
    const row = adminPage.getByRole("row").filter({ hasText: customer.email });
    await row.getByRole("button", { name: "Make Admin" }).click();
    // Asked first: an admin runs the whole shop.
    const confirm = adminPage.getByRole("alertdialog", { name: `Make ${customer.email} an admin?` });
    await confirm.getByRole("button", { name: "Make Admin" }).click();
    await expect(adminPage.getByText("Successfully made an admin")).toBeVisible();
    await expect(row.getByRole("button", { name: "Make Admin" })).toHaveCount(0);
    await adminContext.close();

    await page.goto("/dashboard");
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "ManageProduct" }),
    ).toBeVisible();
    const sidebar = page.getByRole("navigation", { name: "Dashboard" });
    await expect(sidebar.getByRole("link")).toHaveText([
      "My Profile",
      "Overview",
      "Make Admin",
      "Manage All Orders",
      "Returns",
      "Add A Products",
      "Outbox",
      "Bikes",
      "Invoices",
    ]);
  });

  test("the sidebar shows a customer their links", async ({ page }) => {
    await signUp(page.context().request);
    await page.goto("/dashboard");
    const sidebar = page.getByRole("navigation", { name: "Dashboard" });
    await expect(sidebar.getByRole("link")).toHaveText(["My Profile", "My order", "Add a review"]);
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "ManageProduct" }),
    ).toHaveCount(0);
  });
});
