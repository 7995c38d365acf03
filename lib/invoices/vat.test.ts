import { describe, expect, it } from "vitest";

import { splitVat, sumTaxed } from "@/lib/invoices/vat";

describe("VAT inside a taka price", () => {
  it.each([
    [1150, 15, 150],
    [1050, 5, 50],
    [1075, 7.5, 75],
    [999, 0, 0],
    [70, 15, 9],
    [1, 15, 0],
  ])("of ৳%i at %d%% is ৳%i", (total, rate, vat) => {
    expect(splitVat(total, rate)).toEqual({ vatRate: rate, valueBdt: total - vat, vatBdt: vat, totalBdt: total });
  });

  it("adds up to the taka for any total and rate", () => {
    for (const rate of [0, 5, 7.5, 15])
      for (let total = 0; total <= 5000; total += 7) {
        const split = splitVat(total, rate);
        expect(split.valueBdt + split.vatBdt).toBe(total);
        expect(Number.isInteger(split.vatBdt)).toBe(true);
        expect(Math.abs(split.vatBdt - (total * rate) / (100 + rate))).toBeLessThanOrEqual(0.5);
      }
  });

  it("sums rows", () => {
    expect(sumTaxed([splitVat(1150, 15), splitVat(1050, 5)])).toEqual({ valueBdt: 2000, vatBdt: 200, totalBdt: 2200 });
  });
});
