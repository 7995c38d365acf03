import { getTranslations } from "next-intl/server";

import { Button } from "@/components/ui/button";
import { AcceptPaymentButton } from "@/components/orders/accept-payment-button";
import { OrderMoveButton } from "@/components/orders/order-move-button";
import { ShipOrderDialog } from "@/components/orders/ship-order-dialog";
import type { Order } from "@/lib/data/orders";
import { pageLocale } from "@/lib/i18n/server";
import { amountDue } from "@/lib/messages/order-messages";
import { formatOrderNumber } from "@/lib/orders/lifecycle";

/**
 * Manage All Orders' Payment column: Unpaid (informational) until the customer pays, then
 * the spec's Pending, the order awaiting shipment, which opens the shipping form (as does
 * Confirmed, a cash order), unless the gateway held the payment for review; a cash order held
 * for a call is confirmed first; once shipped, Mark delivered or Refused at the door (a paid order refused is refunded). The shipping form gets the status as its English key and words it itself.
 */
export async function PaymentStatusButton({ order }: { order: Order }) {
  const orderNumber = formatOrderNumber(order.orderNumber);
  const t = await getTranslations("orders");
  const label = t(`status.${order.status}`);
  switch (order.status) {
    case "unpaid":
      return <Informational label={label} why={t("adminPayment.unpaidWhy")} />;
    case "paid":
      if (order.paymentReview)
        return (
          <AcceptPaymentButton orderId={order._id} orderNumber={orderNumber} transactionId={order.transactionId} />
        );
      return <ShipOrderDialog orderId={order._id} orderNumber={orderNumber} label="Pending" />;
    case "needs-call":
      return <OrderMoveButton move="confirmed" orderId={order._id} orderNumber={orderNumber} />;
    case "confirmed":
      return <ShipOrderDialog orderId={order._id} orderNumber={orderNumber} label="Confirmed" />;
    case "shipped": {
      // What each step does to the money: the courier collects a cash order's; a paid one refused is refunded.
      const [moves, locale] = await Promise.all([getTranslations("adminOrders"), pageLocale()]);
      const amount = amountDue(order, locale);
      return (
        <span className="flex flex-wrap gap-2">
          <OrderMoveButton
            move="delivered"
            orderId={order._id}
            orderNumber={orderNumber}
            description={order.paymentMethod === "cod" ? moves("delivered.cashDescription", { amount }) : undefined}
          />
          <OrderMoveButton
            move="returned"
            variant="destructive"
            orderId={order._id}
            orderNumber={orderNumber}
            description={order.paid ? moves("returned.refundDescription", { amount }) : undefined}
          />
        </span>
      );
    }
    case "delivered":
      return (
        <Informational
          label={label}
          why={
            order.transactionId
              ? t("adminPayment.paidWith", { transactionId: order.transactionId })
              : t("adminPayment.paidInCash")
          }
        />
      );
    case "cancelled":
      return (
        <Informational
          label={order.refunded ? t("buyerPayment.refunded") : label}
          why={t("adminPayment.cancelledWhy")}
        />
      );
    case "expired":
      return <Informational label={label} why={t("adminPayment.expiredWhy")} />;
    case "returned":
      return (
        <Informational
          label={order.refunded ? t("buyerPayment.refunded") : label}
          why={t("statusDescription.returned")}
        />
      );
  }
}

function Informational({ label, why }: { label: string; why: string }) {
  return (
    <Button size="sm" variant="outline" disabled title={why}>
      {label}
    </Button>
  );
}
