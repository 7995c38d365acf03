"use client";

import { ConfirmButton } from "@/components/forms/confirm-button";
import { withToasts } from "@/components/forms/refreshing-action";
import { api } from "@/lib/client/api";
import { fill, useMessages } from "@/lib/i18n/client";

/**
 * A payment the gateway called risky waits for the shop: after checking it in the SSLCommerz
 * panel, the admin accepts it (and ships as usual) or cancels the order, which refunds it.
 */
export function AcceptPaymentButton({
  orderId,
  orderNumber,
  transactionId,
}: {
  orderId: string;
  orderNumber: string;
  transactionId: string | null;
}) {
  const messages = useMessages("adminOrders");
  const t = messages.acceptPayment;
  return (
    <ConfirmButton
      variant="default"
      label={t.label}
      pendingLabel={t.pending}
      ariaLabel={fill(t.ariaLabel, { orderNumber })}
      title={fill(t.title, { orderNumber })}
      description={fill(t.description, { transactionId: transactionId ?? "" })}
      keepLabel={t.keep}
      confirmLabel={t.confirm}
      onConfirm={withToasts(
        () => api(`/api/allorder/${orderId}`, { method: "PATCH", json: { status: "paid" } }),
        () => fill(t.accepted, { orderNumber }),
        messages.failed,
      )}
    />
  );
}
