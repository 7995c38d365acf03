import { area } from "d3-shape";
import { scaleLinear } from "d3-scale";
import { getTranslations } from "next-intl/server";

import type { OverviewStats, Totals } from "@/lib/data/stats";
import type { Locale } from "@/lib/i18n/locales";
import { formatTaka } from "@/lib/money";

import { formatChange } from "./format";

/** The last 14 days' sales as a small filled line (d3-shape), for the eye only: the figures are written beside it. */
function Sparkline({ values }: { values: number[] }) {
  const x = scaleLinear()
    .domain([0, values.length - 1])
    .range([0, 100]);
  const y = scaleLinear()
    .domain([0, Math.max(...values, 1)])
    .range([30, 2]);
  const path = area<number>()
    .x((_, i) => x(i))
    .y0(30)
    .y1((value) => y(value))(values);
  return (
    <svg viewBox="0 0 100 30" preserveAspectRatio="none" aria-hidden="true" className="mt-3 block h-8 w-full">
      <path d={path ?? ""} className="fill-brand-100 stroke-brand-600" vectorEffect="non-scaling-stroke" />
    </svg>
  );
}

/** Today, the last 7 days and the 7 before: sales, orders, and the week's change. */
export async function RecentFigures({ recent, locale }: { recent: OverviewStats["recent"]; locale: Locale }) {
  const t = await getTranslations("overview.recent");
  const change = recent.previous7.salesBdt
    ? (recent.last7.salesBdt - recent.previous7.salesBdt) / recent.previous7.salesBdt
    : null;
  const card = (key: "today" | "last7" | "previous7", totals: Totals, extra?: React.ReactNode) => (
    <div key={key} className="min-w-0 rounded-xl border bg-background p-4">
      <dt className="text-sm font-semibold text-slate-600">{t(key)}</dt>
      <dd className="mt-1 text-2xl font-extrabold text-ink" data-figure={key}>
        {formatTaka(totals.salesBdt, locale)}
      </dd>
      <dd className="text-sm text-slate-600">{t("orders", { count: totals.orders })}</dd>
      {extra}
    </div>
  );
  return (
    <section aria-label={t("label")} className="mb-6">
      <dl className="grid gap-3 sm:grid-cols-3">
        {card("today", recent.today)}
        {card(
          "last7",
          recent.last7,
          <>
            <dd className="mt-1 text-sm font-semibold text-slate-700">
              {change === null
                ? t("noBase")
                : change === 0
                  ? t("noChange")
                  : t("change", { change: formatChange(change, locale) })}
            </dd>
            <Sparkline values={recent.days.map((day) => day.salesBdt)} />
          </>,
        )}
        {card("previous7", recent.previous7)}
      </dl>
    </section>
  );
}
