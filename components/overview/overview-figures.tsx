import type { Route } from "next";
import { getTranslations } from "next-intl/server";

import { Link } from "@/components/navigation/link";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { LOW_STOCK_BELOW, overviewStats, type WaitingCounts } from "@/lib/data/stats";
import { formatCount, formatNumber } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locales";
import { formatTaka } from "@/lib/money";
import { ORDER_STATUSES } from "@/lib/orders/lifecycle";
import { PAYMENT_METHODS } from "@/lib/validations/order";
import type { StatsPeriod } from "@/lib/validations/stats";

import { formatDay } from "./format";
import { RecentFigures } from "./recent-figures";
import { SalesChart } from "./sales-chart";
import { SmallBars } from "./small-bars";

/** Where each waiting figure is dealt with. */
const WAITING_LINKS: Record<keyof WaitingCounts, Route> = {
  toShip: "/dashboard/allOrders",
  needsCall: "/dashboard/allOrders?status=needs-call" as Route,
  returnsOpen: "/dashboard/returns",
  paymentReview: "/dashboard/allOrders?status=paid" as Route,
  expiringSoon: "/dashboard/allOrders?status=unpaid" as Route,
  outboxFailed: "/dashboard/outbox",
};

/** Every figure of the overview for the period: fetched once, drawn on the server. */
export async function OverviewFigures({ period, locale }: { period: StatsPeriod; locale: Locale }) {
  const [stats, t] = await Promise.all([overviewStats(period.from, period.to), getTranslations("overview")]);
  const period_ = stats.days.reduce(
    (sum, day) => ({
      orders: sum.orders + day.orders,
      items: sum.items + day.items,
      salesBdt: sum.salesBdt + day.salesBdt,
    }),
    { orders: 0, items: 0, salesBdt: 0 },
  );
  const waiting = Object.entries(stats.waiting) as [keyof WaitingCounts, number][];

  return (
    <>
      <RecentFigures recent={stats.recent} locale={locale} />

      <section aria-labelledby="waiting-title" className="mb-6">
        <h2 id="waiting-title" className="mb-3 text-lg font-bold text-ink">
          {t("waiting.title")}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {waiting.map(([key, count]) => (
            <li key={key}>
              <Link
                href={WAITING_LINKS[key]}
                data-waiting={key}
                className={`flex min-h-16 items-center justify-between gap-3 rounded-xl border p-4 hover:bg-accent ${
                  count ? "border-amber-300 bg-amber-50" : "bg-background"
                }`}
              >
                <span className="text-sm font-semibold text-slate-700">{t(`waiting.${key}`)}</span>
                <span className="text-2xl font-extrabold text-ink">{formatNumber(count, locale)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <Card className="mb-6">
        <CardHeader>
          <CardTitle as="h2">{t("sales.title")}</CardTitle>
          <CardDescription>
            {t("sales.total", {
              sales: formatTaka(period_.salesBdt, locale),
              orders: period_.orders,
              items: period_.items,
            })}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <figure>
            <SalesChart days={stats.days} locale={locale} id="sales-chart" />
            <figcaption className="mt-3 text-xs text-slate-600">
              {t("sales.caption", { from: formatDay(stats.from, locale), to: formatDay(stats.to, locale) })}
            </figcaption>
          </figure>
        </CardContent>
      </Card>

      <div className="mb-6 grid gap-6 lg:grid-cols-2 [&>*]:min-w-0">
        <Card>
          <CardHeader>
            <CardTitle as="h2">{t("status.title")}</CardTitle>
            <CardDescription>{t("status.caption")}</CardDescription>
          </CardHeader>
          <CardContent>
            <SmallBars
              id="status-chart"
              title={t("status.title")}
              bars={ORDER_STATUSES.map((status) => ({
                key: status,
                label: t(`statuses.${status}`),
                value: stats.byStatus[status],
                shown: formatNumber(stats.byStatus[status], locale),
                aria: t("status.bar", {
                  label: t(`statuses.${status}`),
                  count: formatNumber(stats.byStatus[status], locale),
                }),
              }))}
              headers={[t("status.label"), t("status.count")]}
              tableRows={ORDER_STATUSES.map((status) => [
                t(`statuses.${status}`),
                formatNumber(stats.byStatus[status], locale),
              ])}
            />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle as="h2">{t("method.title")}</CardTitle>
            <CardDescription>{t("method.caption")}</CardDescription>
          </CardHeader>
          <CardContent>
            <SmallBars
              id="method-chart"
              title={t("method.title")}
              bars={PAYMENT_METHODS.map((method) => {
                const figures = stats.byMethod[method];
                const label = t(`methods.${method}`);
                const sales = formatTaka(figures.salesBdt, locale);
                return {
                  key: method,
                  label,
                  value: figures.salesBdt,
                  shown: sales,
                  aria: t("method.bar", { label, sales, orders: figures.orders }),
                };
              })}
              headers={[t("method.label"), t("method.orders"), t("method.salesBdt")]}
              tableRows={PAYMENT_METHODS.map((method) => [
                t(`methods.${method}`),
                formatNumber(stats.byMethod[method].orders, locale),
                formatCount(stats.byMethod[method].salesBdt, locale),
              ])}
            />
          </CardContent>
        </Card>
      </div>

      {/* Grid items may not grow wider than the page for a part named with one long word. */}
      <div className="grid gap-6 lg:grid-cols-2 [&>*]:min-w-0">
        <Card>
          <CardHeader>
            <CardTitle as="h2">{t("topParts.title")}</CardTitle>
          </CardHeader>
          <CardContent>
            {stats.topParts.length ? (
              <Table aria-label={t("topParts.title")}>
                <TableHeader>
                  <TableRow>
                    <TableHead>{t("topParts.part")}</TableHead>
                    <TableHead className="text-right">{t("topParts.quantity")}</TableHead>
                    <TableHead className="text-right">{t("topParts.salesBdt")}</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {stats.topParts.map((part) => (
                    <TableRow key={part.toolId ?? part.name}>
                      <TableCell className="whitespace-normal wrap-anywhere">{part.name}</TableCell>
                      <TableCell className="text-right">{formatNumber(part.quantity, locale)}</TableCell>
                      <TableCell className="text-right">{formatTaka(part.salesBdt, locale)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            ) : (
              <p className="text-slate-600">{t("topParts.empty")}</p>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle as="h2">{t("lowStock.title")}</CardTitle>
            <CardDescription>
              {t("lowStock.description", { limit: formatNumber(LOW_STOCK_BELOW, locale) })}
            </CardDescription>
          </CardHeader>
          <CardContent>
            {stats.lowStock.length ? (
              <Table aria-label={t("lowStock.title")}>
                <TableHeader>
                  <TableRow>
                    <TableHead>{t("lowStock.part")}</TableHead>
                    <TableHead className="text-right">{t("lowStock.left")}</TableHead>
                    <TableHead className="text-right">{t("lowStock.minimum")}</TableHead>
                    <TableHead className="sr-only">{t("lowStock.edit")}</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {stats.lowStock.map((part) => (
                    <TableRow key={part.toolId}>
                      <TableCell className="whitespace-normal wrap-anywhere">{part.name}</TableCell>
                      <TableCell className="text-right font-semibold">
                        {formatNumber(part.availableQuantity, locale)}
                      </TableCell>
                      <TableCell className="text-right">{formatNumber(part.orderQuantity, locale)}</TableCell>
                      <TableCell className="text-right">
                        <Link
                          href={`/manageproducts/${part.toolId}` as Route}
                          aria-label={t("lowStock.editLabel", { name: part.name })}
                          className="font-semibold text-brand-700 underline-offset-4 hover:underline"
                        >
                          {t("lowStock.edit")}
                        </Link>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            ) : (
              <p className="text-slate-600">{t("lowStock.empty")}</p>
            )}
          </CardContent>
        </Card>
      </div>
    </>
  );
}
