import "server-only";

import { unstable_cache } from "next/cache";

import { listBikeMakes } from "@/lib/data/bikes";
import { cacheTags } from "@/lib/data/cache-tags";
import { listReviews } from "@/lib/data/reviews";
import { findTools, listTools } from "@/lib/data/tools";

const HOME_TOOL_COUNT = 6;
const HOME_REVIEW_COUNT = 3;

/**
 * How long a cached catalogue read (and the home page showing it) is kept when no write says it
 * changed: every write through the shop invalidates its tag at once, so this only bounds what
 * bypasses it (a database edited by hand, or another instance's write without REDIS_URL). Not a
 * minute: each refresh is a render of the home page, and one made in the background competes with
 * the very visitor whose request found the old copy (docs/architecture.md, "Caching").
 */
const CATALOGUE_REVALIDATE_SECONDS = 600;

/**
 * The catalogue's public reads (home page, /tools, GET /api/tools, GET /api/customerReview), cached
 * across requests and dropped when an order, a product or a review changes them (see
 * cacheTags), so the busiest pages rarely touch the database.
 */
export const cachedTools = unstable_cache(listTools, ["tools"], {
  tags: [cacheTags.tools],
  revalidate: CATALOGUE_REVALIDATE_SECONDS,
});

/** One page of /tools or GET /api/tools?…, cached per query under the same tag, and the bikes' (a search finds parts by the bikes it names). */
export const cachedCataloguePage = unstable_cache(findTools, ["catalogue-page"], {
  tags: [cacheTags.tools, cacheTags.bikes],
  revalidate: CATALOGUE_REVALIDATE_SECONDS,
});

export const cachedReviews = unstable_cache(listReviews, ["reviews"], {
  tags: [cacheTags.reviews],
  revalidate: CATALOGUE_REVALIDATE_SECONDS,
});

/** The bike list (GET /api/bikes, the garage, fitment): it changes when the admin adds a model. */
export const cachedBikeMakes = unstable_cache(listBikeMakes, ["bikes"], { tags: [cacheTags.bikes], revalidate: 3600 });

export const newestTools = () => cachedTools(HOME_TOOL_COUNT);
export const newestReviews = () => cachedReviews(HOME_REVIEW_COUNT);
