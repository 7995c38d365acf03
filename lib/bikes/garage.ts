import { bikeLabels, type BikeMake } from "@/lib/bikes/directory";
import { bikeParam, sameBike, type BikeChoice } from "@/lib/bikes/fitment";
import type { Garage } from "@/lib/validations/bikes";

/** A garage as GET and PUT /api/garage answer: each bike with its URL parameter and names. */
export type GarageView = {
  bikes: (BikeChoice & { param: string; short: string; full: string })[];
  active: number | null;
};

export function garageView(garage: Garage, makes: readonly BikeMake[]): GarageView {
  return {
    bikes: garage.bikes.map((bike) => ({ ...bike, param: bikeParam(bike), ...bikeLabels(makes, bike) })),
    active: garage.active,
  };
}

/** The garage with a bike added (or found) and in use; the oldest bike makes room when it is full. */
export function withBikeInUse(garage: Garage, bike: BikeChoice, capacity: number): Garage {
  const found = garage.bikes.findIndex((kept) => sameBike(kept, bike));
  if (found >= 0) return { bikes: garage.bikes, active: found };
  const bikes = [...garage.bikes, bike].slice(-capacity);
  return { bikes, active: bikes.length - 1 };
}

/** The garage without one bike; the bike in use stays in use unless it is the one removed. */
export function withoutBike(garage: Garage, index: number): Garage {
  const bikes = garage.bikes.filter((_, kept) => kept !== index);
  const active =
    garage.active === null || garage.active === index ? null : garage.active - (garage.active > index ? 1 : 0);
  return { bikes, active };
}
