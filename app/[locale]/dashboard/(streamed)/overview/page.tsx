import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";

import { PageHeader } from "@/components/dashboard/page-header";
import { OverviewFigures } from "@/components/overview/overview-figures";
import { formatDay } from "@/components/overview/format";
import { PeriodPicker } from "@/components/overview/period-picker";
import { Skeleton } from "@/components/ui/skeleton";
import { requireAdminPage } from "@/lib/auth/page-guards";
import { pageLocale } from "@/lib/i18n/server";
import { lenientPeriod } from "@/lib/validations/stats";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("overview");
  return { title: t("title") };
}

/**
 * The owner's morning: sales, stock and what waits, for a period (7, 30 or 90 days, or two
 * dates; a mistyped one falls back to the last 30 days). The figures stream in after the header
 * and the picker; the charts are SVG drawn here, with no chart code sent to the browser.
 */
export default async function OverviewPage({ searchParams }: PageProps<"/[locale]/dashboard/overview">) {
  await requireAdminPage();
  const [params, locale, t] = await Promise.all([searchParams, pageLocale(), getTranslations("overview")]);
  const period = lenientPeriod(params);
  return (
    <>
      <PageHeader
        title={t("title")}
        description={t("description", { from: formatDay(period.from, locale), to: formatDay(period.to, locale) })}
      />
      <PeriodPicker period={period} locale={locale} />
      <Suspense
        key={`${period.from}:${period.to}`}
        fallback={
          <div className="grid gap-6" aria-busy="true">
            <Skeleton className="h-28 w-full" />
            <Skeleton className="h-72 w-full" />
          </div>
        }
      >
        <OverviewFigures period={period} locale={locale} />
      </Suspense>
    </>
  );
}
