import type { Filter, Sort } from "mongodb";

import { fitKeysForBike } from "@/lib/bikes/fitment";
import type { ToolDocument } from "@/lib/db/collections";
import type { CatalogueQuery, CatalogueSort } from "@/lib/validations/catalogue";

/** Escapes every character with a meaning in a regular expression, so a search is taken literally. */
export function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/-]/g, "\\$&");
}

/**
 * The database filter for a catalogue query: the parts that fit a bike (and universal ones),
 * the category, and the search text anywhere in the name or description (part of a word
 * too), whatever its case.
 */
export function catalogueFilter({
  q,
  category,
  bike,
}: Pick<CatalogueQuery, "q" | "category" | "bike">): Filter<ToolDocument> {
  const filter: Filter<ToolDocument> = {};
  if (bike) filter.fitKeys = { $in: fitKeysForBike(bike) };
  if (category) filter.category = category;
  if (q) {
    const pattern = escapeRegex(q);
    filter.$or = [
      { name: { $regex: pattern, $options: "i" } },
      { shortDescription: { $regex: pattern, $options: "i" } },
    ];
  }
  return filter;
}

/** Each order ends on _id, so products with the same price or date keep one order across pages. */
export function catalogueSort(sort: CatalogueSort): Sort {
  switch (sort) {
    case "price-asc":
      return { price: 1, _id: 1 };
    case "price-desc":
      return { price: -1, _id: -1 };
    case "newest":
      return { createdAt: -1, _id: -1 };
  }
}

/** How many products to skip to reach a page. */
export function catalogueSkip({ page, limit }: Pick<CatalogueQuery, "page" | "limit">): number {
  return (page - 1) * limit;
}
