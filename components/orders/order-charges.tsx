import { getTranslations } from "next-intl/server";

import type { Order } from "@/lib/data/orders";
import { pageLocale } from "@/lib/i18n/server";
import { formatPrice } from "@/lib/money";

/** An order's money as rows of a <dl>: the items, the delivery charge and the total paid. */
export async function OrderCharges({ order }: { order: Pick<Order, "price" | "deliveryCharge" | "total"> }) {
  const [t, locale] = await Promise.all([getTranslations("payment.order"), pageLocale()]);
  return (
    <>
      <dt className="text-slate-500">{t("items")}</dt>
      <dd className="font-semibold">{formatPrice(order.price, locale)}</dd>
      <dt className="text-slate-500">{t("delivery")}</dt>
      <dd className="font-semibold">
        {order.deliveryCharge > 0 ? formatPrice(order.deliveryCharge, locale) : t("free")}
      </dd>
      <dt className="border-t pt-3 text-base font-bold">{t("total")}</dt>
      <dd className="border-t pt-3 text-base font-extrabold text-brand-700">{formatPrice(order.total, locale)}</dd>
    </>
  );
}
