"use client";

import { ConfirmButton } from "@/components/forms/confirm-button";
import { withToasts } from "@/components/forms/refreshing-action";
import { api } from "@/lib/client/api";
import { fill, useMessages } from "@/lib/i18n/client";

/** The last step of a return paid online: the gateway refunds its value where the order was paid, once. */
export function GatewayRefundButton({
  returnId,
  orderNumber,
  amount,
}: {
  returnId: string;
  orderNumber: string;
  /** The refund, formatted ("৳366"). */
  amount: string;
}) {
  const messages = useMessages("returns").admin;
  const t = messages.refund;
  return (
    <ConfirmButton
      variant="default"
      label={fill(t.label, { amount })}
      pendingLabel={t.pending}
      ariaLabel={fill(t.ariaLabel, { orderNumber })}
      title={fill(t.title, { amount, orderNumber })}
      description={t.gatewayDescription}
      keepLabel={t.keep}
      confirmLabel={t.confirm}
      onConfirm={withToasts(
        () => api(`/api/returns/${returnId}`, { method: "PATCH", json: { status: "refunded" } }),
        () => fill(t.done, { orderNumber }),
        messages.failed,
      )}
    />
  );
}
