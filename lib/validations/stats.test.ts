import { describe, expect, it } from "vitest";

import { lenientPeriod, resolvePeriod, statsQuerySchema } from "./stats";

// 2026-11-27 01:00 in Dhaka, still the 26th in UTC.
const now = new Date("2026-11-26T19:00:00Z");

describe("the stats period", () => {
  it("is the last 30 Dhaka days by default, and 7 or 90 when asked", () => {
    expect(resolvePeriod(statsQuerySchema.parse({}), now)).toEqual({
      from: "2026-10-29",
      to: "2026-11-27",
      preset: 30,
    });
    expect(resolvePeriod(statsQuerySchema.parse({ days: "7" }), now)).toEqual({
      from: "2026-11-21",
      to: "2026-11-27",
      preset: 7,
    });
    expect(resolvePeriod(statsQuerySchema.parse({ days: "90" }), now).from).toBe("2026-08-30");
  });

  it("takes two days, both included, up to 366 days apart", () => {
    expect(resolvePeriod(statsQuerySchema.parse({ from: "2026-11-01", to: "2026-11-30" }), now)).toEqual({
      from: "2026-11-01",
      to: "2026-11-30",
      preset: null,
    });
    expect(statsQuerySchema.safeParse({ from: "2024-01-01", to: "2024-12-31" }).success).toBe(true);
    expect(statsQuerySchema.safeParse({ from: "2024-01-01", to: "2025-01-01" }).success).toBe(false);
  });

  it.each([
    { from: "2026-11-31", to: "2026-12-01" },
    { from: "2026-02-29", to: "2026-03-01" },
    { from: "26-11-01", to: "2026-11-02" },
    { from: "2026-11-01T00:00", to: "2026-11-02" },
    { from: "2026-11-05", to: "2026-11-01" },
    { from: "2026-11-01" },
    { days: "14" },
    { days: "7", from: "2026-11-01", to: "2026-11-02" },
    { from: "0001-01-01", to: "9999-12-31" },
  ])("refuses %j", (query) => {
    expect(statsQuerySchema.safeParse(query).success).toBe(false);
  });

  it("falls back to the default on the page instead of failing", () => {
    expect(lenientPeriod({ from: "nonsense", to: "2026-11-01" }, now)).toEqual({
      from: "2026-10-29",
      to: "2026-11-27",
      preset: 30,
    });
    expect(lenientPeriod({ days: ["7", "90"] }, now).preset).toBe(7);
  });
});
