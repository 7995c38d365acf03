import type { CSSProperties } from "react";

import { RATING_MAX } from "@/lib/validations/limits";

/**
 * A rating as five stars, filled by its exact share (4.5 fills four and a half), labelled
 * "4.5 out of 5". One element drawn by CSS (.star-rating in globals.css), not ten SVG icons:
 * reviews are in the home page's HTML and again in its RSC data.
 */
export function StarRating({ rating }: { rating: number }) {
  const style = { "--rating-share": `${(rating / RATING_MAX) * 100}%` } as CSSProperties;
  return <span className="star-rating" role="img" aria-label={`${rating} out of ${RATING_MAX}`} style={style} />;
}
