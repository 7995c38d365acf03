"use client";

import { ConfirmButton, withToasts } from "@/components/forms/confirm-button";
import { api } from "@/lib/client/api";
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
  const messages = useMessages("adminOrders");
  const t = messages.delivered;
  return (
    <ConfirmButton
      variant="default"
      label={t.label}
      pendingLabel={t.pending}
      ariaLabel={fill(t.ariaLabel, { orderNumber })}
      title={fill(t.title, { orderNumber })}
      description={cashDue ? fill(t.cashDescription, { amount: cashDue }) : t.description}
      keepLabel={t.keep}
      confirmLabel={t.confirm}
      onConfirm={withToasts(
        () => api(`/api/allorder/${orderId}`, { method: "PATCH", json: { status: "delivered" } }),
        () => fill(t.done, { orderNumber }),
        messages.failed,
      )}
    />
  );
}
