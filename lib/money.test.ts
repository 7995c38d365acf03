import { describe, expect, it } from "vitest";

import { formatPrice, formatTaka, lineTotal, takaToDollars, toCents, toTaka } from "./money";

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

  it("converts dollars to whole taka and back to the cent", () => {
    expect(toTaka(21, 122)).toBe(2562);
    expect(toTaka(19.99, 122)).toBe(2439); // 2438.78
    expect(toTaka(0.57, 122.5)).toBe(70); // 69.825
    expect(takaToDollars(70, 122)).toBe(0.57);
    expect(takaToDollars(130, 122)).toBe(1.07);
  });

  it("shows prices with a dollar sign", () => {
    expect(formatPrice(1250)).toBe("$1,250.00");
    expect(formatPrice(4.5)).toBe("$4.50");
  });

  it("shows taka with the taka sign, whole, in the page's digits", () => {
    expect(formatTaka(2562)).toBe("৳2,562");
    expect(formatTaka(863, "bn")).toBe("৳৮৬৩");
    expect(formatTaka(123456, "bn")).toBe("৳১,২৩,৪৫৬");
  });
});
