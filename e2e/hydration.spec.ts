import { expect, test } from "./fixtures";
import { signUp } from "./support/accounts";

declare global {
  interface Window {
    serverHeading?: Element;
  }
}

// React hydrates a streamed Suspense boundary only if nothing above it changes meanwhile;
// a changed context value (such as the session arriving) makes it discard the server HTML
// and render the page again in the browser, briefly showing two copies of it.
test("a streamed dashboard page keeps its server HTML when the session arrives", async ({ page }) => {
  // Eight full loads of a per-request page: on a busy 2-core machine that alone nears 30 s.
  test.setTimeout(60_000);
  await signUp(page.context().request);
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const heading = document.querySelector("h1");
      if (!heading) return;
      window.serverHeading = heading;
      observer.disconnect();
    }).observe(document, { subtree: true, childList: true });
  });

  for (let load = 0; load < 8; load++) {
    await page.goto("/dashboard");
    await expect(page.getByTestId("user-name")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.querySelector("#main h1") === window.serverHeading)).toBe(true);
  }
});
