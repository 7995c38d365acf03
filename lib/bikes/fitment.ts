/**
 * Which bikes a product fits, as pure functions the server, the pages and the forms share.
 * A product is universal (fits every bike) or fits a list of models, each in a span of
 * model years; a rider's bike is one model in one year.
 */

/** Models of one maker in a span of model years, by their slugs: `{make: "bajaj", model: "pulsar-n160", years: [2022, 2024]}`. */
export type Fit = { make: string; model: string; years: [number, number] };

export type Fitment = { universal: boolean; fits: Fit[] };

/** A rider's motorcycle. */
export type BikeChoice = { make: string; model: string; year: number };

/** The key universal products carry in `fitKeys`, beside which every bike's own key is looked up. */
export const UNIVERSAL_FIT_KEY = "*";

/** One bike as a key of the `fitKeys` index: "bajaj|pulsar-n160|2024". */
export function fitKey({ make, model, year }: BikeChoice): string {
  return `${make}|${model}|${year}`;
}

/**
 * The keys a product is found by: one per model year it fits, or the universal key. Stored
 * beside `fits` so that one multikey index answers "parts for this bike" with the category
 * and each sort (lib/data/tool-query.ts).
 */
export function fitKeysOf({ universal, fits }: Fitment): string[] {
  if (universal) return [UNIVERSAL_FIT_KEY];
  const keys = new Set<string>();
  for (const { make, model, years } of fits) {
    for (let year = years[0]; year <= years[1]; year++) keys.add(fitKey({ make, model, year }));
  }
  return [...keys];
}

/** The keys to look up for a bike: its own, and the universal products'. */
export function fitKeysForBike(bike: BikeChoice): string[] {
  return [fitKey(bike), UNIVERSAL_FIT_KEY];
}

/** A bike in URLs (`/tools?bike=bajaj/pulsar-n160/2024`) and in the `bike` cookie. */
export function bikeParam({ make, model, year }: BikeChoice): string {
  return `${make}/${model}/${year}`;
}

const BIKE_PARAM = /^([a-z0-9]+(?:-[a-z0-9]+)*)\/([a-z0-9]+(?:-[a-z0-9]+)*)\/(\d{4})$/;

/** Reads a bike parameter; null when it is not one (whether the bike exists is the bike list's to say). */
export function parseBikeParam(text: string | null | undefined): BikeChoice | null {
  const match = text ? BIKE_PARAM.exec(text) : null;
  if (!match) return null;
  const [, make = "", model = "", year = ""] = match;
  return { make, model, year: Number(year) };
}

/** Whether two choices are the same bike: make, model and year. */
export function sameBike(a: BikeChoice, b: BikeChoice): boolean {
  return a.make === b.make && a.model === b.model && a.year === b.year;
}

/** What a product page says about the rider's bike. */
export type FitVerdict =
  | { kind: "universal" }
  | { kind: "fits" }
  /** The same model, in other model years (the rider may have the wrong one in mind). */
  | { kind: "other-years"; years: [number, number][] }
  | { kind: "does-not-fit" }
  /** The shop has not said which bikes the product fits. */
  | { kind: "unlisted" };

export function fitVerdict({ universal, fits }: Fitment, bike: BikeChoice): FitVerdict {
  if (universal) return { kind: "universal" };
  if (fits.length === 0) return { kind: "unlisted" };
  const sameModel = fits.filter((fit) => fit.make === bike.make && fit.model === bike.model);
  if (sameModel.some(({ years }) => years[0] <= bike.year && bike.year <= years[1])) return { kind: "fits" };
  if (sameModel.length > 0) return { kind: "other-years", years: sameModel.map((fit) => fit.years) };
  return { kind: "does-not-fit" };
}

/**
 * A product's fitment after a change: fits sent without `universal` make it fit just those
 * bikes; `universal: true` clears the list (the schema refuses both at once).
 */
export function changedFitment(before: Fitment, changes: Partial<Fitment>): Fitment {
  if (changes.universal === true) return { universal: true, fits: [] };
  if (changes.fits !== undefined) return { universal: false, fits: changes.fits };
  if (changes.universal === false) return { universal: false, fits: before.universal ? [] : before.fits };
  return before;
}

/** "2022–2024", or "2024" for a single year. */
export function yearSpan([from, to]: readonly [number, number]): string {
  return from === to ? String(from) : `${from}–${to}`;
}
