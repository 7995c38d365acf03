"use client";

import { ConfirmButton } from "@/components/forms/confirm-button";
import { withToasts } from "@/components/forms/refreshing-action";
import { api } from "@/lib/client/api";
import { fill, useMessages } from "@/lib/i18n/client";

/** The moves an admin makes behind a confirm prompt, each with its texts under the same key of `adminOrders`. */
export type AdminMove = "delivered" | "returned" | "confirmed";

/** Moves an order one step (PATCH /api/allorder/{id} `{ status }`) once the admin confirms it. */
export function OrderMoveButton({
  move,
  orderId,
  orderNumber,
  description,
  variant = "default",
}: {
  move: AdminMove;
  orderId: string;
  orderNumber: string;
  /** What will happen, when it depends on the order (the cash the courier collected). */
  description?: string;
  variant?: "default" | "destructive";
}) {
  const messages = useMessages("adminOrders");
  const t = messages[move];
  return (
    <ConfirmButton
      variant={variant}
      label={t.label}
      pendingLabel={t.pending}
      ariaLabel={fill(t.ariaLabel, { orderNumber })}
      title={fill(t.title, { orderNumber })}
      description={description ?? t.description}
      keepLabel={t.keep}
      confirmLabel={t.confirm}
      onConfirm={withToasts(
        () => api(`/api/allorder/${orderId}`, { method: "PATCH", json: { status: move } }),
        () => fill(t.done, { orderNumber }),
        messages.failed,
      )}
    />
  );
}
