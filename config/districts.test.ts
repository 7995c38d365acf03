import { expect, it } from "vitest";

import { DISTRICTS, DIVISIONS, nameOfPlace, placeName, placeNames } from "@/config/districts";

it("names every division and district in Bangla, and keeps English as stored", () => {
  const names = [...DIVISIONS.map(({ division }) => division), ...DISTRICTS];
  for (const name of names) {
    expect(placeName(name, "bn")).toMatch(/^[\u0980-\u09FF]+$/);
    expect(placeName(name, "en")).toBe(name);
  }
  expect(new Set(DISTRICTS.map((district) => placeName(district, "bn"))).size).toBe(64);
  expect(placeName("Dhaka", "bn")).toBe("ঢাকা");
  expect(placeName("Chattogram", "bn")).toBe("চট্টগ্রাম");
  expect(placeName("Atlantis", "bn")).toBe("Atlantis");
});

it("gives client components no names in English, where a place's name is its value", () => {
  expect(placeNames("en")).toBeNull();
  expect(nameOfPlace("Cox's Bazar", placeNames("en"))).toBe("Cox's Bazar");
  expect(nameOfPlace("Cox's Bazar", placeNames("bn"))).toBe("কক্সবাজার");
  // Only the places' own names: not what an object inherits.
  expect(nameOfPlace("toString", placeNames("bn"))).toBe("toString");
});
