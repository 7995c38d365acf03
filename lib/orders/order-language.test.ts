import type { MongoClient } from "mongodb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Locale } from "@/lib/i18n/locales";
import { startSeededShop, type SeededShop } from "@/tests/support/seeded-shop";

/**
 * Each customer hears from the shop in their own language: the one they signed up in, then
 * the one of the page they last ordered from. Only their own requests set it.
 */
describe("the customer's language", () => {
  let shop: SeededShop;
  let client: MongoClient;

  beforeAll(async () => {
    shop = await startSeededShop("order-language-test", {
      AUTH_URL: "https://shop.example.bd",
      // The outbox seals reset links with a key from it.
      AUTH_SECRET: "order-language-test-secret-0123456789",
    });
    ({ client } = shop);
  });

  afterAll(async () => {
    await shop.close();
  });

  const users = () => client.db().collection("users");
  const outbox = () => client.db().collection("outbox");
  const locale = async (email: string) => (await users().findOne({ email }))?.locale as Locale | undefined;

  async function signUp(email: string, language?: Locale) {
    const { createPasswordUser } = await import("@/lib/data/users");
    await createPasswordUser({ name: email.split("@")[0]!, email, passwordHash: "x", locale: language });
  }

  async function place(email: string, language?: Locale | null) {
    const { placeOrder } = await import("./place-order");
    return placeOrder(
      {
        toolId: shop.tool._id.toHexString(),
        quantity: shop.tool.orderQuantity,
        BuyerPhone: "01711000000",
        district: "Dhaka",
        area: "Mirpur",
        address: "House 12, Road 3",
        paymentMethod: "cod",
        saveToProfile: false,
      },
      { name: "Rider", email, locale: language },
    );
  }

  const mail = async (id: string) => (await outbox().findOne({ _id: id as never }))!;

  it("writes a Bangla customer's order e-mails in Bangla, with links to Bangla pages", async () => {
    await signUp("bangla@example.com", "bn");
    const order = await place("bangla@example.com", "bn");
    const placed = await mail(`order:${order._id}:placed:email`);
    expect(placed.subject).toMatch(/^অর্ডার MF-\d+ কনফার্ম হয়েছে: /);
    expect(placed.text).toContain("প্রিয় Rider,");
    expect(placed.text).toContain(`https://shop.example.bd/bn/dashboard/order/${order._id}`);
    expect(placed.html).toContain('<html lang="bn">');

    // A later step, sent with no request in sight (the shop ships it), is in Bangla too.
    const { fulfilOrder } = await import("./fulfil-order");
    await fulfilOrder(order, { status: "shipped", courier: "Pathao", trackingNumber: "PT-1" });
    expect((await mail(`order:${order._id}:shipped:email`)).subject).toMatch(/^অর্ডার MF-\d+ Pathao-এর মাধ্যমে/);
  });

  it("leaves an English customer's e-mails exactly as they were", async () => {
    await signUp("english@example.com");
    const order = await place("english@example.com", null);
    const placed = await mail(`order:${order._id}:placed:email`);
    expect(placed.subject).toMatch(/^Order MF-\d+ confirmed: \d+ x /);
    expect(placed.text).toContain("Hello Rider,");
    expect(placed.text).toContain(`See your order: https://shop.example.bd/dashboard/order/${order._id}`);
    expect(placed.html).toContain('<html lang="en">');
    expect(await locale("english@example.com")).toBeUndefined();
  });

  it("follows the language of the page the customer last ordered from", async () => {
    await signUp("switcher@example.com", "bn");
    const order = await place("switcher@example.com", "en");
    expect(await locale("switcher@example.com")).toBe("en");
    expect((await mail(`order:${order._id}:placed:email`)).subject).toMatch(/^Order MF-/);
    await place("switcher@example.com", "bn");
    expect(await locale("switcher@example.com")).toBe("bn");
    // An order from a client that says nothing about its language keeps the last one.
    await place("switcher@example.com", null);
    expect(await locale("switcher@example.com")).toBe("bn");
  });

  it("never lets one customer set another's language", async () => {
    await signUp("victim@example.com", "en");
    await signUp("attacker@example.com", "en");
    await place("attacker@example.com", "bn");
    expect(await locale("attacker@example.com")).toBe("bn");
    expect(await locale("victim@example.com")).toBe("en");

    // Signing up again with a taken address changes nothing of the account.
    const { EmailTakenError } = await import("@/lib/data/users");
    await expect(signUp("victim@example.com", "bn")).rejects.toBeInstanceOf(EmailTakenError);
    expect(await locale("victim@example.com")).toBe("en");
  });

  it("mails a password reset in the account's language", async () => {
    const { requestPasswordReset } = await import("@/lib/auth/password-reset");
    const request = (language: string) =>
      new Request("https://shop.example.bd/api/password/forgot", {
        method: "POST",
        headers: { "accept-language": language, "x-forwarded-for": "203.0.113.7" },
      });
    // Asked from an English page, still in the Bangla account's language.
    await requestPasswordReset(request("en"), "bangla@example.com");
    const reset = await outbox().findOne({ to: "bangla@example.com", _id: { $regex: "^account:reset:" } as never });
    expect(reset?.subject).toBe("আপনার MotoForge পাসওয়ার্ড রিসেট করুন");
    expect(reset?.text).toContain("https://shop.example.bd/bn/reset-password?token=");
    // An account that never chose gets the language of the request.
    await users().insertOne({ email: "unknown@example.com", name: "Unknown", role: "user" });
    await requestPasswordReset(request("bn-BD, en;q=0.5"), "unknown@example.com");
    const other = await outbox().findOne({ to: "unknown@example.com" });
    expect(other?.subject).toBe("আপনার MotoForge পাসওয়ার্ড রিসেট করুন");
  });
});
