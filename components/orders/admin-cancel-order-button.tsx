"use client";

import { toast } from "@/components/layout/toaster";

import { texts } from "@/config/texts";
import { ConfirmButton } from "@/components/forms/confirm-button";
import { api } from "@/lib/client/api";
import { REFUNDED_TO, paidOnline } from "@/lib/orders/payment-methods";
import type { PaymentMethod } from "@/lib/validations/order";

type OrderSummary = {
  _id: string;
  orderNumber: string;
  toolName: string;
  BuyerName: string;
  paid: boolean;
  total: string;
  paymentMethod: PaymentMethod;
};

/** The admin cancels any order, after the specification's confirm prompt; a paid one is refunded, and the stock comes back. */
export function AdminCancelOrderButton({ order }: { order: OrderSummary }) {
  return (
    <ConfirmButton
      label="Cancel"
      pendingLabel="Cancelling..."
      ariaLabel={`Cancel order ${order.orderNumber}, ${order.BuyerName}'s ${order.toolName}`}
      title={texts.adminOrders.confirmCancel}
      description={
        order.paid && paidOnline(order.paymentMethod)
          ? `${order.BuyerName} has paid ${order.total} for ${order.toolName}. The payment is refunded to ${REFUNDED_TO[order.paymentMethod]} they paid with, the order is kept as cancelled and its parts go back in stock.`
          : `${order.BuyerName}'s order for ${order.toolName} is kept as cancelled and its parts go back in stock.`
      }
      keepLabel="Keep the order"
      confirmLabel="Yes, cancel it"
      onConfirm={async () => {
        try {
          await api(`/api/allorder/${order._id}`, { method: "DELETE" });
          toast.success(order.paid ? texts.adminOrders.refunded : texts.adminOrders.cancelled);
        } catch (error) {
          toast.error(error instanceof Error ? error.message : texts.order.failed);
        }
      }}
    />
  );
}
