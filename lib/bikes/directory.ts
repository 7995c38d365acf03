import type { BikeChoice, Fit } from "@/lib/bikes/fitment";

/** A model as GET /api/bikes lists it: slugs for URLs, names for people. */
export type BikeModel = { model: string; name: string; years: [number, number]; cc: number };

/** A maker and its models, as GET /api/bikes lists them. */
export type BikeMake = { make: string; name: string; models: BikeModel[] };

export function findBikeModel(
  makes: readonly BikeMake[],
  { make, model }: { make: string; model: string },
): { make: BikeMake; model: BikeModel } | null {
  const maker = makes.find((candidate) => candidate.make === make);
  const found = maker?.models.find((candidate) => candidate.model === model);
  return maker && found ? { make: maker, model: found } : null;
}

/** Whether the bike list has this model, made in this year. */
export function isKnownBike(makes: readonly BikeMake[], bike: BikeChoice): boolean {
  const found = findBikeModel(makes, bike);
  return found !== null && found.model.years[0] <= bike.year && bike.year <= found.model.years[1];
}

/** A bike as people say it: "Bajaj Pulsar N160", or its slugs when the list no longer has it. */
export function bikeModelName(makes: readonly BikeMake[], fit: Pick<Fit, "make" | "model">): string {
  const found = findBikeModel(makes, fit);
  return found ? `${found.make.name} ${found.model.name}` : `${fit.make} ${fit.model}`;
}

/** A rider's bike as the pages name it: "Pulsar N160 (2024)", and with the maker for a heading. */
export function bikeLabels(makes: readonly BikeMake[], bike: BikeChoice): { short: string; full: string } {
  const found = findBikeModel(makes, bike);
  const model = found?.model.name ?? bike.model;
  return {
    short: `${model} (${bike.year})`,
    full: `${found ? `${found.make.name} ` : ""}${model} (${bike.year})`,
  };
}
