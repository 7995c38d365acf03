import type { Page } from "@playwright/test";

import { expect, test } from "./fixtures";
import { signUp } from "./support/accounts";

/** The paths (with queries) the page requests from now on. */
function recordRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    requests.push(url.pathname + url.search);
  });
  return requests;
}

const hintCookie = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === "session-hint");

test.describe("a first visit", () => {
  test("a signed-out visitor's home page asks for no session or basket and prefetches no page before they show intent", async ({
    page,
  }) => {
    const requests = recordRequests(page);
    await page.goto("/");
    await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(requests.filter((path) => path.startsWith("/api/auth/session"))).toEqual([]);
    // The navbar's basket reads its count from a cookie, which a first visit does not have.
    expect(requests.filter((path) => path.startsWith("/api/cart"))).toEqual([]);
    await expect(page.getByRole("banner").getByRole("link", { name: "Basket", exact: true })).toBeVisible();
    expect(requests.filter((path) => path.includes("_rsc="))).toEqual([]);

    // Pointing at a link prefetches that page.
    const prefetch = page.waitForRequest((request) =>
      /^\/blog\?_rsc=/.test(new URL(request.url()).pathname + new URL(request.url()).search),
    );
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Blog" }).hover();
    await prefetch;
  });

  test("a signed-in visitor sees their name and menu, and signing out takes the hint with the session", async ({
    page,
  }) => {
    const account = await signUp(page.context().request);
    expect(await hintCookie(page)).toMatchObject({ value: "1", httpOnly: false });

    await page.goto("/");
    await expect(page.getByTestId("user-name")).toHaveText(account.name);
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "DashBoard" })).toBeVisible();

    await page.getByRole("button", { name: "Sign Out" }).click();
    await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
    expect(await hintCookie(page)).toBeUndefined();
  });

  test("a forged hint grants nothing and is dropped after one session read", async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: "session-hint", value: "1", url: baseURL! }]);
    const requests = recordRequests(page);
    await page.goto("/");
    await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
    await expect.poll(() => hintCookie(page)).toBeUndefined();
    expect(requests.filter((path) => path.startsWith("/api/auth/session"))).toHaveLength(1);

    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login\?callbackUrl=/);
  });

  test("a session from before the hint gets one where the navbar's Login link leads", async ({ page }) => {
    const account = await signUp(page.context().request);
    await page.context().clearCookies({ name: "session-hint" });
    await page.goto("/");
    await page.getByRole("banner").getByRole("link", { name: "Login" }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId("user-name")).toHaveText(account.name);
  });
});
