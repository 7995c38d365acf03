"use client";

import { toast } from "@/components/layout/toaster";

import { texts } from "@/config/texts";
import { ConfirmButton } from "@/components/forms/confirm-button";
import { api } from "@/lib/client/api";

/** Cancel, after the specification's confirm prompt. */
export function CancelOrderButton({ orderId, toolName }: { orderId: string; toolName: string }) {
  return (
    <ConfirmButton
      label="Cancel"
      pendingLabel="Cancelling..."
      ariaLabel={`Cancel the order for ${toolName}`}
      title={texts.order.confirmCancel}
      description={`${toolName} goes back in stock and the order stays in your list as cancelled.`}
      keepLabel="Keep the order"
      confirmLabel="Yes, cancel it"
      onConfirm={async () => {
        try {
          await api(`/api/order/${orderId}`, { method: "DELETE" });
          toast.success(texts.order.cancelled);
        } catch (error) {
          // The specification only logs a failed cancel; the order simply stays in the list.
          console.error("Could not cancel the order", error);
        }
      }}
    />
  );
}
