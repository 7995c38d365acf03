import "server-only";

import type { BikeChoice } from "@/lib/bikes/fitment";
import { getCollections } from "@/lib/db/collections";
import type { Garage } from "@/lib/validations/bikes";

const EMPTY: Garage = { bikes: [], active: null };

/** A signed-in rider's bikes, kept on their profile so every device knows them. */
export async function getGarage(email: string): Promise<Garage> {
  const { users } = await getCollections();
  const user = await users.findOne({ email: email.toLowerCase() }, { projection: { garage: 1 } });
  return user?.garage ?? EMPTY;
}

export async function saveGarage(email: string, garage: Garage): Promise<void> {
  const { users } = await getCollections();
  await users.updateOne({ email: email.toLowerCase() }, { $set: { garage } });
}

/** The bike a rider's profile says is in use. */
export function activeBikeOf(garage: Garage): BikeChoice | null {
  return garage.active === null ? null : (garage.bikes[garage.active] ?? null);
}
