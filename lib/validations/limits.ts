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

export const MAX_SEARCH_LENGTH = 100;

export const RATING_MAX = 5;

export const PRODUCT_LIMITS = {
  nameLength: 120,
  descriptionLength: 600,
  quantity: 1_000_000,
  price: 100_000,
} as const;
