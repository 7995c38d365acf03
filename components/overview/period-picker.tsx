import type { Route } from "next";
import { getTranslations } from "next-intl/server";

import { Link } from "@/components/navigation/link";
import { buttonVariants } from "@/components/ui/button-variants";
import { formatNumber } from "@/lib/i18n/format";
import { localizeHref, type Locale } from "@/lib/i18n/locales";
import { cn } from "@/lib/utils";
import { PERIOD_PRESETS, type StatsPeriod } from "@/lib/validations/stats";

/**
 * The period: links for the last 7, 30 and 90 days, and a plain GET form with two dates, so
 * choosing needs no script. The CSV of the same period is a download link beside it.
 */
export async function PeriodPicker({ period, locale }: { period: StatsPeriod; locale: Locale }) {
  const t = await getTranslations("overview.period");
  const csv = `/api/admin/orders.csv?from=${period.from}&to=${period.to}`;
  return (
    <section
      aria-label={t("label")}
      className="mb-6 flex flex-wrap items-end gap-x-6 gap-y-3 rounded-xl border bg-background p-4"
    >
      <nav aria-label={t("label")} className="flex flex-wrap gap-2">
        {PERIOD_PRESETS.map((days) => (
          <Link
            key={days}
            href={`/dashboard/overview?days=${days}` as Route}
            aria-current={period.preset === days ? "page" : undefined}
            className={cn(
              buttonVariants({ variant: period.preset === days ? "default" : "outline", size: "sm" }),
              "min-h-10",
            )}
          >
            {t("lastDays", { count: formatNumber(days, locale) })}
          </Link>
        ))}
      </nav>
      <form
        method="get"
        action={localizeHref("/dashboard/overview", locale)}
        className="flex flex-wrap items-end gap-2"
      >
        <label className="grid gap-1 text-sm font-semibold text-slate-700">
          {t("from")}
          <input
            type="date"
            name="from"
            required
            defaultValue={period.from}
            className="h-10 rounded-md border border-input bg-background px-2 text-base text-ink"
          />
        </label>
        <label className="grid gap-1 text-sm font-semibold text-slate-700">
          {t("to")}
          <input
            type="date"
            name="to"
            required
            defaultValue={period.to}
            className="h-10 rounded-md border border-input bg-background px-2 text-base text-ink"
          />
        </label>
        <button type="submit" className={cn(buttonVariants({ size: "sm" }), "min-h-10")}>
          {t("show")}
        </button>
      </form>
      <a href={csv} download className={cn(buttonVariants({ variant: "outline", size: "sm" }), "min-h-10")}>
        {t("export")}
      </a>
    </section>
  );
}
