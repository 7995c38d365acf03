import { describe, expect, it } from "vitest";

import { readBikeCookie, bikeCookieText, readEncodedBikeCookie, rawBikeCookie } from "@/lib/bikes/cookie";
import { withBikeInUse, withoutBike } from "@/lib/bikes/garage";

const n160 = { make: "bajaj", model: "pulsar-n160", year: 2024 };
const livo = { make: "honda", model: "livo-110", year: 2019 };
const r15 = { make: "yamaha", model: "r15-v4", year: 2023 };

describe("the garage", () => {
  it("puts a new bike in use, finds one it has, and lets the oldest go when full", () => {
    expect(withBikeInUse({ bikes: [], active: null }, n160, 5)).toEqual({ bikes: [n160], active: 0 });
    expect(withBikeInUse({ bikes: [n160, livo], active: 0 }, { ...livo }, 5)).toEqual({
      bikes: [n160, livo],
      active: 1,
    });
    expect(withBikeInUse({ bikes: [n160, livo], active: 0 }, r15, 2)).toEqual({ bikes: [livo, r15], active: 1 });
    // A visitor's browser keeps one bike.
    expect(withBikeInUse({ bikes: [n160], active: 0 }, r15, 1)).toEqual({ bikes: [r15], active: 0 });
  });

  it("removes a bike, keeping the one in use unless it was that one", () => {
    expect(withoutBike({ bikes: [n160, livo, r15], active: 2 }, 0)).toEqual({ bikes: [livo, r15], active: 1 });
    expect(withoutBike({ bikes: [n160, livo, r15], active: 0 }, 2)).toEqual({ bikes: [n160, livo], active: 0 });
    expect(withoutBike({ bikes: [n160, livo], active: 1 }, 1)).toEqual({ bikes: [n160], active: null });
  });
});

describe("the bike cookie", () => {
  it("carries the bike and its name, and reads nothing from a forged or broken value", () => {
    const text = bikeCookieText({ bike: n160, label: "Pulsar N160 (2024)" });
    expect(readBikeCookie(text)).toEqual({ bike: n160, label: "Pulsar N160 (2024)" });
    expect(readBikeCookie("bajaj/pulsar-n160/2024")).toEqual({ bike: n160, label: "bajaj/pulsar-n160/2024" });
    expect(readBikeCookie("<script>~x")).toBeNull();
    expect(readBikeCookie(undefined)).toBeNull();
    const stored = `theme=dark; bike=${encodeURIComponent(text)}; other=1`;
    expect(readEncodedBikeCookie(rawBikeCookie(stored))).toEqual({ bike: n160, label: "Pulsar N160 (2024)" });
    expect(readEncodedBikeCookie("%E0%A4%A")).toBeNull();
    expect(rawBikeCookie("notbike=bajaj")).toBeNull();
  });
});
