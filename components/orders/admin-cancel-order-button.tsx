"use client";

import { ConfirmButton } from "@/components/forms/confirm-button";
import { withToasts } from "@/components/forms/refreshing-action";
import { api } from "@/lib/client/api";
import { fill, useMessages } from "@/lib/i18n/client";
import { paidOnline } from "@/lib/orders/payment-methods";
import type { PaymentMethod } from "@/lib/validations/order";

type OrderSummary = {
  _id: string;
  orderNumber: string;
  /** The parts in a few words ("Chain kit and 2 more parts"). */
  parts: string;
  BuyerName: string;
  paid: boolean;
  /** Formatted in the money it was paid in: dollars by card, taka by wallet. */
  amountPaid: string;
  paymentMethod: PaymentMethod;
};

/** The admin cancels any order, after the specification's confirm prompt; a paid one is refunded, and the stock comes back. */
export function AdminCancelOrderButton({ order }: { order: OrderSummary }) {
  const messages = useMessages("adminOrders");
  const t = messages.cancel;
  const names = { orderNumber: order.orderNumber, buyer: order.BuyerName, tool: order.parts };
  return (
    <ConfirmButton
      label={t.label}
      pendingLabel={t.pending}
      ariaLabel={fill(t.ariaLabel, names)}
      title={messages.confirmCancel}
      description={
        order.paid && paidOnline(order.paymentMethod)
          ? fill(t.paidDescription, {
              ...names,
              total: order.amountPaid,
              refundedTo: t.refundedTo[order.paymentMethod],
            })
          : fill(t.description, names)
      }
      keepLabel={t.keep}
      confirmLabel={t.confirm}
      onConfirm={withToasts(
        () => api(`/api/allorder/${order._id}`, { method: "DELETE" }),
        () => (order.paid ? messages.refunded : messages.cancelled),
        messages.failed,
      )}
    />
  );
}
