import { expect, test } from "./fixtures";
import { signUp } from "./support/accounts";

/**
 * Injects markup the way an XSS payload arrives (an inline event handler and a javascript:
 * link, clicked) and says whether either ran, once the browser has reported both. Scripts
 * that running code creates are another matter: 'strict-dynamic' trusts them by design.
 */
const injectedMarkupRuns = (page: import("@playwright/test").Page) =>
  page.evaluate(async () => {
    const reported = new Set<string>();
    const bothReported = new Promise<void>((resolve) =>
      document.addEventListener("securitypolicyviolation", (event) => {
        reported.add(event.violatedDirective);
        if (reported.size === 2) resolve();
      }),
    );
    document.body.insertAdjacentHTML(
      "beforeend",
      `<img src="/no-such-image.png" onerror="window.__injected = true">` +
        `<a id="injected-link" href="javascript:window.__injected = true">win a prize</a>`,
    );
    document.getElementById("injected-link")?.click();
    await bothReported;
    return Boolean((window as { __injected?: boolean }).__injected);
  });

test.describe("security headers", () => {
  test("a page rendered per request runs no injected script", async ({ browser, baseURL }) => {
    // A page of its own: the violations this test provokes are the point, not a failure.
    const page = await browser.newPage({ baseURL });
    const response = await page.goto("/login");
    expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'/);
    await expect(page.getByRole("button", { name: "Login" })).toBeEnabled();
    expect(await injectedMarkupRuns(page)).toBe(false);
    await page.close();
  });

  test("a prerendered page blocks scripts from other origins and framing", async ({ request }) => {
    const policy = (await request.get("/blog")).headers()["content-security-policy"] ?? "";
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toContain("unsafe-eval");
    expect(policy).toMatch(/script-src 'self' 'unsafe-inline' https:\/\/js\.stripe\.com/);
  });

  test("static files and unknown nested paths carry the security headers too", async ({ request }) => {
    for (const path of ["/images/logo.svg", "/no/such/nested/page"]) {
      const headers = (await request.get(path)).headers();
      expect(headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
      expect(headers["x-content-type-options"], path).toBe("nosniff");
      expect(headers["x-frame-options"], path).toBe("DENY");
    }
  });

  test("production answers carry HSTS, and personal data is never cached", async ({ request }) => {
    expect((await request.get("/")).headers()["strict-transport-security"]).toMatch(/max-age=\d{7,}/);
    const account = await signUp(request);
    const email = encodeURIComponent(account.email);
    for (const response of [
      await request.get(`/api/myorder?email=${email}`),
      await request.get(`/api/admin/${email}`),
      await request.put(`/api/user/${email}`, { data: { email: account.email } }),
      await request.get("/api/auth/session"),
      await request.get("/dashboard"),
    ]) {
      expect(response.headers()["cache-control"], response.url()).toMatch(/private.*no-store|no-store.*private/);
    }
  });
});
