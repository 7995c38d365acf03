"use client";

import { toast } from "@/components/layout/toaster";

import { ConfirmButton } from "@/components/forms/confirm-button";
import { api } from "@/lib/client/api";
import { fill, useMessages } from "@/lib/i18n/client";

/** Cancel, after the specification's confirm prompt. */
export function CancelOrderButton({ orderId, toolName }: { orderId: string; toolName: string }) {
  const { cancel: text } = useMessages("orders");
  return (
    <ConfirmButton
      label={text.label}
      pendingLabel={text.pending}
      ariaLabel={fill(text.ariaLabel, { name: toolName })}
      title={text.confirm}
      description={fill(text.description, { name: toolName })}
      keepLabel={text.keep}
      confirmLabel={text.yes}
      onConfirm={async () => {
        try {
          await api(`/api/order/${orderId}`, { method: "DELETE" });
          toast.success(text.done);
        } catch (error) {
          // The specification only logs a failed cancel; the order simply stays in the list.
          console.error("Could not cancel the order", error);
        }
      }}
    />
  );
}
