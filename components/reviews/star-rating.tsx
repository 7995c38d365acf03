import { Star } from "lucide-react";

import { RATING_MAX } from "@/lib/validations/review";

/** A rating as filled stars out of five; halves round to the nearer star. */
export function StarRating({ rating }: { rating: number }) {
  const filled = Math.round(rating);
  return (
    <span className="flex items-center gap-0.5" role="img" aria-label={`Rated ${rating} out of ${RATING_MAX}`}>
      {Array.from({ length: RATING_MAX }, (_, index) => (
        <Star
          key={index}
          aria-hidden
          className={index < filled ? "size-5 fill-amber-400 text-amber-400" : "size-5 fill-slate-200 text-slate-200"}
        />
      ))}
    </span>
  );
}
