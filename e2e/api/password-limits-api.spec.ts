import { expect, test } from "../fixtures";
import { newAccount, signUp } from "../support/accounts";
import { postCredentials } from "../support/auth-js";
import { e2eConfig } from "../support/env";

/** Where Auth.js's own password endpoint sent the caller, and with which refusal code. */
const refusal = (response: { headers(): Record<string, string> }) =>
  new URL(response.headers().location ?? "", "http://shop.invalid").searchParams.get("code");

test("Auth.js's own password endpoint counts wrong passwords like /api/login", async ({ request }) => {
  // Eleven password checks in a row, each behind its own CSRF round trip.
  test.slow();
  const account = await signUp(request, newAccount());
  for (let i = 0; i < 10; i++)
    expect(refusal(await postCredentials(request, { ...account, password: "wrong-password" }))).toBe("credentials");
  expect(refusal(await postCredentials(request, account))).toBe("rate_limited");
  expect((await request.post("/api/login", { data: account })).status()).toBe(429);
});

test("a forged X-Forwarded-For on each attempt does not escape the per-address limit", async ({ playwright }) => {
  // This shop trusts no proxy and allows few password checks per address (global setup).
  const shop = await playwright.request.newContext({ baseURL: process.env.E2E_STRICT_LIMITS_BASE_URL });
  const forged = (i: number) => ({ "X-Forwarded-For": `203.0.113.${i}`, "X-Real-IP": `198.51.100.${i}` });
  for (let i = 0; i < e2eConfig.strictRateLimit; i++) {
    const guess = { email: `victim${i}@e2e.test`, password: "a-guessed-password" };
    // Both password paths draw on the same allowance.
    const response =
      i % 2 === 0
        ? await shop.post("/api/login", { data: guess, headers: forged(i) })
        : await postCredentials(shop, guess, forged(i));
    expect(response.status(), `attempt ${i + 1}`).toBe(i % 2 === 0 ? 401 : 302);
  }
  const limited = await shop.post("/api/login", {
    data: { email: "victim@e2e.test", password: "a-guessed-password" },
    headers: forged(99),
  });
  expect(limited.status()).toBe(429);
  await shop.dispose();
});
