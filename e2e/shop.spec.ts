import { randomUUID } from "node:crypto";

import { expect, test } from "./fixtures";
import { signUp } from "./support/accounts";
import { getTool, toolNamed } from "./support/catalogue";
import { insertTool } from "./support/db";
import { hydrated } from "./support/hydration";
import { postCartOrder, readOrder } from "./support/orders";

test.describe("the shopper's journey", () => {
  test("the home page shows the newest six tools and three reviews", async ({ page }) => {
    await page.goto("/");
    const tools = page.getByRole("region", { name: "Fresh from our factory" }).getByRole("listitem");
    await expect(tools).toHaveCount(6);
    const first = tools.first();
    await expect(first.getByRole("img")).toBeVisible();
    await expect(first).toContainText("Order quantity");
    await expect(first).toContainText("Available");
    await expect(first).toContainText("$");
    await expect(first.getByRole("link", { name: /Buy Now/ })).toHaveAttribute("href", /^\/tools\/[0-9a-f]{24}$/);
    const reviews = page.getByRole("region", { name: "What riders say about us" }).getByRole("listitem");
    await expect(reviews).toHaveCount(3);
    await expect(reviews.first().getByRole("img", { name: /^[0-5](\.5)? out of 5$/ })).toBeVisible();
  });

  test("order a tool by card, see it in My orders, cancel it and get the stock back", async ({ page }) => {
    await signUp(page.context().request);
    const tool = await toolNamed(page.request, "Digital Tyre Pressure Gauge");

    await page.goto(`/tools/${tool._id}`);
    await expect(page.getByRole("heading", { level: 1, name: tool.name })).toBeVisible();
    const form = page.getByRole("form", { name: "Order form" });
    await hydrated(form);
    await expect(form.getByLabel("Tool")).toHaveValue(tool.name);
    await expect(form.getByLabel("Tool")).toHaveAttribute("readonly", "");

    await form.getByLabel("Quantity").fill("1");
    await form.getByRole("button", { name: "Order Now" }).click();
    await expect(form.getByText(`The minimum order is ${tool.orderQuantity}`)).toBeVisible();

    await expect(form.getByLabel("District")).toHaveAccessibleDescription("Choose your district");
    await form.getByLabel("Phone").fill("01711 000000");
    await form.getByLabel("District").selectOption("Chattogram");
    await form.getByLabel("Area or thana").fill("Agrabad");
    await form.getByLabel("Address", { exact: true }).fill("Flat 3B, 14 Sheikh Mujib Road");
    await form.getByLabel("Quantity").fill("3");
    await expect(form.getByRole("radio", { name: /^Card/ })).toBeChecked();
    await form.getByRole("button", { name: "Order Now" }).click();
    await expect(page.getByText("Great add your order and see my order page")).toBeVisible();
    // The form waits with the way on, so a second press cannot place the same order again.
    const placed = form.getByRole("status").filter({ hasText: /Order MF-\d+/ });
    await expect(placed.getByText(/^Order MF-\d+$/)).toBeVisible();
    await expect(placed.getByRole("link", { name: "Pay now" })).toHaveAttribute(
      "href",
      /^\/dashboard\/payment\/[0-9a-f]{24}$/,
    );
    await expect(form.getByRole("button", { name: "Order Now" })).toHaveCount(0);
    expect((await getTool(page.request, tool._id)).availableQuantity).toBe(tool.availableQuantity - 3);
    await placed.getByRole("button", { name: "Order again" }).click();
    await expect(form.getByRole("button", { name: "Order Now" })).toBeEnabled();

    await page.goto("/dashboard/order");
    const row = page.getByRole("row").filter({ hasText: tool.name });
    // Three gauges are worth more than 2000 taka, so they ship free to Chattogram.
    await expect(row).toContainText(`$${(tool.price * 3).toFixed(2)}`);
    await expect(row).toContainText(`৳${(Math.round(tool.price * 122) * 3).toLocaleString("en")}`);
    await expect(row).toContainText("Free delivery");
    await expect(row).toContainText("Flat 3B, 14 Sheikh Mujib Road, Agrabad, Chattogram");
    await expect(row).toContainText("01711000000");
    await expect(row).toContainText("Unpaid");
    await expect(row.getByRole("link", { name: "Pay" })).toHaveAttribute(
      "href",
      /^\/dashboard\/payment\/[0-9a-f]{24}$/,
    );

    await row.getByRole("button", { name: /Cancel/ }).click();
    await expect(page.getByRole("alertdialog")).toContainText("Are you sure you want to cancel the order?");
    await page.getByRole("button", { name: "Yes, cancel it" }).click();
    await expect(row.getByText("Cancelled").first()).toBeVisible();
    await expect(row.getByRole("button", { name: /Cancel/ })).toHaveCount(0);
    await expect(row.getByRole("link", { name: "Pay" })).toHaveCount(0);
    expect((await getTool(page.request, tool._id)).availableQuantity).toBe(tool.availableQuantity);
  });

  test("a basket ordered cash on delivery: its page lists every part, and the taka the courier collects", async ({
    page,
  }) => {
    const { request } = page.context();
    await signUp(request);
    const suffix = randomUUID().slice(0, 8);
    const lever = { name: `Clutch Lever ${suffix}`, orderQuantity: 1, availableQuantity: 10, price: 2.5 };
    const cap = { name: `Valve Cap ${suffix}`, orderQuantity: 1, availableQuantity: 10, price: 1.25 };
    const leverId = await insertTool(lever);
    const capId = await insertTool(cap);
    const { insertedId } = await postCartOrder(
      request,
      [
        { toolId: leverId, quantity: 2 },
        { toolId: capId, quantity: 3 },
      ],
      "cod",
    );
    // At 122 taka to the dollar: $2.50 is 305 taka, $1.25 is 153 (152.5 rounded); 1069 taka of
    // parts pay the Dhaka charge of 70 taka ($0.57).
    expect(await readOrder(request, insertedId)).toMatchObject({
      price: 8.75,
      priceBdt: 1069,
      deliveryChargeBdt: 70,
      total: 9.32,
      totalBdt: 1139,
    });

    await page.goto(`/dashboard/order/${insertedId}`);
    const parts = page.getByRole("table", { name: "Parts in this order" });
    const lines = parts.getByRole("row").filter({ has: page.getByRole("rowheader") });
    await expect(lines).toHaveCount(2);
    for (const [line, tool, quantity, unit, total] of [
      [lines.nth(0), { ...lever, id: leverId }, "2", ["$2.50", "৳305"], ["$5.00", "৳610"]],
      [lines.nth(1), { ...cap, id: capId }, "3", ["$1.25", "৳153"], ["$3.75", "৳459"]],
    ] as const) {
      await expect(line.getByRole("link", { name: tool.name })).toHaveAttribute("href", `/tools/${tool.id}`);
      await expect(line.getByRole("cell").nth(0)).toHaveText(quantity);
      for (const amount of [...unit, ...total]) await expect(line).toContainText(amount);
    }
    const main = page.getByRole("main");
    await expect(main).toContainText("Items$8.75· ৳1,069");
    await expect(main).toContainText("Delivery৳70");
    await expect(main).toContainText("Total$9.32· ৳1,139");
    await expect(main.getByText("Pay ৳1,139 in cash to the courier")).toBeVisible();

    await page.goto("/dashboard/order");
    const row = page.getByRole("row").filter({ hasText: lever.name });
    await expect(row).toContainText(cap.name);
    for (const text of ["× 2", "× 3", "$9.32", "৳1,139", "incl. ৳70 delivery", "Pay the courier on delivery"])
      await expect(row).toContainText(text);
    await expect(row.getByRole("button", { name: `Cancel the order for ${lever.name} and 1 more part` })).toBeVisible();

    await page.goto(`/dashboard/payment/${insertedId}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Pay for ${lever.name} and 1 more part`);
    await expect(page.getByRole("table", { name: "Parts in this order" }).getByRole("link")).toHaveCount(2);
    await expect(page.getByText("please pay the courier ৳1,139 when the parts arrive")).toBeVisible();
  });

  test("a review appears on the home page", async ({ page }) => {
    await signUp(page.context().request);
    const text = `Great gloves, fit perfectly ${Date.now()}`;
    await page.goto("/dashboard/addReview");
    await hydrated(page.getByRole("form", { name: "Add a review" }));
    await page.getByLabel("Name").fill("Karim Uddin");
    await page.getByLabel("Review", { exact: true }).fill(text);
    await page.getByLabel("Rating").fill("4");
    await page.getByRole("button", { name: "Add review" }).click();
    await expect(page.getByText("Great add a review")).toBeVisible();

    await page.goto("/");
    const review = page
      .getByRole("region", { name: "What riders say about us" })
      .getByRole("listitem")
      .filter({ hasText: text });
    await expect(review).toContainText("Karim Uddin");
    await expect(review.getByRole("img", { name: "4 out of 5" })).toBeVisible();
  });

  test("update the profile and see it, with the new name in the navbar", async ({ page }) => {
    const account = await signUp(page.context().request);
    await page.goto("/dashboard");
    await page.getByRole("link", { name: "Update" }).click();
    await expect(page).toHaveURL(/\/update$/);
    await expect(page.getByLabel("Email")).toHaveValue(account.email);
    await hydrated(page.getByRole("form", { name: "Update profile" }));
    await page.getByLabel("Name").fill("Sumaiya Akter");
    await page.getByLabel("Phone").fill("+880 1811-222333");
    await page.getByLabel("Address").fill("House 7, Road 3, Dhanmondi, Dhaka");
    await page.getByLabel("Profession").fill("Motorcycle mechanic");
    await page.getByRole("button", { name: "Update" }).click();
    await expect(page.getByText("Update your profile")).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    const profile = page.getByRole("main");
    await expect(profile).toContainText("Sumaiya Akter");
    // Kept as the 11 digits the order form and couriers take.
    await expect(profile).toContainText("01811222333");
    await expect(profile).toContainText("House 7, Road 3, Dhanmondi, Dhaka");
    await expect(profile).toContainText("Motorcycle mechanic");
    await expect(page.getByTestId("user-name")).toHaveText("Sumaiya Akter");
  });

  test("the purchase form shows the order form for the tool in the URL", async ({ page }) => {
    await signUp(page.context().request);
    const tool = await toolNamed(page.request, "Armoured Riding Gloves");
    await page.goto(`/purchaseForm?toolId=${tool._id}`);
    await expect(page.getByRole("form", { name: "Order form" }).getByLabel("Tool")).toHaveValue(tool.name);
    await page.goto("/purchaseForm");
    await expect(page.getByRole("heading", { name: "Which tool would you like?" })).toBeVisible();
  });

  test("the portfolio is for signed-in visitors", async ({ page, baseURL }) => {
    await page.goto("/profolio");
    await expect(page).toHaveURL(`${baseURL}/login?callbackUrl=%2Fprofolio`);
    await signUp(page.context().request);
    await page.goto("/profolio");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});
