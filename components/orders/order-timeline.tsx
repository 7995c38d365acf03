import { getTranslations } from "next-intl/server";

import type { Order } from "@/lib/data/orders";
import { formatDateTime } from "@/lib/dates";
import { pageLocale } from "@/lib/i18n/server";

/** Every state the order has been in, oldest first, with when (Dhaka time). */
export async function OrderTimeline({ order }: { order: Order }) {
  const [t, locale] = await Promise.all([getTranslations("orders"), pageLocale()]);
  return (
    <ol className="relative grid gap-5 border-l-2 border-slate-200 pl-6" aria-label={t("order.timelineLabel")}>
      {order.timeline.map((entry) => (
        <li key={`${entry.status}-${entry.at}`} className="relative">
          <span aria-hidden className="absolute top-1.5 -left-[1.95rem] size-3 rounded-full bg-brand-600" />
          <p className="font-semibold text-ink">{t(`statusDescription.${entry.status}`)}</p>
          <p className="text-sm text-slate-600">
            <time dateTime={entry.at}>{formatDateTime(entry.at, locale)}</time>
          </p>
        </li>
      ))}
    </ol>
  );
}
