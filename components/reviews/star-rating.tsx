import type { CSSProperties } from "react";

import { getTranslations } from "next-intl/server";

import { formatCount } from "@/lib/i18n/format";
import { pageLocale } from "@/lib/i18n/server";
import { RATING_MAX } from "@/lib/validations/limits";

/**
 * A rating as five stars, filled by its exact share (4.5 fills four and a half), labelled
 * "4.5 out of 5". One element drawn by CSS (.star-rating in globals.css), not ten SVG icons:
 * reviews are in the home page's HTML and again in its RSC data.
 */
export async function StarRating({ rating }: { rating: number }) {
  const [t, locale] = await Promise.all([getTranslations("reviews"), pageLocale()]);
  const style = { "--rating-share": `${(rating / RATING_MAX) * 100}%` } as CSSProperties;
  return (
    <span
      className="star-rating"
      role="img"
      aria-label={t("rating", { rating: formatCount(rating, locale), max: formatCount(RATING_MAX, locale) })}
      style={style}
    />
  );
}
