import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

import { validationMessage } from "@/lib/i18n/validation";
import { loginSchema, resetPasswordSchema, signupSchema } from "@/lib/validations/auth";
import { newBikeSchema } from "@/lib/validations/bikes";
import { orderSchema, orderSchemaFor, orderUpdateSchema } from "@/lib/validations/order";
import { productFormSchema, productSchema } from "@/lib/validations/product";
import { profileSchema } from "@/lib/validations/profile";
import { reviewFieldsSchema } from "@/lib/validations/review";
import bn from "@/messages/bn/validation";
import en from "@/messages/en/validation";

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

/** Every message of a failed parse. */
function messages(result: { success: boolean; error?: { issues: { message: string }[] } }): string[] {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe("validation messages", () => {
  it("reads a schema's message in Bangla, with Bengali digits", () => {
    const [name] = messages(signupSchema.safeParse({ name: " ", email: "rider@example.com", password: "secret1" }));
    expect(validationMessage(name!, "bn")).toBe("নাম দিন");
    const [quantity] = messages(
      orderSchemaFor({ orderQuantity: 4, availableQuantity: 10 }).safeParse({
        toolId: "64b7f0c2a1e4d3b2c1a09f87",
        quantity: 3,
        BuyerPhone: "01711000000",
        district: "Dhaka",
        area: "Mirpur",
        address: "House 12",
      }),
    );
    expect(validationMessage(quantity!, "bn")).toBe("কমপক্ষে ৪টি অর্ডার করতে হবে");
    expect(validationMessage(quantity!, "en")).toBe("The minimum order is 4");
  });

  it("keeps the specification's English words", () => {
    const found = messages(loginSchema.safeParse({ email: "", password: "12345" }));
    expect(found.map((message) => validationMessage(message, "en"))).toEqual([
      "Email is required",
      "password min length 6 caractor",
    ]);
  });

  it("leaves text that is not a key as it is", () => {
    expect(validationMessage("Invalid input: expected string, received number", "bn")).toBe(
      "Invalid input: expected string, received number",
    );
    expect(validationMessage("constructor", "bn")).toBe("constructor");
  });

  it("has every key a schema names, in both languages", () => {
    const folder = path.resolve(import.meta.dirname, "../validations");
    const used = new Set<string>();
    for (const file of readdirSync(folder).filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"))) {
      for (const match of readFileSync(path.join(folder, file), "utf8").matchAll(/\bm\("(\w+)"/g)) used.add(match[1]!);
    }
    expect(used.size).toBeGreaterThan(40);
    for (const key of used) {
      expect(en, key).toHaveProperty(key);
      expect(bn, key).toHaveProperty(key);
    }
  });

  it("turns every message of the form schemas into text, the arguments filled", () => {
    const failures = [
      signupSchema.safeParse({ name: "x".repeat(81), email: "x".repeat(250) + "@a.bd", password: "x".repeat(73) }),
      signupSchema.safeParse({}),
      resetPasswordSchema.safeParse({ token: "short", password: "" }),
      profileSchema.safeParse({ name: "", phone: "abc", address: "x".repeat(201), linkedin: "x".repeat(121) }),
      reviewFieldsSchema.safeParse({ name: "", buyerReview: "x".repeat(1001), rating: 6 }),
      orderSchema.safeParse({
        toolId: "x",
        quantity: 0.5,
        BuyerPhone: "123",
        district: "Atlantis",
        area: "",
        address: "",
      }),
      orderSchema.safeParse({ paymentMethod: "bitcoin" }),
      orderSchemaFor({ orderQuantity: 1, availableQuantity: 2 }).safeParse({ quantity: 3 }),
      orderSchemaFor({ orderQuantity: 5, availableQuantity: 2 }).safeParse({ quantity: 3 }),
      orderUpdateSchema.safeParse({ status: "shipped", courier: "", trackingNumber: "x".repeat(61) }),
      productSchema.safeParse({}),
      productSchema.safeParse({
        name: "x".repeat(121),
        shortDescription: "x".repeat(601),
        orderQuantity: 0.5,
        availableQuantity: 1e9,
        price: 1.005,
        image: "https://evil.example/a.png",
        universal: true,
        fits: [
          { make: "bajaj", model: "pulsar", years: [2020, 2010] },
          { make: "bajaj", model: "pulsar", years: [1950, 2200] },
        ],
      }),
      productSchema.safeParse({ orderQuantity: -1, availableQuantity: -1, price: 1e9 }),
      productFormSchema.safeParse({ image: null }),
      newBikeSchema.safeParse({ makeName: "--", name: "x".repeat(41), years: [2020.5, 2021], cc: 10 }),
      newBikeSchema.safeParse({ makeName: "x".repeat(31), name: "", years: [2020, 2021], cc: 3000.5 }),
      newBikeSchema.safeParse({}),
    ];
    const keys = new Set<string>();
    for (const message of failures.flatMap(messages)) {
      const key = /^(\w+)/.exec(message)?.[1] ?? message;
      if (!(key in en)) continue; // Zod's own message for a shape the API alone receives
      keys.add(key);
      for (const locale of ["en", "bn"] as const) {
        const text = validationMessage(message, locale);
        expect(text, message).not.toBe(message);
        expect(text, message).not.toMatch(/\{\w+\}/);
      }
    }
    expect(keys.size).toBeGreaterThan(50);
  });

  it("has the same arguments in Bangla as in English", () => {
    for (const [key, text] of Object.entries(en)) {
      expect(placeholders(bn[key as keyof typeof bn]), key).toEqual(placeholders(text));
    }
  });
});
