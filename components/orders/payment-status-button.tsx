"use client";

import { toast } from "@/components/layout/toaster";

import { texts } from "@/config/texts";
import { Button } from "@/components/ui/button";

/**
 * The admin's payment column: Unpaid (informational) until the customer pays, then Pending,
 * the order awaiting shipment; clicking Pending reminds the admin to ship it.
 */
export function PaymentStatusButton({
  paid,
  expired,
  transactionId,
}: {
  paid: boolean;
  expired: boolean;
  transactionId: string | null;
}) {
  if (expired) {
    return (
      <Button size="sm" variant="outline" disabled title="Not paid in time: the parts went back on sale">
        Expired
      </Button>
    );
  }
  if (!paid) {
    return (
      <Button size="sm" variant="outline" disabled title="Waiting for the customer's payment">
        Unpaid
      </Button>
    );
  }
  return (
    <Button
      size="sm"
      variant="attention"
      title={transactionId ? `Paid: ${transactionId}` : "Paid"}
      onClick={() => toast.info(texts.adminOrders.shipIt)}
    >
      Pending
    </Button>
  );
}
