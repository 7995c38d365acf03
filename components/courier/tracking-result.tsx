import { getTranslations } from "next-intl/server";

import { placeName } from "@/config/districts";
import { formatDateTime } from "@/lib/dates";
import { pageLocale } from "@/lib/i18n/server";
import type { TrackedOrder } from "@/lib/orders/track-order";

/** What the tracking page shows of an order: its state, courier and code, and its steps with the courier's messages, oldest first. */
export async function TrackingResult({ order }: { order: TrackedOrder }) {
  const [t, statuses, locale] = await Promise.all([
    getTranslations("courier.track.result"),
    getTranslations("orders"),
    pageLocale(),
  ]);
  const steps = [
    ...order.timeline.map((entry) => ({ at: entry.at, text: statuses(`statusDescription.${entry.status}`) })),
    ...order.courierEvents.map((event) => ({ at: event.at, text: event.message })),
  ].sort((a, b) => a.at.localeCompare(b.at));
  const district = order.district ? placeName(order.district, locale) : null;
  return (
    <section aria-labelledby="tracked-order" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="tracked-order" className="text-2xl font-extrabold text-ink">
        {t("heading", { number: order.orderNumber })}
      </h2>
      {district && <p className="mt-1 text-slate-600">{t("for", { name: order.firstName, district })}</p>}
      <dl className="mt-6 grid gap-4 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-slate-600">{t("status")}</dt>
          <dd className="font-semibold text-ink" data-testid="tracked-status">
            {statuses(`status.${order.status}`)}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">{t("courier")}</dt>
          <dd className="font-semibold text-ink">{order.courier ?? t("noCourier")}</dd>
        </div>
        {order.trackingCode && (
          <div>
            <dt className="text-sm text-slate-600">{t("tracking")}</dt>
            <dd className="font-mono font-semibold text-ink">{order.trackingCode}</dd>
          </div>
        )}
      </dl>
      <h3 className="mt-8 text-lg font-bold text-ink">{t("timeline")}</h3>
      <ol className="relative mt-4 grid gap-5 border-l-2 border-slate-200 pl-6">
        {steps.map((step) => (
          <li key={`${step.at}-${step.text}`} className="relative">
            <span aria-hidden className="absolute top-1.5 -left-[1.95rem] size-3 rounded-full bg-brand-600" />
            <p className="font-semibold text-ink">{step.text}</p>
            <p className="text-sm text-slate-600">
              <time dateTime={step.at}>{formatDateTime(step.at, locale)}</time>
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
