import "server-only";

import { cookies } from "next/headers";
import { cache } from "react";

import { BIKE_COOKIE, readBikeCookie } from "@/lib/bikes/cookie";
import { isKnownBike, type BikeMake } from "@/lib/bikes/directory";
import type { BikeChoice } from "@/lib/bikes/fitment";
import { cachedBikeMakes } from "@/lib/data/catalogue";
import { activeBikeOf, getGarage } from "@/lib/data/garage";

/**
 * The bike list, and the bike a page speaks of: the one chosen in this browser (the cookie),
 * else the one in use on the signed-in rider's profile; null when neither is a bike the list
 * knows. Once per request, however many components ask.
 */
export const currentBike = cache(async (email?: string): Promise<{ makes: BikeMake[]; bike: BikeChoice | null }> => {
  const makes = await cachedBikeMakes();
  const chosenHere = readBikeCookie((await cookies()).get(BIKE_COOKIE)?.value)?.bike;
  const bike = chosenHere ?? (email ? activeBikeOf(await getGarage(email)) : null);
  return { makes, bike: bike && isKnownBike(makes, bike) ? bike : null };
});
