import { describe, expect, it } from "vitest";

import { orderSchema, orderSchemaFor } from "./order";

const toolId = "64b7f0c2a1e4d3b2c1a09f87";
const tool = { orderQuantity: 4, availableQuantity: 10 };

function quantityError(quantity: unknown, limits = tool) {
  const result = orderSchemaFor(limits).safeParse({ toolId, BuyerPhone: "01711000000", quantity });
  return result.success ? null : result.error.issues.find((issue) => issue.path[0] === "quantity")?.message;
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

  it("wants a phone number written as digits", () => {
    const phone = (BuyerPhone: unknown) => orderSchema.safeParse({ toolId, quantity: 4, BuyerPhone }).success;
    expect(phone("01711000000")).toBe(true);
    expect(phone("+880 1711-000000")).toBe(true);
    expect(phone("call me")).toBe(false);
    expect(phone("")).toBe(false);
    expect(phone({ $ne: "" })).toBe(false);
  });

  it("keeps only what the buyer may choose: a price or a buyer in the body is dropped", () => {
    const parsed = orderSchema.parse({
      toolId,
      quantity: 4,
      BuyerPhone: "01711000000",
      price: 0.01,
      BuyerEmail: "x@y.z",
    });
    expect(parsed).toEqual({ toolId, quantity: 4, BuyerPhone: "01711000000" });
  });
});
