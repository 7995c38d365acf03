import { describe, expect, it } from "vitest";

import { dhakaMonth, monthRange, MONTH_PATTERN } from "@/lib/invoices/month";

describe("a month of invoices", () => {
  it("runs from Dhaka's midnight to the next month's", () => {
    expect(monthRange("2026-11")).toEqual({
      from: new Date("2026-10-31T18:00:00Z"),
      to: new Date("2026-11-30T18:00:00Z"),
    });
    expect(monthRange("2026-12").to).toEqual(new Date("2026-12-31T18:00:00Z"));
  });

  it("is the Dhaka month of an instant", () => {
    expect(dhakaMonth(new Date("2026-11-30T18:30:00Z"))).toBe("2026-12");
  });

  it.each(["2026-11", "2027-01"])("accepts %s", (month) => expect(MONTH_PATTERN.test(month)).toBe(true));
  it.each(["2026-13", "2026-00", "2026-1", "26-11", "2026-11-01", "november"])("refuses %s", (month) =>
    expect(MONTH_PATTERN.test(month)).toBe(false),
  );
});
