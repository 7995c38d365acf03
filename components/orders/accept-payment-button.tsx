"use client";

import { toast } from "@/components/layout/toaster";

import { texts } from "@/config/texts";
import { ConfirmButton } from "@/components/forms/confirm-button";
import { api } from "@/lib/client/api";

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
  return (
    <ConfirmButton
      variant="default"
      label="Review payment"
      pendingLabel="Saving..."
      ariaLabel={`Review the payment of order ${orderNumber}`}
      title={`Accept the payment of order ${orderNumber}?`}
      description={`SSLCommerz marked payment ${transactionId ?? ""} as risky. Check it in your SSLCommerz panel first: accept it to ship the order, or cancel the order to refund it.`}
      keepLabel="Not yet"
      confirmLabel="Accept payment"
      onConfirm={async () => {
        try {
          await api(`/api/allorder/${orderId}`, { method: "PATCH", json: { status: "paid" } });
          toast.success(`The payment of order ${orderNumber} is accepted: it can be shipped.`);
        } catch (error) {
          toast.error(error instanceof Error ? error.message : texts.order.failed);
        }
      }}
    />
  );
}
