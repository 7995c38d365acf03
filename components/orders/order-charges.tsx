import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";

import { PriceTag } from "@/components/money/price-tag";
import type { Order } from "@/lib/data/orders";
import { pageLocale } from "@/lib/i18n/server";
import { formatTaka } from "@/lib/money";

type Charges = Pick<
  Order,
  "price" | "priceBdt" | "deliveryChargeBdt" | "total" | "totalBdt" | "paymentMethod" | "status" | "paid"
>;

/**
 * An order's money as rows of a <dl>: the items, the one delivery charge (in taka, as the
 * shop's rule is written), the total in dollars with taka beside, and for cash on delivery
 * the taka the courier collects, the amounts fixed when the order was placed.
 */
export async function OrderCharges({ order }: { order: Charges }) {
  const [t, locale] = await Promise.all([getTranslations("payment.order"), pageLocale()]);
  const cash = {
    amount: formatTaka(order.totalBdt, locale),
    strong: (chunks: ReactNode) => <strong className="whitespace-nowrap">{chunks}</strong>,
  };
  return (
    <>
      <dt className="text-slate-500">{t("items")}</dt>
      <dd className="font-semibold">
        <PriceTag dollars={order.price} bdt={order.priceBdt} locale={locale} />
      </dd>
      <dt className="text-slate-500">{t("delivery")}</dt>
      <dd className="font-semibold">
        {order.deliveryChargeBdt > 0 ? formatTaka(order.deliveryChargeBdt, locale) : t("free")}
      </dd>
      <dt className="border-t pt-3 text-base font-bold">{t("total")}</dt>
      <dd className="border-t pt-3 text-base font-extrabold text-brand-700">
        <PriceTag dollars={order.total} bdt={order.totalBdt} locale={locale} takaTone="brand" />
      </dd>
      {order.paymentMethod === "cod" && order.status !== "cancelled" && (
        <>
          <dt className="text-slate-500">{t("cash.label")}</dt>
          <dd className="rounded-md bg-sky-50 px-2 py-1 font-medium text-sky-900">
            {order.paid ? t.rich("cash.paid", cash) : t.rich("cash.due", cash)}
          </dd>
        </>
      )}
    </>
  );
}
