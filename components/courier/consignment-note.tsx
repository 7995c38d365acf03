import { getTranslations } from "next-intl/server";

import type { Order } from "@/lib/data/orders";
import { pageLocale } from "@/lib/i18n/server";
import { formatTaka } from "@/lib/money";

type Booked = Pick<Order, "consignmentId" | "trackingCode" | "courierStatus" | "collectedBdt">;

/** "Steadfast consignment 1424107, tracking 15BAEB8A", with Steadfast's last word and the cash it collected; nothing for an order not booked through it. */
export async function ConsignmentNote({ order }: { order: Booked }) {
  if (!order.consignmentId) return null;
  const [t, locale] = await Promise.all([getTranslations("courier.consignment"), pageLocale()]);
  return (
    <span className="block text-xs text-slate-600" data-testid="consignment-note">
      <span className="block font-mono">
        {t("label", { consignmentId: order.consignmentId, trackingCode: order.trackingCode ?? "" })}
      </span>
      {order.courierStatus && (
        <span className="block">{t("status", { status: order.courierStatus.replace(/_/g, " ") })}</span>
      )}
      {order.collectedBdt !== undefined && (
        <span className="block">{t("collected", { amount: formatTaka(order.collectedBdt, locale) })}</span>
      )}
    </span>
  );
}
