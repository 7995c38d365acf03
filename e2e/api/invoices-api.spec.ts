import type { APIRequestContext } from "@playwright/test";

import { expect, test as base } from "../fixtures";
import { newAccount, signUp } from "../support/accounts";
import { adminRequest } from "../support/admin-session";
import { e2eConfig } from "../support/env";
import { CREDIT_NOTE_NUMBER, INVOICE_NUMBER, invoiceCsv, rowsOfOrder } from "../support/invoices";
import { linkIn, waitForMail } from "../support/messages";
import { postOrder, readOrder } from "../support/orders";
import { addProduct, newProduct, type ProductBody } from "../support/products";
import { payAtGateway, startWalletPayment } from "../support/sslcommerz";

/** `admin`: an API context signed in as the admin (one login per worker, see admin-session.ts). */
const test = base.extend<{ admin: APIRequestContext }>({
  admin: async ({}, use) => {
    const admin = await adminRequest();
    await use(admin);
    await admin.dispose();
  },
});

const invoicePath = (orderId: string) => `/dashboard/order/${orderId}/invoice`;
const vatOf = (total: number, rate: number) => Math.round((total * rate) / (100 + rate));

/** Places an order of `quantity` of a new product (cheap enough to pay for delivery); cash on delivery unless told. */
async function orderNewProduct(
  admin: APIRequestContext,
  buyer: APIRequestContext,
  {
    vatRate,
    quantity = 2,
    paymentMethod = "cod",
  }: { vatRate?: ProductBody["vatRate"]; quantity?: number; paymentMethod?: "cod" | "sslcommerz" | "card" } = {},
) {
  const toolId = await addProduct(admin, newProduct({ vatRate, price: 4.5 }));
  const { insertedId } = await postOrder(buyer, { toolId, quantity, paymentMethod });
  return { toolId, orderId: insertedId, order: await readOrder(buyer, insertedId) };
}

test.describe("invoices and credit notes", () => {
  test("a confirmed cash order and a paid wallet order each get one invoice that adds up to their taka total", async ({
    request,
    admin,
  }) => {
    const buyer = await signUp(request, newAccount("invoiced"));
    const cash = await orderNewProduct(admin, request, { vatRate: 5, quantity: 3 });
    const wallet = await orderNewProduct(admin, request, { paymentMethod: "sslcommerz" });
    // Unpaid, a wallet order is owed nothing yet.
    expect((await request.get(invoicePath(wallet.orderId))).status()).toBe(404);
    await payAtGateway((await startWalletPayment(request, wallet.orderId)).tranId);
    expect((await readOrder(request, wallet.orderId)).status).toBe("paid");

    const page = await request.get(invoicePath(cash.orderId));
    expect(page.status()).toBe(200);
    expect(page.headers()["cache-control"]).toContain("no-store");
    const html = await page.text();
    for (const field of [
      "Tax invoice",
      "Mushak-6.3",
      `BIN ${e2eConfig.shopBin}`,
      "MotoForge Industries Ltd.",
      buyer.name,
      "01711000000",
      "House 12, Road 3",
      `MF-${cash.order.orderNumber}`,
      "Cash on delivery",
      "taka only",
    ])
      expect(html, field).toContain(field);

    const { rows } = await invoiceCsv(admin);
    for (const { order } of [cash, wallet]) {
      const own = rowsOfOrder(rows, order.orderNumber);
      expect(new Set(own.map((row) => row.number)).size, `one invoice for MF-${order.orderNumber}`).toBe(1);
      expect(own[0]!.number).toMatch(INVOICE_NUMBER);
      const sum = (column: string) => own.reduce((total, row) => total + Number(row[column]), 0);
      expect(sum("total BDT")).toBe(order.totalBdt);
      expect(sum("value BDT") + sum("VAT BDT")).toBe(order.totalBdt);
      expect(Number(own[0]!["document total BDT"])).toBe(order.totalBdt);
    }
    expect(cash.order.deliveryChargeBdt).toBeGreaterThan(0);
    const [line, delivery] = rowsOfOrder(rows, cash.order.orderNumber);
    expect(line).toMatchObject({ quantity: "3", "VAT %": "5", payment: "cod" });
    expect(Number(line!["VAT BDT"])).toBe(vatOf(cash.order.priceBdt, 5));
    // Delivery and products without a rate of their own: VAT_RATE, 15 by default.
    expect(delivery).toMatchObject({
      row: "delivery",
      "VAT %": "15",
      "total BDT": String(cash.order.deliveryChargeBdt),
    });
    expect(rowsOfOrder(rows, wallet.order.orderNumber)[0]).toMatchObject({ "VAT %": "15", payment: "sslcommerz" });
  });

  test("the confirmation and the paid e-mails link to the invoice", async ({ request, admin }) => {
    const buyer = await signUp(request, newAccount("mailed"));
    const { orderId, order } = await orderNewProduct(admin, request);
    const mail = await waitForMail(buyer.email, `MF-${order.orderNumber}`);
    expect(linkIn(mail, invoicePath(orderId))).toContain(invoicePath(orderId));
  });

  test("only the buyer and admins see an invoice: another buyer gets a 404, a visitor the login page", async ({
    request,
    admin,
    playwright,
    baseURL,
  }) => {
    await signUp(request);
    const { orderId } = await orderNewProduct(admin, request);
    const other = await playwright.request.newContext({ baseURL });
    const visitor = await playwright.request.newContext({ baseURL });
    await signUp(other);
    for (const path of [invoicePath(orderId), `/bn${invoicePath(orderId)}`]) {
      expect((await request.get(path)).status(), path).toBe(200);
      expect((await admin.get(path)).status(), path).toBe(200);
      expect((await other.get(path)).status(), path).toBe(404);
      const redirected = await visitor.get(path, { maxRedirects: 0 });
      expect(redirected.status(), path).toBe(307);
      expect(redirected.headers().location).toContain("/login");
    }
    for (const id of ["000000000000000000000000", "not-an-id", "%ZZ"])
      expect((await request.get(invoicePath(id))).status(), id).toBe(404);
    // A card order never paid was never sold.
    const unpaid = await orderNewProduct(admin, request, { paymentMethod: "card" });
    expect((await request.get(invoicePath(unpaid.orderId))).status()).toBe(404);
    await Promise.all([other.dispose(), visitor.dispose()]);
  });

  test("concurrent confirmations take consecutive numbers, none shared, none skipped", async ({ request, admin }) => {
    await signUp(request);
    const toolId = await addProduct(admin, newProduct({ availableQuantity: 100 }));
    const placed = await Promise.all(
      Array.from({ length: 8 }, () => postOrder(request, { toolId, quantity: 2, paymentMethod: "cod" })),
    );
    const { rows } = await invoiceCsv(admin);
    const numbers = placed.map(({ orderNumber }) => rowsOfOrder(rows, orderNumber)[0]?.number);
    expect(new Set(numbers).size).toBe(placed.length);
    // The whole month's series, whoever else issued meanwhile: 1, 2, 3... without a gap.
    const invoices = [...new Set(rows.filter((row) => row.type === "invoice").map((row) => row.number ?? ""))];
    const sequences = invoices.map((number) => Number(number.slice(-6))).sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: sequences.length }, (_, i) => sequences[0]! + i));
    for (const number of numbers) expect(number).toMatch(INVOICE_NUMBER);
  });

  test("an invoice keeps what was sold after the product's price, name and VAT change", async ({ request, admin }) => {
    await signUp(request);
    const { toolId, orderId, order } = await orderNewProduct(admin, request, { vatRate: 7.5 });
    const before = await request.get(invoicePath(orderId));
    const { rows: rowsBefore } = await invoiceCsv(admin);
    const renamed = await admin.patch(`/api/tools/${toolId}`, {
      data: { name: "Renamed after the sale", price: 99.99, vatRate: 0 },
    });
    expect(renamed.status()).toBe(200);
    const after = await request.get(invoicePath(orderId));
    expect(await after.text()).not.toContain("Renamed after the sale");
    expect(await after.text()).toContain(order.items[0]!.toolName);
    const { rows: rowsAfter } = await invoiceCsv(admin);
    expect(rowsOfOrder(rowsAfter, order.orderNumber)).toEqual(rowsOfOrder(rowsBefore, order.orderNumber));
    expect(rowsOfOrder(rowsAfter, order.orderNumber)[0]).toMatchObject({ "VAT %": "7.5" });
    expect(before.status()).toBe(200);
  });

  test("a cancel after the invoice brings a credit note for it, in its own series, once", async ({
    request,
    admin,
  }) => {
    await signUp(request);
    const { orderId, order } = await orderNewProduct(admin, request);
    const invoice = INVOICE_NUMBER.exec(await (await request.get(invoicePath(orderId))).text())![0];
    expect((await request.delete(`/api/order/${orderId}`)).status()).toBe(200);
    const html = await (await request.get(invoicePath(orderId))).text();
    expect(html).toContain(`Against invoice ${invoice}`);
    expect(html).toMatch(CREDIT_NOTE_NUMBER);

    const { rows } = await invoiceCsv(admin);
    const own = rowsOfOrder(rows, order.orderNumber);
    const credit = own.filter((row) => row.type === "credit note");
    expect(new Set(credit.map((row) => row.number)).size).toBe(1);
    expect(credit[0]).toMatchObject({ "against invoice": invoice, "document total BDT": String(-order.totalBdt) });
    // The month's sums net the cancelled sale out.
    expect(own.reduce((sum, row) => sum + Number(row["total BDT"]), 0)).toBe(0);
    // Opened again, nothing more is issued.
    await request.get(invoicePath(orderId));
    expect(rowsOfOrder((await invoiceCsv(admin)).rows, order.orderNumber)).toHaveLength(own.length);
  });
});

test.describe("GET /api/invoices.csv", () => {
  test("visitors get 401 and customers 403, whatever the month", async ({ playwright, baseURL }) => {
    const visitor = await playwright.request.newContext({ baseURL });
    const customer = await playwright.request.newContext({ baseURL });
    await signUp(customer);
    for (const query of ["", "?month=2026-11", "?month=nonsense"]) {
      expect((await visitor.get(`/api/invoices.csv${query}`)).status(), query).toBe(401);
      expect((await customer.get(`/api/invoices.csv${query}`)).status(), query).toBe(403);
    }
    await Promise.all([visitor.dispose(), customer.dispose()]);
  });

  test("a bad month is a 400 naming it, never a 500", async ({ admin }) => {
    for (const month of [
      "2026-13",
      "2026-00",
      "2026-1",
      "26-11",
      "2026-11-01",
      "%00",
      "9".repeat(5000),
      "2026-11&month=x",
    ]) {
      const response = await admin.get(`/api/invoices.csv?month=${encodeURIComponent(month)}`);
      expect(response.status(), month).toBe(400);
      expect((await response.json()).fields).toHaveProperty("month");
    }
  });

  test("is UTF-8 with a BOM, a download, one row per line, and empty months have the header alone", async ({
    admin,
  }) => {
    const response = await admin.get("/api/invoices.csv?month=2001-01");
    expect(response.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers()["content-disposition"]).toBe('attachment; filename="motoforge-invoices-2001-01.csv"');
    expect(response.headers()["cache-control"]).toContain("no-store");
    const text = (await response.body()).toString("utf8");
    expect(text.startsWith("\uFEFFnumber,type,issued (Dhaka)")).toBe(true);
    expect(text.trimEnd().split("\r\n")).toHaveLength(1);
  });
});

test.describe("a product's VAT rate", () => {
  test("is 0, 5, 7.5 or 15 (or null for the shop's rate); anything else is a 400; cross-site changes are refused", async ({
    admin,
  }) => {
    const toolId = await addProduct(admin);
    for (const vatRate of [3, "15", -5, 150, true, { $gt: 0 }]) {
      const response = await admin.patch(`/api/tools/${toolId}`, { data: { vatRate } });
      expect(response.status(), JSON.stringify(vatRate)).toBe(400);
      expect((await response.json()).fields).toHaveProperty("vatRate");
    }
    for (const vatRate of [0, 5, 7.5, 15, null]) {
      const response = await admin.patch(`/api/tools/${toolId}`, { data: { vatRate } });
      expect(response.status(), String(vatRate)).toBe(200);
    }
    const crossSite = await admin.patch(`/api/tools/${toolId}`, {
      data: { vatRate: 0 },
      headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    });
    expect(crossSite.status()).toBe(403);
  });
});
