import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { PageHeader } from "@/components/dashboard/page-header";
import { ReviewForm } from "@/components/reviews/review-form";
import { requireSignedIn } from "@/lib/auth/page-guards";
import { ClientMessages } from "@/lib/i18n/client";
import { pageLocale, pickMessages } from "@/lib/i18n/server";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("reviews.page");
  return { title: t("title") };
}

export default async function AddReviewPage() {
  const user = await requireSignedIn();
  const [t, locale] = await Promise.all([getTranslations("reviews.page"), pageLocale()]);
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <ClientMessages messages={pickMessages(locale, "reviews", "validation")}>
        <ReviewForm defaultName={user.name ?? ""} />
      </ClientMessages>
    </>
  );
}
