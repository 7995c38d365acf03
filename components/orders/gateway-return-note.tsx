import { getTranslations } from "next-intl/server";

import { GATEWAY_RETURNS, type GatewayReturn } from "@/config/payment-return";
import type { Order } from "@/lib/data/orders";

const TONE = {
  success: "bg-green-50 text-green-900",
  checking: "bg-sky-50 text-sky-900",
  failed: "bg-amber-50 text-amber-900",
  cancelled: "bg-slate-50 text-slate-800",
} as const;

/**
 * What became of the payment the buyer just left SSLCommerz from (`?payment=`). The order's
 * own state has the last word: a paid order always reads as paid, an unpaid one never does.
 */
export async function GatewayReturnNote({
  order,
  returned,
}: {
  order: Order;
  returned: string | string[] | undefined;
}) {
  if (typeof returned !== "string" || !(returned in GATEWAY_RETURNS)) return null;
  const said = returned as GatewayReturn;
  const shown: GatewayReturn = order.paid ? "success" : said === "success" ? "checking" : said;
  const t = await getTranslations("orders.gatewayReturn");
  return (
    <p role="status" className={`mb-6 rounded-xl p-4 font-medium ${TONE[shown]}`}>
      {t(shown)}
    </p>
  );
}
