import { getTranslations } from "next-intl/server";

import { placeName } from "@/config/districts";
import type { Order } from "@/lib/data/orders";
import { pageLocale } from "@/lib/i18n/server";

/** Who receives the order and where, as the courier's label would read; older orders may have no address. */
export async function DeliveryAddress({ order }: { order: Order }) {
  const [t, locale] = await Promise.all([getTranslations("payment.order"), pageLocale()]);
  return (
    <address className="not-italic">
      <span className="block font-medium">{order.BuyerName}</span>
      <span className="block whitespace-nowrap">{order.BuyerPhone}</span>
      {order.district ? (
        <span className="block text-slate-600">
          {order.address}, {order.area}, {placeName(order.district, locale)}
        </span>
      ) : (
        <span className="block text-slate-500">{t("noAddress")}</span>
      )}
    </address>
  );
}
