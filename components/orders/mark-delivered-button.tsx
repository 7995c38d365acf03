"use client";

import { toast } from "@/components/layout/toaster";

import { texts } from "@/config/texts";
import { ConfirmButton } from "@/components/forms/confirm-button";
import { api } from "@/lib/client/api";

/** The admin's last step: the courier has delivered the order (and, for cash on delivery, collected the money). */
export function MarkDeliveredButton({
  orderId,
  orderNumber,
  cashOnDelivery,
}: {
  orderId: string;
  orderNumber: string;
  cashOnDelivery: boolean;
}) {
  return (
    <ConfirmButton
      variant="default"
      label="Mark delivered"
      pendingLabel="Saving..."
      ariaLabel={`Mark order ${orderNumber} delivered`}
      title={`Has order ${orderNumber} been delivered?`}
      description={
        cashOnDelivery
          ? "The order is marked delivered and paid: the courier has collected the cash."
          : "The order is marked delivered. This cannot be undone."
      }
      keepLabel="Not yet"
      confirmLabel="Yes, delivered"
      onConfirm={async () => {
        try {
          await api(`/api/allorder/${orderId}`, { method: "PATCH", json: { status: "delivered" } });
          toast.success(`Order ${orderNumber} is delivered.`);
        } catch (error) {
          toast.error(error instanceof Error ? error.message : texts.order.failed);
        }
      }}
    />
  );
}
