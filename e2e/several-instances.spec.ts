import { randomUUID } from "node:crypto";

import { expect, request, test, type APIRequestContext } from "@playwright/test";

import { formatPrice } from "../lib/money";
import { demoUsers } from "../lib/seed/catalogue";
import { logIn, newAccount, signUp } from "./support/accounts";
import { startInstances, type Instances } from "./support/instances";

/*
 * Two instances of the shop on one database and one Redis (REDIS_URL) share one cache: a write
 * through either shows on the other as soon as it hears of it, a session made on one is valid on the other,
 * and while Redis is down each renders for itself, until it is back and they share again.
 */
test.describe.configure({ mode: "serial" });

let shops: Instances;
/** No session: what any visitor gets. */
let visitor: APIRequestContext;
let admin: APIRequestContext;
let rider: APIRequestContext;
let toolId: string;

const demoAccount = (role: "admin" | "user") => demoUsers.find((account) => account.role === role)!;
/** A price no other product has, so a page shows it only once the change reached it. */
const newPrice = () => 100 + Math.floor(Math.random() * 90_000) / 100;
const cacheState = async (url: string) => (await visitor.get(url)).headers()["x-nextjs-cache"];

async function html(url: string) {
  const response = await visitor.get(url);
  expect(response.status(), url).toBe(200);
  return response.text();
}

/**
 * The page at `url` on the instance that did not make a change, once it shows `text`. That instance
 * hears of the revalidation through Redis pub/sub, and the writer waits at most 250 ms for Redis
 * before it answers (a slow Redis must not hold up the shop; lib/cache/redis-link.ts): on a loaded
 * machine the message can arrive just after the test's next request (CI caught that once), never
 * later than Redis takes to run it.
 */
const onTheOtherInstance = (url: string) => expect.poll(() => html(url), { message: url });

async function changePrice(shop: string) {
  const price = newPrice();
  expect((await admin.patch(`${shop}/api/tools/${toolId}`, { data: { price } })).ok()).toBe(true);
  return formatPrice(price);
}

/** Once both cache again, a page one of them renders is what the other serves from the cache. */
async function expectSharing() {
  for (const shop of [shops.a, shops.b]) await expect.poll(() => cacheState(`${shop}/`)).toBe("HIT");
  const price = await changePrice(shops.a);
  expect(await html(`${shops.a}/`)).toContain(price);
  // B's copy was outdated by the change; it serves the one A has just rendered.
  expect(await cacheState(`${shops.b}/`)).toBe("HIT");
  await onTheOtherInstance(`${shops.b}/`).toContain(price);
}

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(180_000); // A fresh machine installs redis-server first.
  shops = await startInstances();
  visitor = await request.newContext();
  // Signed in on A; the tests use the sessions on B too.
  const signedIn = async (role: "admin" | "user") => {
    const context = await request.newContext({ baseURL: shops.a });
    await logIn(context, demoAccount(role));
    return context;
  };
  [admin, rider] = await Promise.all([signedIn("admin"), signedIn("user")]);
  // The newest product: on the home page and the catalogue's first page.
  toolId = ((await (await visitor.get(`${shops.a}/api/tools`)).json()) as { _id: string }[])[0]!._id;
});

test.afterAll(async () => {
  await Promise.all([visitor, admin, rider].map((context) => context?.dispose()));
  await shops?.close();
});

test("a price change or a review through either instance shows on the other too", async () => {
  const reviewer = await request.newContext({ baseURL: shops.a });
  await signUp(reviewer, newAccount("reviewer"));
  for (const [writer, reader] of [
    [shops.a, shops.b],
    [shops.b, shops.a],
  ] as const) {
    // Both pages in both instances' caches first, so what follows proves the writes reach them.
    for (const url of [writer, reader].flatMap((shop) => [`${shop}/`, `${shop}/tools`])) await html(url);

    const price = await changePrice(writer);
    await onTheOtherInstance(`${reader}/`).toContain(price);
    await onTheOtherInstance(`${reader}/tools`).toContain(price);

    const review = `Fitted the brake pads before the monsoon ${randomUUID().slice(0, 8)}`;
    const posted = await reviewer.post(`${writer}/api/review`, {
      data: { review: { name: "Tanvir", buyerReview: review, rating: 5 } },
    });
    expect(posted.status()).toBe(201);
    await onTheOtherInstance(`${reader}/`).toContain(review);
    // The reader rendered the page afresh; the writer serves that copy from the shared cache.
    expect(await cacheState(`${writer}/`)).toBe("HIT");
    expect(await html(`${writer}/`)).toContain(review);
  }
  await reviewer.dispose();
});

test("a sign-in on one instance is valid on the other", async () => {
  const customer = await request.newContext({ baseURL: shops.a });
  const account = await signUp(customer, newAccount());
  const profile = await customer.get(`${shops.b}/api/myProfile?email=${encodeURIComponent(account.email)}`);
  expect(profile.status()).toBe(200);
  expect(((await profile.json()) as { email: string }).email).toBe(account.email);
  expect((await customer.get(`${shops.b}/dashboard`, { maxRedirects: 0 })).status()).toBe(200);
  // Without the session, the same page sends the visitor to sign in.
  expect((await visitor.get(`${shops.b}/dashboard`, { maxRedirects: 0 })).status()).toBe(307);
  await customer.dispose();
});

test("without Redis both instances serve every page, and share again once it is back", async () => {
  const riderEmail = encodeURIComponent(demoAccount("user").email);
  const [order] = (await (await rider.get(`/api/myorder?email=${riderEmail}`)).json()) as { _id: string }[];
  const pages: [APIRequestContext, string][] = [
    ...["/", "/tools", "/tools?q=brake&sort=price-asc", "/blog", "/legal/terms", "/login", "/signUp"].map(
      (path) => [visitor, path] as [APIRequestContext, string],
    ),
    ...["/api/tools", "/api/customerReview", "/api/bikes", "/forgot-password"].map(
      (path) => [visitor, path] as [APIRequestContext, string],
    ),
    ...[
      `/tools/${toolId}`,
      `/purchaseForm?toolId=${toolId}`,
      "/profolio",
      "/update",
      "/dashboard",
      "/dashboard/order",
      `/dashboard/order/${order!._id}`,
      "/dashboard/addReview",
    ].map((path) => [rider, path] as [APIRequestContext, string]),
    ...[
      "/dashboard/allOrders",
      "/dashboard/addProducts",
      "/dashboard/makeAdmin",
      "/dashboard/bikes",
      "/dashboard/outbox",
      "/manageproducts",
      `/manageproducts/${toolId}`,
    ].map((path) => [admin, path] as [APIRequestContext, string]),
  ];

  await shops.redis.stop();
  for (const shop of [shops.a, shops.b]) {
    for (const [context, path] of pages) {
      const response = await context.get(`${shop}${path}`, { maxRedirects: 0 });
      expect(response.status(), `${shop}${path}`).toBe(200);
      // The error page's heading as rendered: its text also travels in every page's data, for the
      // browser to show should a later render fail.
      expect(await response.text(), `${shop}${path}`).not.toContain(">Something went wrong<");
    }
  }
  // Each renders for itself meanwhile, so a write through one still shows on the other.
  const priceWithoutRedis = await changePrice(shops.a);
  expect(await html(`${shops.b}/`)).toContain(priceWithoutRedis);

  await shops.redis.start();
  await expectSharing();
});

test("a Redis that stops answering without closing its connections is noticed within seconds", async () => {
  shops.redis.freeze();
  // Its pings go unanswered: each instance stops serving from the cache and renders every page.
  for (const shop of [shops.a, shops.b]) await expect.poll(() => cacheState(`${shop}/`)).toBe("MISS");
  const price = await changePrice(shops.a);
  expect(await html(`${shops.b}/`)).toContain(price);

  shops.redis.thaw();
  await expectSharing();
});
