import "server-only";

import { unstable_cache } from "next/cache";

import { cacheTags } from "@/lib/data/cache-tags";
import { listReviews } from "@/lib/data/reviews";
import { listTools } from "@/lib/data/tools";

export const HOME_TOOL_COUNT = 6;
export const HOME_REVIEW_COUNT = 3;

/**
 * The home page's reads, cached across requests and dropped when an order, a product or
 * a review changes them (see cacheTags), so the busiest page rarely touches the database.
 */
export const newestTools = unstable_cache(() => listTools(HOME_TOOL_COUNT), ["newest-tools"], {
  tags: [cacheTags.tools],
  revalidate: 300,
});

export const newestReviews = unstable_cache(() => listReviews(HOME_REVIEW_COUNT), ["newest-reviews"], {
  tags: [cacheTags.reviews],
  revalidate: 300,
});
