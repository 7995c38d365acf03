import type { Review } from "@/lib/data/reviews";
import { Card } from "@/components/ui/card";
import { StarRating } from "@/components/reviews/star-rating";
import { StaticImage } from "@/components/ui/static-image";

export function ReviewCard({ review: { review } }: { review: Review }) {
  return (
    <Card className="p-6">
      <figure className="flex h-full flex-col gap-4">
        <StarRating rating={review.rating} />
        <blockquote className="flex-1 leading-7 text-slate-700">&ldquo;{review.buyerReview}&rdquo;</blockquote>
        <figcaption className="flex items-center gap-3">
          <StaticImage src="/images/avatar.svg" alt="" width={40} height={40} className="rounded-full" />
          <span className="font-semibold text-ink">{review.name}</span>
        </figcaption>
      </figure>
    </Card>
  );
}
