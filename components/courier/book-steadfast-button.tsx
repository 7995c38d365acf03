"use client";

import { ConfirmButton } from "@/components/forms/confirm-button";
import { withToasts } from "@/components/forms/refreshing-action";
import { api } from "@/lib/client/api";
import { fill, useMessages } from "@/lib/i18n/client";

/**
 * "Book with Steadfast": books the order's parcel and ships it (POST /api/allorder/{id}/courier).
 * The server books once however often it is clicked; the button only says what happened.
 */
export function BookSteadfastButton({
  orderId,
  orderNumber,
  cashToCollect,
}: {
  orderId: string;
  orderNumber: string;
  /** What the courier collects at the door, formatted ("৳862", "৳0"). */
  cashToCollect: string;
}) {
  const t = useMessages("courier").book;
  return (
    <ConfirmButton
      variant="default"
      label={t.label}
      pendingLabel={t.pending}
      ariaLabel={fill(t.ariaLabel, { orderNumber })}
      title={fill(t.title, { orderNumber })}
      description={fill(t.description, { cod: cashToCollect })}
      keepLabel={t.keep}
      confirmLabel={t.confirm}
      onConfirm={withToasts(
        () => api<{ trackingCode?: string }>(`/api/allorder/${orderId}/courier`, { method: "POST" }),
        (booked) => fill(t.booked, { orderNumber, trackingCode: booked.trackingCode ?? "" }),
        t.failed,
      )}
    />
  );
}
