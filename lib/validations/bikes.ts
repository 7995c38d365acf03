import * as z from "@/lib/validations/zod";
import { message as m } from "@/lib/validations/message";

import { bikeParam, parseBikeParam, type BikeChoice } from "@/lib/bikes/fitment";
import { MAX_GARAGE_BIKES } from "@/lib/validations/limits";

/** The first model year the shop lists; the last is next year's models, on sale from autumn. */
export const FIRST_BIKE_YEAR = 1960;
export const lastBikeYear = () => new Date().getFullYear() + 1;

/** A product fits at most this many models. */
export const MAX_FITS = 40;

const slug = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, `${label} must be a slug from GET /api/bikes`), z.maxLength(40));

const year = z.number({ error: m("yearRequired") }).check(
  z.int(m("yearWhole")),
  z.gte(FIRST_BIKE_YEAR, m("yearFirst", { year: String(FIRST_BIKE_YEAR) })),
  z.refine((value) => value <= lastBikeYear(), m("yearFuture")),
);

const yearSpan = z
  .tuple([year, year], { error: "years must be [from, to]" })
  .check(z.refine(([from, to]) => from <= to, m("yearsOrder")));

/** One model a product fits, in a span of model years. */
const fitSchema = z.object({ make: slug("make"), model: slug("model"), years: yearSpan });

/** `universal` and `fits` of POST and PATCH /api/tools: which bikes the product fits. */
export const fitmentFields = {
  universal: z.optional(z.boolean({ error: "universal must be true or false" })),
  fits: z.optional(
    z.array(fitSchema, { error: "fits must be a list of {make, model, years: [from, to]}" }).check(
      z.maxLength(MAX_FITS, m("fitsMax", { max: MAX_FITS })),
      z.refine((fits) => new Set(fits.map((fit) => `${fit.make}|${fit.model}`)).size === fits.length, m("fitsUnique")),
    ),
  ),
};

/** A universal product fits every bike, so it lists none. */
export const fitmentIsConsistent = z.refine<{ universal?: boolean; fits?: unknown[] }>(
  ({ universal, fits }) => !(universal === true && fits && fits.length > 0),
  { error: m("universalWithFits"), path: ["fits"] },
);

/** A bike as a URL or API parameter, "bajaj/pulsar-n160/2024". */
export const bikeParamSchema = z.pipe(
  z.string(),
  z.transform((text, context): BikeChoice => {
    const bike = parseBikeParam(text);
    if (!bike) {
      context.issues.push({ code: "custom", input: text, message: "bike must look like make/model/year" });
      return z.NEVER;
    }
    return bike;
  }),
);

const bikeChoiceSchema = z.object({ make: slug("make"), model: slug("model"), year });

/** PUT /api/garage: a rider's bikes and which one the shop shows parts for. */
export const garageSchema = z
  .object({
    bikes: z
      .array(bikeChoiceSchema, { error: "bikes must be a list of {make, model, year}" })
      .check(z.maxLength(MAX_GARAGE_BIKES, `A garage keeps at most ${MAX_GARAGE_BIKES} bikes`)),
    /** The index in `bikes` of the bike in use, or null for none. */
    active: z.nullable(z.number().check(z.int(), z.gte(0))),
  })
  .check(
    z.refine(({ bikes, active }) => active === null || active < bikes.length, {
      error: "active must point at one of the bikes",
      path: ["active"],
    }),
    z.refine(({ bikes }) => new Set(bikes.map(bikeParam)).size === bikes.length, {
      error: "Each bike is in the garage once",
      path: ["bikes"],
    }),
  );

export type Garage = z.infer<typeof garageSchema>;

const name = (label: "maker" | "model", max: number) =>
  z.string({ error: m(`${label}Required`) }).check(
    z.trim(),
    z.minLength(1, m(`${label}Required`)),
    z.maxLength(max, m(`${label}Max`, { max })),
    z.refine((text) => /[\p{L}\p{N}]/u.test(text), m(`${label}Letter`)),
  );

/** POST /api/bikes: a model the admin adds to the list (slugs are made from the names). */
export const newBikeSchema = z.object({
  makeName: name("maker", 30),
  name: name("model", 40),
  years: yearSpan,
  cc: z.number({ error: m("ccRequired") }).check(z.int(m("ccWhole")), z.gte(50, m("ccMin")), z.lte(2500, m("ccMax"))),
});

export type NewBike = z.infer<typeof newBikeSchema>;
