import { describe, expect, it } from "vitest";

import { documentNumber, documentSeries, financialYear } from "@/lib/invoices/financial-year";

describe("Bangladesh's financial year", () => {
  it.each([
    ["2026-07-01T00:00:00+06:00", "2026-27"],
    ["2026-11-27T12:00:00Z", "2026-27"],
    ["2027-06-30T23:59:59+06:00", "2026-27"],
    ["2027-07-01T00:00:00+06:00", "2027-28"],
    ["2026-01-15T00:00:00Z", "2025-26"],
    ["2099-12-31T00:00:00Z", "2099-00"],
  ])("counts %s in %s", (at, year) => {
    expect(financialYear(new Date(at))).toBe(year);
  });

  it("turns at midnight in Dhaka, not in UTC", () => {
    // 18:30 UTC on 30 June is already 1 July in Dhaka.
    expect(financialYear(new Date("2026-06-30T18:30:00Z"))).toBe("2026-27");
    expect(financialYear(new Date("2026-06-30T17:59:59Z"))).toBe("2025-26");
  });
});

describe("document numbers", () => {
  it("name the series, the year and six digits", () => {
    const at = new Date("2026-11-27T10:00:00Z");
    expect(documentNumber(documentSeries("invoice", at), 1)).toBe("INV-2026-27-000001");
    expect(documentNumber(documentSeries("creditNote", at), 12345)).toBe("CN-2026-27-012345");
  });
});
