import { expect, test } from "./fixtures";
import { signUp } from "./support/accounts";
import { toolNamed } from "./support/catalogue";
import { hydrated } from "./support/hydration";

declare global {
  interface Window {
    serverHeading?: Element;
  }
}

// React hydrates a streamed Suspense boundary only if nothing above it changes meanwhile;
// a changed context value (such as the session arriving) makes it discard the server HTML
// and render the page again in the browser, briefly showing two copies of it.
test("a streamed dashboard page keeps its server HTML when the session arrives", async ({ page }) => {
  // Eight page loads, as the race shows only sometimes: more than 30 s on a busy machine.
  test.slow();
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

// A rider on a slow phone can type before the page's scripts have run: what they typed is what
// the form then holds, and what its running figures are worked out from.
test("what a rider types into the order form before it is live stays in it", async ({ page }) => {
  await signUp(page.context().request);
  const tool = await toolNamed(page.request, "Digital Tyre Pressure Gauge");
  let release!: () => void;
  const scriptsMayRun = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.startsWith("/_next/static/chunks/") && url.pathname.endsWith(".js"),
    async (route) => {
      await scriptsMayRun;
      await route.continue();
    },
  );

  await page.goto(`/tools/${tool._id}`, { waitUntil: "commit" });
  const form = page.getByRole("form", { name: "Order form" });
  await expect(form.getByLabel("Quantity")).toHaveValue(String(tool.orderQuantity));
  const quantity = tool.orderQuantity + 3;
  await form.getByLabel("Quantity").fill(String(quantity));
  await form.getByLabel("Area or thana").fill("Agrabad");
  await form.getByLabel("District").selectOption("Chattogram");
  await form.getByRole("radio", { name: /^Cash on delivery/ }).check();
  release();

  await hydrated(form);
  await expect(form.getByLabel("Quantity")).toHaveValue(String(quantity));
  await expect(form.getByLabel("Area or thana")).toHaveValue("Agrabad");
  await expect(form.getByLabel("District")).toHaveValue("Chattogram");
  await expect(form.getByRole("radio", { name: /^Cash on delivery/ })).toBeChecked();
  await expect(form.getByLabel("Price")).toHaveValue(`$${(tool.price * quantity).toFixed(2)}`);
});
