import { bikeParam } from "@/lib/bikes/fitment";
import { bikeParamSchema } from "@/lib/validations/bikes";
import { CATEGORIES, MAX_SEARCH_LENGTH, type Category } from "@/lib/validations/limits";
import { message as m } from "@/lib/validations/message";
import * as z from "@/lib/validations/zod";
import { firstValue, type SearchParams } from "@/lib/validations/search-params";

const CATEGORY_SLUGS = CATEGORIES.map((category) => category.slug) as [Category, ...Category[]];

export const categorySchema = z.enum(CATEGORY_SLUGS, { error: m("categoryRequired") });

/** How the catalogue can be ordered: newest first, or by price. */
export const CATALOGUE_SORTS = [{ value: "newest" }, { value: "price-asc" }, { value: "price-desc" }] as const;

export type CatalogueSort = (typeof CATALOGUE_SORTS)[number]["value"];

const SORT_VALUES = CATALOGUE_SORTS.map((sort) => sort.value) as [CatalogueSort, ...CatalogueSort[]];

/** Products on one page of /tools. */
const CATALOGUE_PAGE_SIZE = 12;
const MAX_PAGE = 10_000;

const fields = {
  q: z.optional(
    z.pipe(
      z.string().check(z.trim(), z.maxLength(MAX_SEARCH_LENGTH, `q must be at most ${MAX_SEARCH_LENGTH} characters`)),
      z.transform((value) => value || undefined),
    ),
  ),
  category: z.optional(categorySchema),
  /** Only parts that fit this bike, and universal ones: "bajaj/pulsar-n160/2024". */
  bike: z.optional(bikeParamSchema),
  sort: z._default(z.enum(SORT_VALUES, { error: "sort must be newest, price-asc or price-desc" }), "newest"),
  page: z._default(z.coerce.number().check(z.int("page must be a whole number"), z.gte(1), z.lte(MAX_PAGE)), 1),
  limit: z._default(
    z.coerce.number().check(z.int("limit must be a whole number"), z.gte(1), z.lte(100)),
    CATALOGUE_PAGE_SIZE,
  ),
};

/** GET /api/tools with parameters: bad values are refused with a 400. */
export const catalogueQuerySchema = z.object(fields);

export type CatalogueQuery = z.infer<typeof catalogueQuerySchema>;

/** The /tools page: a bad or stale parameter in a shared link falls back to its default instead. */
const lenientCatalogueQuerySchema = z.object({
  q: z.catch(fields.q, undefined),
  category: z.catch(fields.category, undefined),
  bike: z.catch(fields.bike, undefined),
  sort: z.catch(fields.sort, "newest"),
  page: z.catch(fields.page, 1),
  limit: z.catch(z.literal(CATALOGUE_PAGE_SIZE), CATALOGUE_PAGE_SIZE),
});

export function catalogueQueryFromSearchParams(params: SearchParams): CatalogueQuery {
  return lenientCatalogueQuerySchema.parse({
    q: firstValue(params.q),
    category: firstValue(params.category),
    bike: firstValue(params.bike),
    sort: firstValue(params.sort),
    page: firstValue(params.page),
  });
}

/** The /tools URL for a query, leaving out defaults so every result has one address. */
export function catalogueHref(query: Partial<CatalogueQuery>): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.category) params.set("category", query.category);
  if (query.bike) params.set("bike", bikeParam(query.bike));
  if (query.sort && query.sort !== "newest") params.set("sort", query.sort);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  // A slash needs no escaping in a query: ?bike=bajaj/pulsar-n160/2024 reads as it is meant.
  const search = params.toString().replaceAll("%2F", "/");
  return search ? `/tools?${search}` : "/tools";
}
