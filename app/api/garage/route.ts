import { cookies } from "next/headers";
import { NextResponse } from "next/server";

import { parseWith, readJson } from "@/lib/api/input";
import { route } from "@/lib/api/route";
import { getCaller } from "@/lib/auth/access";
import { BIKE_COOKIE, BIKE_COOKIE_MAX_AGE, bikeCookieText, readBikeCookie } from "@/lib/bikes/cookie";
import { bikeLabels, isKnownBike, type BikeMake } from "@/lib/bikes/directory";
import { bikeParam } from "@/lib/bikes/fitment";
import { garageView } from "@/lib/bikes/garage";
import { cachedBikeMakes } from "@/lib/data/catalogue";
import { shopIsHttps } from "@/lib/shop-url";
import { activeBikeOf, getGarage, saveGarage } from "@/lib/data/garage";
import { apiMessage, invalid } from "@/lib/errors";
import { garageSchema, type Garage } from "@/lib/validations/bikes";

/**
 * The garage: the rider's bikes and the one the shop shows parts for. Signed-in riders keep
 * several on their profile; a visitor's browser keeps the bike in use in the `bike` cookie.
 * Every answer sets that cookie to the bike in use, so this browser's pages agree with it.
 */
export const GET = route(async (request) => {
  const [caller, makes] = await Promise.all([getCaller(request), cachedBikeMakes()]);
  const fromCookie = await browserGarage(makes);
  if (!caller) return garageAnswer(fromCookie, makes);
  let garage = await getGarage(caller.email);
  // A bike chosen before signing in joins an empty garage.
  if (garage.bikes.length === 0 && fromCookie.bikes.length > 0) {
    garage = fromCookie;
    await saveGarage(caller.email, garage);
  }
  return garageAnswer(garage, makes);
});

/** Replaces the garage: its bikes (known models, in years they were made) and the one in use. */
export const PUT = route(async (request) => {
  const [caller, makes] = await Promise.all([getCaller(request), cachedBikeMakes()]);
  const garage = parseWith(garageSchema, await readJson(request));
  const unknown = garage.bikes.flatMap((bike, index) =>
    isKnownBike(makes, bike)
      ? []
      : [[`bikes.${index}`, apiMessage("bikes.notInList", { bike: bikeParam(bike) })] as const],
  );
  if (unknown.length > 0) throw invalid(apiMessage("bikes.unknown"), Object.fromEntries(unknown));
  if (!caller) {
    const active = activeBikeOf(garage);
    return garageAnswer(active ? { bikes: [active], active: 0 } : { bikes: [], active: null }, makes);
  }
  await saveGarage(caller.email, garage);
  return garageAnswer(garage, makes);
});

async function browserGarage(makes: readonly BikeMake[]): Promise<Garage> {
  const active = readBikeCookie((await cookies()).get(BIKE_COOKIE)?.value);
  return active && isKnownBike(makes, active.bike) ? { bikes: [active.bike], active: 0 } : { bikes: [], active: null };
}

function garageAnswer(garage: Garage, makes: readonly BikeMake[]): Response {
  const response = NextResponse.json(garageView(garage, makes));
  const active = activeBikeOf(garage);
  if (active) {
    response.cookies.set(BIKE_COOKIE, bikeCookieText({ bike: active, label: bikeLabels(makes, active).short }), {
      path: "/",
      maxAge: BIKE_COOKIE_MAX_AGE,
      sameSite: "lax",
      secure: shopIsHttps(),
    });
  } else {
    response.cookies.delete(BIKE_COOKIE);
  }
  return response;
}
