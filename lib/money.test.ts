import { describe, expect, it } from "vitest";

import { formatPrice, lineTotal, toCents } from "./money";

describe("money", () => {
  it("multiplies in cents, without floating-point drift", () => {
    expect(lineTotal(19.99, 3)).toBe(59.97);
    expect(lineTotal(0.1, 3)).toBe(0.3);
    expect(lineTotal(12.5, 40)).toBe(500);
  });

  it("converts to cents for the payment provider", () => {
    expect(toCents(59.97)).toBe(5997);
    expect(toCents(19.99)).toBe(1999);
  });

  it("shows prices with a dollar sign", () => {
    expect(formatPrice(1250)).toBe("$1,250.00");
    expect(formatPrice(4.5)).toBe("$4.50");
  });
});
