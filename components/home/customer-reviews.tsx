import { getTranslations } from "next-intl/server";

import { newestReviews } from "@/lib/data/catalogue";
import { FetchFailed, readOrNull } from "@/components/home/fetch-failed";
import { SectionHeading } from "@/components/home/section-heading";
import { ReviewCard } from "@/components/reviews/review-card";

async function NewestReviews() {
  const reviews = await readOrNull(newestReviews, "the newest reviews");
  if (!reviews) return <FetchFailed />;
  if (reviews.length === 0) {
    const t = await getTranslations("home.reviews");
    return <p className="text-center text-slate-600">{t("empty")}</p>;
  }
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {reviews.map((review) => (
        <li key={review._id} className="flex [&>*]:flex-1">
          <ReviewCard review={review} />
        </li>
      ))}
    </ul>
  );
}

/** The newest reviews, in the page's HTML where they stand, as the newest tools are (tools-collection.tsx). */
export async function CustomerReviews() {
  const t = await getTranslations("home.reviews");
  return (
    <section aria-labelledby="reviews-title" className="py-20">
      <div className="container-page">
        <SectionHeading id="reviews-title" eyebrow={t("eyebrow")} title={t("title")} />
        <div className="mt-12">
          <NewestReviews />
        </div>
      </div>
    </section>
  );
}
