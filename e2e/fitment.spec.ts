import { randomUUID } from "node:crypto";

import { expect, test } from "./fixtures";
import { signUp } from "./support/accounts";
import { adminRequest, signInAsAdmin } from "./support/admin-session";
import { hydrated } from "./support/hydration";
import { addProduct, newProduct } from "./support/products";

/** Three products of one test, found by a word only they carry: one per kind of fitment. */
async function addFittedProducts() {
  const word = `Fitz${randomUUID().slice(0, 6)}`;
  const admin = await adminRequest();
  const ids = {
    forkSeals: await addProduct(
      admin,
      newProduct({ name: `${word} Fork Seals`, fits: [{ make: "bajaj", model: "pulsar-n160", years: [2022, 2024] }] }),
    ),
    chainGuard: await addProduct(
      admin,
      newProduct({ name: `${word} Chain Guard`, fits: [{ make: "honda", model: "livo-110", years: [2015, 2026] }] }),
    ),
    toolRoll: await addProduct(admin, newProduct({ name: `${word} Tool Roll`, category: "tools", universal: true })),
  };
  await admin.dispose();
  return { word, ids };
}

test.describe("fits my bike", () => {
  test("a rider picks a bike in the navbar, the catalogue narrows to it, and the profile keeps it", async ({
    page,
  }) => {
    const { word } = await addFittedProducts();
    await signUp(page.request);
    const products = page.getByRole("list", { name: "Products" }).getByRole("listitem");

    await page.goto(`/tools?q=${word}`);
    await expect(products).toHaveCount(3);
    await page.getByRole("button", { name: "My bike" }).click();
    const garage = page.getByRole("region", { name: "My bike" });
    await garage.getByLabel("Maker").selectOption({ label: "Bajaj" });
    await garage.getByLabel("Model").selectOption({ label: "Pulsar N160 (165 cc)" });
    await garage.getByLabel("Year").selectOption("2024");
    await garage.getByRole("button", { name: "Show parts for this bike" }).click();

    await expect(page).toHaveURL("/tools?bike=bajaj/pulsar-n160/2024");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Parts, accessories and tools for the Bajaj Pulsar N160 (2024)",
    );
    await expect(page.getByRole("button", { name: "My bike: Pulsar N160 (2024)" })).toBeVisible();
    // A search keeps the bike (the browser escapes the slashes of a form's field).
    await page.getByRole("searchbox", { name: "Search the catalogue" }).fill(word);
    await page.getByRole("searchbox", { name: "Search the catalogue" }).press("Enter");
    await expect(page).toHaveURL(`/tools?q=${word}&bike=${encodeURIComponent("bajaj/pulsar-n160/2024")}`);
    await expect(products).toHaveCount(2);
    await expect(products.filter({ hasText: "Fork Seals" })).toContainText("Fits your Pulsar N160 (2024)");
    await expect(products.filter({ hasText: "Tool Roll" })).toContainText("Fits every bike");

    // "Show everything" drops the bike; the catalogue then offers the bike in use.
    await page.getByRole("link", { name: "Show everything" }).click();
    await expect(page).toHaveURL(`/tools?q=${word}`);
    await expect(products).toHaveCount(3);
    await page.getByRole("link", { name: "Show only what fits my Pulsar N160 (2024)" }).click();
    await expect(page).toHaveURL(`/tools?q=${word}&bike=bajaj/pulsar-n160/2024`);
    await expect(products).toHaveCount(2);

    await page.goto("/dashboard");
    await expect(page.getByRole("link", { name: "Parts for the Pulsar N160 (2024)" })).toHaveAttribute(
      "href",
      "/tools?bike=bajaj/pulsar-n160/2024",
    );
  });

  test("each tool page says whether a part fits the rider's bike, and the order form warns before one that does not", async ({
    page,
  }) => {
    const { ids } = await addFittedProducts();
    await signUp(page.request);
    // The garage answer sets this browser's bike cookie.
    const chosen = await page.request.put("/api/garage", {
      data: { bikes: [{ make: "bajaj", model: "pulsar-n160", year: 2024 }], active: 0 },
    });
    expect(chosen.status()).toBe(200);

    await page.goto(`/tools/${ids.forkSeals}`);
    await expect(page.getByTestId("fitment-verdict")).toHaveText("Fits your Pulsar N160 (2024)");
    await expect(page.getByRole("list", { name: "Bikes it fits" })).toHaveText("Bajaj Pulsar N160 (2022–2024)");
    await expect(page.locator("#fit-warning")).toHaveCount(0);

    await page.goto(`/tools/${ids.chainGuard}`);
    await expect(page.getByTestId("fitment-verdict")).toHaveText("Does not fit your Pulsar N160");
    await expect(page.getByRole("button", { name: "Order Now" })).toHaveAccessibleDescription(
      "This part does not fit your Pulsar N160 (2024). Order it only if it is for another bike.",
    );

    await page.goto(`/tools/${ids.toolRoll}`);
    await expect(page.getByTestId("fitment-verdict")).toHaveText(
      "Universal: fits every bike, your Pulsar N160 (2024) too",
    );
  });

  test("the admin lists the bikes a product fits in the product form, and its page shows them", async ({
    page,
    context,
  }) => {
    await signInAsAdmin(context);
    const admin = await adminRequest();
    const id = await addProduct(admin);
    await admin.dispose();

    await page.goto(`/manageproducts/${id}`);
    const fits = page.getByRole("group", { name: "Fits" });
    await expect(fits).toContainText("No bikes yet");
    await hydrated(fits);
    await fits.getByLabel("Model").fill("Yamaha R15 V4");
    await fits.getByLabel("From").selectOption("2022");
    await fits.getByRole("button", { name: "Add bike" }).click();
    await expect(fits.getByRole("list", { name: "Bikes it fits" })).toHaveText("Yamaha R15 V4, 2022–2026");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page).toHaveURL("/manageproducts");

    await page.goto(`/tools/${id}`);
    await expect(page.getByRole("list", { name: "Bikes it fits" })).toHaveText("Yamaha R15 V4 (2022–2026)");
  });
});
