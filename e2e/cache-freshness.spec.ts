import { randomUUID } from "node:crypto";

import { expect, test } from "./fixtures";
import { newAccount, signUp } from "./support/accounts";
import { adminRequest } from "./support/admin-session";
import { addProduct, newProduct } from "./support/products";

/*
 * The home page and the catalogue are served from Next.js's cache. Every write that changes
 * what they show invalidates them, so the very next request shows it: no waiting for the
 * minute after which the cache would expire anyway.
 */
const NO_MATCH = "Nothing in the catalogue matches these filters.";

/** A product card's heading in a page's HTML (the catalogue also repeats the search words). */
const card = (name: string) => new RegExp(`<h3[^>]*>${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}</h3>`);

test("the home page and the catalogue show an admin's product changes on the next request, in both languages", async ({
  request,
}) => {
  const product = newProduct();
  const catalogue = `/tools?q=${encodeURIComponent(product.name)}`;
  const page = async (url: string) => (await request.get(url)).text();
  // The Bangla home page is cached under the same tags as the English one.
  const homes = ["/", "/bn"];
  // Every page is in the cache before the writes, so what follows proves the writes clear it.
  for (const home of homes) expect(await page(home)).not.toMatch(card(product.name));
  expect(await page(catalogue)).toContain(NO_MATCH);

  const admin = await adminRequest();
  const id = await addProduct(admin, product);
  for (const home of homes) expect(await page(home)).toMatch(card(product.name));
  expect(await page(catalogue)).toMatch(card(product.name));

  const renamed = `${product.name} Pro`;
  expect((await admin.patch(`/api/tools/${id}`, { data: { name: renamed } })).ok()).toBe(true);
  for (const home of homes) expect(await page(home)).toMatch(card(renamed));
  expect(await page(catalogue)).toMatch(card(renamed));

  expect((await admin.delete(`/api/tools/${id}`)).ok()).toBe(true);
  for (const home of homes) expect(await page(home)).not.toMatch(card(renamed));
  expect(await page(catalogue)).toContain(NO_MATCH);
  await admin.dispose();
});

test("a new review shows on the home page on the next request", async ({ request, playwright, baseURL }) => {
  const text = `Fitted the chain kit in an afternoon ${randomUUID().slice(0, 8)}`;
  expect(await (await request.get("/")).text()).not.toContain(text);

  const customer = await playwright.request.newContext({ baseURL });
  await signUp(customer, newAccount("reviewer"));
  const posted = await customer.post("/api/review", {
    data: { review: { name: "Tanvir", buyerReview: text, rating: 5 } },
  });
  expect(posted.status()).toBe(201);
  expect(await (await request.get("/")).text()).toContain(text);
  await customer.dispose();
});
