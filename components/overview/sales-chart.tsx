import { scaleBand, scaleLinear } from "d3-scale";
import { getTranslations } from "next-intl/server";

import type { DayFigures } from "@/lib/data/stats";
import { formatCount, formatNumber } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locales";
import { formatTaka } from "@/lib/money";

import { formatDay } from "./format";

const HEIGHT = 220;
const TOP = 18;
const BOTTOM = 24;
const PLOT = HEIGHT - TOP - BOTTOM;

/**
 * Sales in taka per day as bars, drawn here on the server: d3-scale places them, the browser gets
 * plain SVG. Across, the bars are placed in percentages of the chart's width, so the same chart
 * fills a phone and a desktop with its text at its own size; up, in pixels. Each bar is focusable
 * and names its day and figures (also its hover title), and a table beside it holds the same numbers.
 */
export async function SalesChart({ days, locale, id }: { days: DayFigures[]; locale: Locale; id: string }) {
  const t = await getTranslations("overview.sales");
  const max = Math.max(...days.map((day) => day.salesBdt), 0);
  const y = scaleLinear()
    .domain([0, max || 1000])
    .nice(4)
    .range([TOP + PLOT, TOP]);
  const x = scaleBand<string>()
    .domain(days.map((day) => day.day))
    .range([0, 100])
    .paddingInner(days.length > 45 ? 0.15 : 0.25);
  const ticks = y.ticks(4);
  // Four or five day labels at most, the last day always, none crowding it (readable at 360 px).
  const labelEvery = Math.max(1, Math.ceil(days.length / 4));
  const last = days.length - 1;
  const labelled = days.filter((_, i) => i === last || (i % labelEvery === 0 && last - i >= labelEvery));
  const text = (day: DayFigures) =>
    t("bar", {
      day: formatDay(day.day, locale),
      sales: formatTaka(day.salesBdt, locale),
      orders: day.orders,
      items: day.items,
    });

  return (
    <>
      <svg
        width="100%"
        height={HEIGHT}
        role="group"
        aria-labelledby={`${id}-title`}
        className="block overflow-visible text-[11px]"
      >
        <title id={`${id}-title`}>{t("title")}</title>
        {ticks.map((tick) => (
          <line key={tick} x1="0" x2="100%" y1={y(tick)} y2={y(tick)} aria-hidden="true" className="stroke-slate-200" />
        ))}
        {days.map((day) => {
          const top = y(day.salesBdt);
          const label = text(day);
          return (
            <rect
              key={day.day}
              x={`${x(day.day)}%`}
              width={`${x.bandwidth()}%`}
              y={Math.min(top, TOP + PLOT - 1)}
              height={Math.max(TOP + PLOT - top, 1)}
              rx="1"
              tabIndex={0}
              role="img"
              aria-label={label}
              data-day={day.day}
              data-sales={day.salesBdt}
              className="fill-brand-600 outline-none hover:fill-brand-800 focus-visible:fill-ink focus-visible:stroke-brand-500 focus-visible:stroke-2"
            >
              <title>{label}</title>
            </rect>
          );
        })}
        {/* The amounts over the bars, on a white halo, so a tall bar never hides them. */}
        <g aria-hidden="true" className="fill-slate-600 stroke-white stroke-[3px] [paint-order:stroke]">
          {ticks.map((tick) => (
            <text key={tick} x="0" y={y(tick) - 4}>
              {formatTaka(tick, locale)}
            </text>
          ))}
        </g>
        <g aria-hidden="true" className="fill-slate-600">
          {labelled.map((day, i) => {
            const centre = (x(day.day) ?? 0) + x.bandwidth() / 2;
            const anchor = i === 0 ? "start" : i === labelled.length - 1 ? "end" : "middle";
            const at =
              anchor === "start" ? (x(day.day) ?? 0) : anchor === "end" ? (x(day.day) ?? 0) + x.bandwidth() : centre;
            return (
              <text key={day.day} x={`${at}%`} y={HEIGHT - 6} textAnchor={anchor}>
                {formatDay(day.day, locale)}
              </text>
            );
          })}
        </g>
      </svg>
      {/* A table ignores the 1 px width of sr-only: its wrapper takes it. */}
      <div className="sr-only">
        <table>
          <caption>{t("table")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("day")}</th>
              <th scope="col">{t("orders")}</th>
              <th scope="col">{t("items")}</th>
              <th scope="col">{t("salesBdt")}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.day}>
                <th scope="row">{formatDay(day.day, locale)}</th>
                <td>{formatNumber(day.orders, locale)}</td>
                <td>{formatNumber(day.items, locale)}</td>
                <td>{formatCount(day.salesBdt, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
