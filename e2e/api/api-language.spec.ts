import { expect, test } from "../fixtures";
import { newAccount, signUp } from "../support/accounts";
import { waitForMail } from "../support/messages";

/** The API refuses in the language the caller asks for, and in English whatever else it is sent. */
test.describe("API answers in the caller's language", () => {
  test("a refusal is in Bangla when Bangla is preferred, in English otherwise", async ({ playwright, baseURL }) => {
    for (const [language, expected] of [
      ["bn", "আগে লগইন করুন।"],
      ["bn-BD,bn;q=0.9,en-US;q=0.8", "আগে লগইন করুন।"],
      ["en-US,en;q=0.9", "Please log in first."],
      ["*", "Please log in first."],
      ["bn;q=0", "Please log in first."],
      ["fr-FR", "Please log in first."],
      ["<garbage>;q=banana,,,", "Please log in first."],
      [`en;q=0.1,${"x-y;q=0.2,".repeat(400)}bn`, "Please log in first."],
    ] as const) {
      const context = await playwright.request.newContext({
        baseURL,
        extraHTTPHeaders: { "Accept-Language": language },
      });
      const response = await context.get("/api/user");
      expect(response.status(), language).toBe(401);
      expect(await response.json(), language).toEqual({ error: expected });
      await context.dispose();
    }
  });

  test("a wrong password in Bangla, and the spec's English text otherwise", async ({ playwright, baseURL }) => {
    const data = { email: newAccount("language").email, password: "wrong-password" };
    const bangla = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { "Accept-Language": "bn" } });
    expect(await (await bangla.post("/api/login", { data })).json()).toEqual({
      error: "ইমেইল বা পাসওয়ার্ড ভুল। আবার চেষ্টা করুন।",
    });
    await bangla.dispose();
    const english = await playwright.request.newContext({ baseURL });
    expect(await (await english.post("/api/login", { data })).json()).toEqual({
      error: "Wrong email or password. Please try again.",
    });
    await english.dispose();
  });

  test("a Bangla sign-up gets its address-proof e-mail in Bangla, linking to the Bangla page", async ({
    playwright,
    baseURL,
  }) => {
    const context = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { "Accept-Language": "bn" } });
    const account = await signUp(context);
    const mail = await waitForMail(account.email, "MotoForge-এ আপনার ইমেইল কনফার্ম করুন");
    expect(mail.text).toContain("/bn/verify-email?token=");
    await context.dispose();
  });
});
