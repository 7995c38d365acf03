import { readFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";

import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { startStripeDouble, type StripeDouble } from "./server";
import { stripeJsStandIn } from "./stripe-js-stand-in";

// A minimal card checkout, written like the shop's: loadStripe from @stripe/stripe-js, then confirmCardPayment.
const CHECKOUT_PAGE = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><title>Checkout</title></head>
  <body>
    <h1>Checkout</h1>
    <form>
      <div id="card"></div>
      <button type="submit" disabled>Pay</button>
      <button type="button" id="save">Save card</button>
      <p role="status"></p>
    </form>
    <script type="module">
      import { loadStripe } from "/stripe-js.mjs";
      const query = new URLSearchParams(location.search);
      const stripe = await loadStripe(query.get("pk"));
      const card = stripe.elements().create("card");
      const form = document.querySelector("form");
      const status = document.querySelector("[role=status]");
      card.mount("#card");
      card.on("ready", () => (form.querySelector("button").disabled = false));
      card.on("change", (event) => (status.textContent = event.error ? event.error.message : ""));
      const billing_details = { name: "Rider One", email: "rider@example.com" };
      form.addEventListener("submit", async (event) => {
        event.preventDefault();
        const result = await stripe.confirmCardPayment(query.get("secret"), { payment_method: { card, billing_details } });
        status.textContent = result.error ? result.error.message : "Payment " + result.paymentIntent.status;
      });
      document.querySelector("#save").addEventListener("click", async () => {
        const result = await stripe.createPaymentMethod({ type: "card", card, billing_details });
        status.textContent = result.error ? result.error.message : "Saved " + result.paymentMethod.id;
      });
      const { paymentIntent } = await stripe.retrievePaymentIntent(query.get("secret"));
      document.querySelector("h1").textContent = "Pay " + paymentIntent.amount + " " + paymentIntent.currency;
    </script>
  </body>
</html>`;

let double: StripeDouble;
let shop: Server;
let shopUrl: string;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let stripeJsRequests: string[];
let consoleProblems: string[];

/**
 * Serves the page and the real @stripe/stripe-js loader from a second local origin: Chromium only lets
 * pages served from loopback call the loopback double, so the page cannot be a routed fake.
 */
async function startShop(): Promise<Server> {
  const loader = await readFile(createRequire(import.meta.url).resolve("@stripe/stripe-js/dist/index.mjs"), "utf8");
  const server = createServer((req, res) => {
    const [type, body] = req.url === "/stripe-js.mjs" ? ["text/javascript", loader] : ["text/html", CHECKOUT_PAGE];
    res.writeHead(200, { "Content-Type": type }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return server;
}

beforeAll(async () => {
  double = await startStripeDouble();
  shop = await startShop();
  shopUrl = `http://127.0.0.1:${(shop.address() as AddressInfo).port}`;
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
  });
});

afterAll(async () => {
  await browser?.close();
  shop?.closeAllConnections();
  await new Promise((resolve) => shop?.close(resolve));
  await double?.close();
});

beforeEach(async () => {
  stripeJsRequests = [];
  consoleProblems = [];
  context = await browser.newContext();
  context.setDefaultTimeout(5_000);
  await context.route("https://js.stripe.com/**", (route) => {
    stripeJsRequests.push(route.request().url());
    return route.fulfill({ contentType: "application/javascript", body: stripeJsStandIn(double.url) });
  });
  page = await context.newPage();
  page.on("console", (message) => {
    if (message.type() === "warning" || message.type() === "error") consoleProblems.push(message.text());
  });
  page.on("pageerror", (error) => consoleProblems.push(error.message));
});

afterEach(() => context.close());

async function openCheckout(clientSecret: string) {
  const query = new URLSearchParams({ pk: double.publishableKey, secret: clientSecret });
  await page.goto(`${shopUrl}/checkout?${query}`);
}

async function fillCard(number: string, expiry = "12 / 34", cvc = "123") {
  await page.getByLabel("Card number").fill(number);
  await page.getByLabel("Expiration date").fill(expiry);
  await page.getByLabel("CVC").fill(cvc);
}

function statusText(text: string) {
  return page.getByRole("status").filter({ hasText: text }).waitFor();
}

describe("Stripe.js stand-in", () => {
  it("is loaded by loadStripe and pays with 4242 through the double", async () => {
    const intent = double.createPaymentIntent({ amount: 2599, metadata: { orderId: "order-1" } });
    await openCheckout(intent.client_secret ?? "");

    await page.getByRole("heading", { name: "Pay 2599 usd" }).waitFor();
    await fillCard("4242 4242 4242 4242");
    await page.getByRole("button", { name: "Pay" }).click();
    await statusText("Payment succeeded");

    const paid = double.paymentIntents.get(intent.id);
    expect(paid).toMatchObject({ status: "succeeded", amount_received: 2599 });
    const method = double.paymentMethods.get(String(paid?.payment_method));
    expect(method?.billing_details).toMatchObject({ name: "Rider One", email: "rider@example.com" });
    expect(method?.card).toMatchObject({ brand: "visa", last4: "4242", exp_month: 12, exp_year: 2034 });
    expect(stripeJsRequests).toEqual(["https://js.stripe.com/endive/stripe.js"]);
    expect(consoleProblems).toEqual([]);
  });

  it("shows the decline for 4000 0000 0000 0002 and leaves the intent unpaid", async () => {
    const intent = double.createPaymentIntent({ amount: 2599 });
    await openCheckout(intent.client_secret ?? "");

    await fillCard("4000 0000 0000 0002");
    await page.getByRole("button", { name: "Pay" }).click();
    await statusText("Your card was declined.");

    expect(double.paymentIntents.get(intent.id)).toMatchObject({
      status: "requires_payment_method",
      last_payment_error: { code: "card_declined" },
    });
  });

  it("creates a PaymentMethod from the card Element", async () => {
    await openCheckout(double.createPaymentIntent({ amount: 2599 }).client_secret ?? "");

    await fillCard("4242 4242 4242 4242", "04 / 31", "314");
    await page.getByRole("button", { name: "Save card" }).click();
    await statusText("Saved pm_");

    const id = (await page.getByRole("status").textContent())?.replace("Saved ", "") ?? "";
    expect(double.paymentMethods.get(id)).toMatchObject({
      card: { last4: "4242", exp_month: 4, exp_year: 2031 },
      billing_details: { name: "Rider One", email: "rider@example.com" },
    });
  });

  it("validates the card in the browser before calling the API", async () => {
    const intent = double.createPaymentIntent({ amount: 2599 });
    await openCheckout(intent.client_secret ?? "");

    await page.getByLabel("Card number").fill("4242424242424241");
    await statusText("Your card number is invalid.");
    expect(await page.getByLabel("Card number").inputValue()).toBe("4242 4242 4242 4241");
    expect(await page.locator("#card").getAttribute("class")).toContain("StripeElement--invalid");

    await fillCard("4242 4242", "12 / 34", "123");
    await page.getByRole("button", { name: "Pay" }).click();
    await statusText("Your card number is incomplete.");
    expect(double.paymentIntents.get(intent.id)).toMatchObject({
      status: "requires_payment_method",
      last_payment_error: null,
    });
  });
});
