/**
 * The lists and limits the schemas check, in a module without Zod: client components import
 * them from here, so a page downloads Zod only with a form's schema, when the form is first
 * used (lib/client/lazy-zod-resolver.ts).
 */

/** The catalogue's categories: the slug is stored on each product and used in URLs. */
export const CATEGORIES = [
  { slug: "parts" },
  { slug: "accessories" },
  { slug: "tools" },
  { slug: "safety-gear" },
] as const;

export type Category = (typeof CATEGORIES)[number]["slug"];

/** The VAT rates a product may have, percent (Bangladesh's standard 15 and the reduced ones). */
export const VAT_RATES = [0, 5, 7.5, 15] as const;
export type VatRate = (typeof VAT_RATES)[number];

export const MAX_SEARCH_LENGTH = 100;

export const RATING_MAX = 5;

export const PRODUCT_LIMITS = {
  nameLength: 120,
  descriptionLength: 600,
  quantity: 1_000_000,
  price: 100_000,
} as const;

/** A rider's garage keeps at most this many bikes. */
export const MAX_GARAGE_BIKES = 5;
