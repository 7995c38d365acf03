import { getTranslations } from "next-intl/server";

import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ReturnCard } from "@/components/returns/return-card";
import { ReturnRequestForm } from "@/components/returns/return-request-form";
import type { Order } from "@/lib/data/orders";
import { listOrderReturns } from "@/lib/data/returns";
import { formatDate } from "@/lib/dates";
import { pageLocale } from "@/lib/i18n/server";
import { paidOnline } from "@/lib/orders/payment-methods";
import { returnWindowEnd, stillReturnable } from "@/lib/returns/request-return";

/**
 * The order's return requests and, for its buyer while the window is open and something is
 * left to return, "Return or report a problem". Nothing at all for an order with neither.
 */
export async function OrderReturns({ order, isBuyer }: { order: Order; isBuyer: boolean }) {
  const [t, locale, requests] = await Promise.all([
    getTranslations("returns"),
    pageLocale(),
    listOrderReturns(order._id),
  ]);
  const windowEnd = returnWindowEnd(order);
  const returnable = stillReturnable(order, requests);
  const lines = order.items
    .map((line, index) => ({ line: index, name: line.toolName, returnable: returnable[index] ?? 0 }))
    .filter((line) => line.returnable > 0);
  const canAsk = isBuyer && windowEnd !== null && new Date() <= windowEnd && lines.length > 0;
  if (!canAsk && requests.length === 0) return null;
  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <CardTitle as="h2">{t("list.heading")}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {requests.map((request) => (
          <ReturnCard key={request._id} request={request} />
        ))}
        {canAsk && (
          <ReturnRequestForm
            orderId={order._id}
            lines={lines}
            cash={!paidOnline(order.paymentMethod)}
            windowEnds={formatDate(windowEnd, locale)}
          />
        )}
      </CardContent>
    </Card>
  );
}
