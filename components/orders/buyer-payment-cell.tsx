import { getTranslations } from "next-intl/server";

import { Link } from "@/components/navigation/link";

import { buttonVariants } from "@/components/ui/button-variants";
import type { Order } from "@/lib/data/orders";

/**
 * My orders' Payment column: the spec's Pay button while a card or wallet order is unpaid,
 * otherwise Paid with the transaction id; a cash order says when it is paid, and a closed or
 * refunded one why.
 */
export async function BuyerPaymentCell({ order }: { order: Order }) {
  const t = await getTranslations("orders.buyerPayment");
  // Cancelled, or refused at the door, with the online payment given back.
  if (order.refunded) return <span className="font-semibold text-slate-600">{t("refunded")}</span>;
  if (order.status === "cancelled") return <span className="font-semibold text-slate-600">{t("cancelled")}</span>;
  if (order.status === "expired") {
    return (
      <span className="font-semibold text-slate-600" title={t("expiredWhy")}>
        {t("expired")}
      </span>
    );
  }
  if (order.paid) {
    return (
      <span>
        <span className="font-bold text-green-700">{t("paid")}</span>
        <span className="block max-w-48 truncate font-mono text-xs text-slate-600" title={order.transactionId ?? ""}>
          {order.transactionId ?? t("inCash")}
        </span>
      </span>
    );
  }
  if (order.paymentMethod === "cod") return <span className="text-sm">{t("payCourier")}</span>;
  return (
    <Link href={`/dashboard/payment/${order._id}`} className={buttonVariants({ size: "sm" })}>
      {t("pay")}
    </Link>
  );
}
