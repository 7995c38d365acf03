"use client";

import { OrderMoveButton } from "@/components/orders/order-move-button";
import { fill, useMessages } from "@/lib/i18n/client";

/** The admin's last step: the courier has delivered the order (and, for cash on delivery, collected the money). */
export function MarkDeliveredButton({
  orderId,
  orderNumber,
  cashDue,
}: {
  orderId: string;
  orderNumber: string;
  /** For cash on delivery, the taka the courier collects ("৳863"); null for an order paid online. */
  cashDue: string | null;
}) {
  const { delivered: t } = useMessages("adminOrders");
  return (
    <OrderMoveButton
      move="delivered"
      orderId={orderId}
      orderNumber={orderNumber}
      description={cashDue ? fill(t.cashDescription, { amount: cashDue }) : undefined}
    />
  );
}
