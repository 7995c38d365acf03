import "server-only";

import { unstable_cache } from "next/cache";

import { listBikeMakes } from "@/lib/data/bikes";
import { cacheTags } from "@/lib/data/cache-tags";
import { listReviews } from "@/lib/data/reviews";
import { findTools, listTools } from "@/lib/data/tools";

const HOME_TOOL_COUNT = 6;
const HOME_REVIEW_COUNT = 3;

/**
 * The catalogue's public reads (home page, /tools, GET /api/tools, GET /api/customerReview), cached
 * across requests and dropped when an order, a product or a review changes them (see
 * cacheTags), so the busiest pages rarely touch the database.
 */
export const cachedTools = unstable_cache(listTools, ["tools"], { tags: [cacheTags.tools], revalidate: 60 });

/** One page of /tools or GET /api/tools?…, cached per query under the same tag. */
export const cachedCataloguePage = unstable_cache(findTools, ["catalogue-page"], {
  tags: [cacheTags.tools],
  revalidate: 60,
});

export const cachedReviews = unstable_cache(listReviews, ["reviews"], { tags: [cacheTags.reviews], revalidate: 60 });

/** The bike list (GET /api/bikes, the garage, fitment): it changes when the admin adds a model. */
export const cachedBikeMakes = unstable_cache(listBikeMakes, ["bikes"], { tags: [cacheTags.bikes], revalidate: 3600 });

export const newestTools = () => cachedTools(HOME_TOOL_COUNT);
export const newestReviews = () => cachedReviews(HOME_REVIEW_COUNT);
