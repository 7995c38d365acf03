import type { Filter, Sort } from "mongodb";

import type { BikeMake } from "@/lib/bikes/directory";
import { fitKeysForBike, type Fit } from "@/lib/bikes/fitment";
import type { ToolDocument } from "@/lib/db/collections";
import type { CatalogueQuery, CatalogueSort } from "@/lib/validations/catalogue";

/** Escapes every character with a meaning in a regular expression, so a search is taken literally. */
export function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/-]/g, "\\$&");
}

/** Zero-width non-joiner and joiner: Bangla keyboards put them inside some conjuncts (র‍্য, ক্‌), others leave them out. */
const JOINERS = "\u200C\u200D";
const OPTIONAL_JOINER = `[${JOINERS}]?`;
const isBengali = (char: string) => char >= "\u0980" && char <= "\u09FF";

/**
 * The Bengali letters a keyboard may type in two ways, one code point or two (য় or য + ়,
 * ো or ে + া), each spelling mapped to a pattern matching both. Canonical equivalents read the
 * same, so a search must not care which one the shop owner's keyboard stored.
 */
const SPELLINGS = new Map<string, string>();
for (let code = 0x0980; code <= 0x09ff; code++) {
  const single = String.fromCodePoint(code);
  const pair = single.normalize("NFD");
  if (pair === single) continue;
  SPELLINGS.set(single, `(?:${single}|${pair})`).set(pair, `(?:${single}|${pair})`);
}

/** Digits match in either script: a rider may type ৪২৮ for a 428 chain. */
const DIGITS = new Map<string, string>(
  Array.from({ length: 10 }, (_, digit) => {
    const bengali = String.fromCodePoint(0x09e6 + digit);
    return [
      [String(digit), `[${digit}${bengali}]`],
      [bengali, `[${digit}${bengali}]`],
    ] as const;
  }).flat(),
);

/**
 * The regular expression a search text is looked for with: taken literally (see escapeRegex),
 * in any script. Bangla is compared by what it reads, not how it was typed: either spelling
 * of a letter with two (SPELLINGS), with or without zero-width joiners between letters, and
 * digits in either script. Only literal characters and (?:…|…), […] and ? are used, which
 * MongoDB's PCRE and JavaScript read alike (no \u escapes).
 */
export function searchPattern(text: string): string {
  const chars = [...text.normalize("NFC").replace(/[\u200C\u200D]/g, "")];
  let pattern = "";
  let previous = "";
  for (let index = 0; index < chars.length; index++) {
    const char = chars[index] ?? "";
    const next = chars[index + 1];
    const twoSpellings = next === undefined ? undefined : SPELLINGS.get(char + next);
    const piece = twoSpellings ?? SPELLINGS.get(char) ?? DIGITS.get(char) ?? escapeRegex(char);
    if (isBengali(previous) && isBengali(char)) pattern += OPTIONAL_JOINER;
    pattern += piece;
    previous = char;
    if (twoSpellings && next !== undefined) {
      previous = next;
      index++;
    }
  }
  return pattern;
}

/** A model of the bike list, by its slugs. */
export type ModelSlugs = Pick<Fit, "make" | "model">;

/**
 * The models a search text names, by model ("pulsar"), by maker ("Bajaj") or both ("Bajaj Pulsar
 * N160"), as searchPattern reads it: the catalogue's search finds the parts listed for them too.
 */
export function bikesNamed(makes: readonly BikeMake[], q: string): ModelSlugs[] {
  const pattern = new RegExp(searchPattern(q), "i");
  return makes.flatMap(({ make, name: makeName, models }) =>
    models.filter(({ name }) => pattern.test(`${makeName} ${name}`)).map(({ model }) => ({ make, model })),
  );
}

/**
 * The database filter for a catalogue query: the parts that fit a bike (and universal ones),
 * the category, and the search text anywhere in the name or description (part of a word
 * too), whatever its case, in English or Bangla (see searchPattern), or naming a bike the part
 * is listed for (`named`, from bikesNamed).
 */
export function catalogueFilter(
  { q, category, bike }: Pick<CatalogueQuery, "q" | "category" | "bike">,
  named: readonly ModelSlugs[] = [],
): Filter<ToolDocument> {
  const filter: Filter<ToolDocument> = {};
  if (bike) filter.fitKeys = { $in: fitKeysForBike(bike) };
  if (category) filter.category = category;
  if (q) {
    const pattern = searchPattern(q);
    filter.$or = [
      { name: { $regex: pattern, $options: "i" } },
      { shortDescription: { $regex: pattern, $options: "i" } },
      ...named.map((slugs) => ({ fits: { $elemMatch: slugs } })),
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
