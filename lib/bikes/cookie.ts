import { bikeParam, parseBikeParam, type BikeChoice } from "@/lib/bikes/fitment";

/**
 * The bike the shop shows parts for in this browser, with its name, so every page's navbar
 * can say it without asking the server. Set by PUT /api/garage, read by the navbar's bike
 * picker and by the pages; not a secret, so scripts may read it. Next.js URI-encodes the
 * value on the way out and decodes it on the way in; the functions here see it plain.
 */
export const BIKE_COOKIE = "bike";
export const BIKE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** The bike in use and how the navbar names it: "Pulsar N160 (2024)". */
export type ActiveBike = { bike: BikeChoice; label: string };

const MAX_LABEL_LENGTH = 60;

export function bikeCookieText({ bike, label }: ActiveBike): string {
  return `${bikeParam(bike)}~${label.slice(0, MAX_LABEL_LENGTH)}`;
}

export function readBikeCookie(text: string | undefined): ActiveBike | null {
  if (!text) return null;
  const separator = text.indexOf("~");
  const bike = parseBikeParam(separator > 0 ? text.slice(0, separator) : text);
  if (!bike) return null;
  const label = separator > 0 ? text.slice(separator + 1, separator + 1 + MAX_LABEL_LENGTH) : "";
  return { bike, label: label || bikeParam(bike) };
}

/** The cookie's value as `document.cookie` holds it (URI-encoded), or null. */
export function rawBikeCookie(documentCookie: string): string | null {
  return new RegExp(`(?:^|;\\s*)${BIKE_COOKIE}=([^;]*)`).exec(documentCookie)?.[1] ?? null;
}

/** Reads a value as `document.cookie` holds it. */
export function readEncodedBikeCookie(raw: string | null): ActiveBike | null {
  if (!raw) return null;
  try {
    return readBikeCookie(decodeURIComponent(raw));
  } catch {
    return null;
  }
}
