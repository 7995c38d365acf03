import { Star } from "lucide-react";

import { RATING_MAX } from "@/lib/validations/review";

/** How much of the star at `index` a rating fills, from 0 to 1 (4.5 fills four and a half). */
function starFill(rating: number, index: number): number {
  return Math.min(1, Math.max(0, rating - index));
}

/** A rating as stars out of five, each filled by its exact share, labelled "4.5 out of 5". */
export function StarRating({ rating }: { rating: number }) {
  return (
    <span className="flex items-center gap-0.5" role="img" aria-label={`${rating} out of ${RATING_MAX}`}>
      {Array.from({ length: RATING_MAX }, (_, index) => {
        const fill = starFill(rating, index);
        return (
          <span key={index} className="relative size-5" aria-hidden>
            <Star className="absolute inset-0 size-5 fill-slate-200 text-slate-200" />
            {fill > 0 && (
              <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
                <Star className="size-5 fill-amber-400 text-amber-400" />
              </span>
            )}
          </span>
        );
      })}
    </span>
  );
}
