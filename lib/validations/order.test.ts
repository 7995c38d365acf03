import { describe, expect, it } from "vitest";

import { validationMessage } from "@/lib/i18n/validation";

import { DISTRICTS, DIVISIONS } from "@/config/districts";
import { orderSchema, orderSchemaFor, orderUpdateSchema } from "./order";

const toolId = "64b7f0c2a1e4d3b2c1a09f87";
const tool = { orderQuantity: 4, availableQuantity: 10 };
const delivery = { BuyerPhone: "01711000000", district: "Dhaka", area: "Mirpur", address: "House 12, Road 3" };

function quantityError(quantity: unknown, limits = tool) {
  const result = orderSchemaFor(limits).safeParse({ toolId, ...delivery, quantity });
  const message = result.success ? null : result.error.issues.find((issue) => issue.path[0] === "quantity")?.message;
  return message && validationMessage(message, "en");
}

function fieldError(body: Record<string, unknown>, field: string) {
  const result = orderSchema.safeParse({ toolId, quantity: 4, ...delivery, ...body });
  const message = result.success ? null : result.error.issues.find((issue) => issue.path[0] === field)?.message;
  return message && validationMessage(message, "en");
}

describe("order validation", () => {
  it("accepts a whole quantity between the minimum order and the stock", () => {
    expect(quantityError(4)).toBeNull();
    expect(quantityError(10)).toBeNull();
  });

  it("explains every quantity it refuses", () => {
    expect(quantityError(3)).toBe("The minimum order is 4");
    expect(quantityError(11)).toBe("Only 10 available");
    expect(quantityError(4.5)).toBe("Quantity must be a whole number");
    expect(quantityError(0)).toBe("Quantity must be at least 1");
    expect(quantityError(Number.NaN)).toBe("Quantity is required");
    expect(quantityError("5")).toBe("Quantity is required");
    expect(quantityError(5, { orderQuantity: 4, availableQuantity: 3 })).toBe("This tool is out of stock");
  });

  it("takes a Bangladeshi mobile number however it is written, and keeps the 11 local digits", () => {
    const phone = (BuyerPhone: unknown) => orderSchema.safeParse({ toolId, quantity: 4, ...delivery, BuyerPhone });
    // The last two typed on a Bangla keyboard.
    for (const written of [
      "01711000000",
      "+880 1711-000000",
      "8801711000000",
      "01711 000 000",
      "০১৭১১০০০০০০",
      "+৮৮০ ১৭১১-০০০০০০",
    ])
      expect(phone(written).data?.BuyerPhone).toBe("01711000000");
    expect(phone("01911223344").data?.BuyerPhone).toBe("01911223344");
    for (const refused of ["01211000000", "0171100000", "017110000000", "+44 7911 123456", "call me", "", { $ne: "" }])
      expect(phone(refused).success).toBe(false);
    expect(fieldError({ BuyerPhone: "12345" }, "BuyerPhone")).toBe(
      "Enter a Bangladeshi mobile number, like 01711000000",
    );
  });

  it("knows the 64 districts of the 8 divisions, and refuses any other", () => {
    expect(DIVISIONS).toHaveLength(8);
    expect(new Set(DISTRICTS).size).toBe(64);
    expect(fieldError({ district: "Chattogram" }, "district")).toBeNull();
    expect(fieldError({ district: "Atlantis" }, "district")).toBe("Choose your district");
    expect(fieldError({ district: undefined }, "district")).toBe("Choose your district");
    expect(fieldError({ district: { $ne: "" } }, "district")).toBe("Choose your district");
  });

  it("wants an area and an address line", () => {
    expect(fieldError({ area: " " }, "area")).toBe("Area or thana is required");
    expect(fieldError({ address: undefined }, "address")).toBe("Address is required");
    expect(fieldError({ address: "x".repeat(201) }, "address")).toBe("Address must be at most 200 characters");
  });

  it("pays by card unless cash on delivery or a wallet is chosen, and knows no other method", () => {
    expect(orderSchema.parse({ toolId, quantity: 4, ...delivery }).paymentMethod).toBe("card");
    expect(orderSchema.parse({ toolId, quantity: 4, ...delivery, paymentMethod: "cod" }).paymentMethod).toBe("cod");
    const wallet = orderSchema.parse({ toolId, quantity: 4, ...delivery, paymentMethod: "sslcommerz" });
    expect(wallet.paymentMethod).toBe("sslcommerz");
    expect(fieldError({ paymentMethod: "bitcoin" }, "paymentMethod")).toBe(
      "Choose how to pay: cash on delivery, card, or bKash, Nagad, Rocket",
    );
  });

  it("keeps only what the buyer may choose: a price, status, number or timeline in the body is dropped", () => {
    const parsed = orderSchema.parse({
      toolId,
      quantity: 4,
      ...delivery,
      price: 0.01,
      BuyerEmail: "x@y.z",
      status: "delivered",
      paid: true,
      orderNumber: 1,
      timeline: [],
    });
    expect(parsed).toEqual({ toolId, quantity: 4, ...delivery, paymentMethod: "card", saveToProfile: false });
  });
});

describe("order update validation", () => {
  it("ships with a courier and an optional tracking number, delivers, or accepts a held payment", () => {
    expect(orderUpdateSchema.parse({ status: "shipped", courier: " Pathao ", trackingNumber: "" })).toEqual({
      status: "shipped",
      courier: "Pathao",
    });
    expect(orderUpdateSchema.parse({ status: "delivered", courier: "x" })).toEqual({ status: "delivered" });
    expect(orderUpdateSchema.safeParse({ status: "shipped" }).success).toBe(false);
    expect(orderUpdateSchema.parse({ status: "paid", paid: false })).toEqual({ status: "paid" });
    expect(orderUpdateSchema.safeParse({ status: "unpaid" }).success).toBe(false);
    expect(orderUpdateSchema.safeParse({ status: "cancelled" }).success).toBe(false);
  });
});
