import { describe, expect, it } from "vitest";

import { INITIAL_BIKES } from "@/config/bikes";
import { isKnownBike, type BikeMake } from "@/lib/bikes/directory";
import {
  bikeParam,
  changedFitment,
  fitKeysForBike,
  fitKeysOf,
  fitVerdict,
  parseBikeParam,
  yearSpan,
} from "@/lib/bikes/fitment";
import { slugify } from "@/lib/bikes/slug";
import { seedTools } from "@/lib/seed/catalogue";

const n160 = { make: "bajaj", model: "pulsar-n160", year: 2024 };
const padsFitment = {
  universal: false,
  fits: [
    { make: "bajaj", model: "pulsar-n160", years: [2022, 2023] as [number, number] },
    { make: "tvs", model: "apache-rtr-160-4v", years: [2018, 2019] as [number, number] },
  ],
};

describe("fitment keys", () => {
  it("gives one key per model year, once, or the universal key alone", () => {
    expect(fitKeysOf(padsFitment)).toEqual([
      "bajaj|pulsar-n160|2022",
      "bajaj|pulsar-n160|2023",
      "tvs|apache-rtr-160-4v|2018",
      "tvs|apache-rtr-160-4v|2019",
    ]);
    expect(fitKeysOf({ universal: true, fits: [] })).toEqual(["*"]);
    expect(fitKeysOf({ universal: false, fits: [] })).toEqual([]);
    expect(fitKeysForBike(n160)).toEqual(["bajaj|pulsar-n160|2024", "*"]);
  });
});

describe("bike parameters", () => {
  it("read make/model/year and nothing else", () => {
    expect(parseBikeParam("bajaj/pulsar-n160/2024")).toEqual(n160);
    expect(bikeParam(n160)).toBe("bajaj/pulsar-n160/2024");
    for (const bad of [
      "",
      "bajaj/pulsar-n160",
      "bajaj/pulsar-n160/24",
      "Bajaj/N160/2024",
      "a/b/2024/x",
      "a|b/c/2024",
      "a/-b/2024",
    ]) {
      expect(parseBikeParam(bad)).toBeNull();
    }
  });
});

describe("what a product page says", () => {
  it("tells fits, other years, does not fit, universal and not listed apart", () => {
    expect(fitVerdict(padsFitment, { ...n160, year: 2022 })).toEqual({ kind: "fits" });
    expect(fitVerdict(padsFitment, n160)).toEqual({ kind: "other-years", years: [[2022, 2023]] });
    expect(fitVerdict(padsFitment, { make: "honda", model: "livo-110", year: 2020 })).toEqual({ kind: "does-not-fit" });
    expect(fitVerdict({ universal: true, fits: [] }, n160)).toEqual({ kind: "universal" });
    expect(fitVerdict({ universal: false, fits: [] }, n160)).toEqual({ kind: "unlisted" });
    expect(yearSpan([2022, 2022])).toBe("2022");
    expect(yearSpan([2022, 2024])).toBe("2022–2024");
  });
});

describe("changing fitment", () => {
  it("makes a list of bikes replace universal, universal clear the list, and keeps what is not sent", () => {
    const universal = { universal: true, fits: [] };
    expect(changedFitment(universal, { fits: padsFitment.fits })).toEqual(padsFitment);
    expect(changedFitment(padsFitment, { universal: true })).toEqual(universal);
    expect(changedFitment(padsFitment, { universal: false })).toEqual(padsFitment);
    expect(changedFitment(universal, { universal: false })).toEqual({ universal: false, fits: [] });
    expect(changedFitment(padsFitment, {})).toBe(padsFitment);
  });
});

describe("the bikes a shop starts with", () => {
  const makes: BikeMake[] = [...new Set(INITIAL_BIKES.map((bike) => bike.make))].map((make) => ({
    make,
    name: make,
    models: INITIAL_BIKES.filter((bike) => bike.make === make).map((bike) => ({
      model: bike.model,
      name: bike.name,
      years: [bike.years[0], bike.years[1]],
      cc: bike.cc,
    })),
  }));

  it("have slugs made from their names, as models the admin adds get", () => {
    for (const bike of INITIAL_BIKES) {
      expect(slugify(bike.makeName)).toBe(bike.make);
      expect(slugify(bike.name)).toBe(bike.model);
    }
    expect(slugify("  Splendor+ ")).toBe("splendor-plus");
    expect(slugify("পালসার")).toBe("");
  });

  it("cover every bike the demo catalogue fits, in the years it names", () => {
    for (const tool of seedTools) {
      for (const fit of tool.fits) {
        for (const year of fit.years) expect(isKnownBike(makes, { make: fit.make, model: fit.model, year })).toBe(true);
      }
    }
  });
});
