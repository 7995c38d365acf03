"use client";

import { FormDialog } from "@/components/forms/form-dialog";
import { FormField } from "@/components/forms/form-field";
import { toast } from "@/components/layout/toaster";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { api } from "@/lib/client/api";
import { fill, useMessages } from "@/lib/i18n/client";

/** Couriers most Bangladeshi shops use, offered as suggestions; any other name is fine. */
const COURIERS = ["Pathao", "Steadfast", "RedX", "Paperfly", "eCourier", "Sundarban Courier", "SA Paribahan"];

/**
 * The admin's Payment cell for an order ready to ship: the spec's Pending button (its toast
 * 'shift the product' included), or Confirmed for a cash order, opening a small form for the
 * courier and tracking number.
 */
export function ShipOrderDialog({
  orderId,
  orderNumber,
  label,
}: {
  orderId: string;
  orderNumber: string;
  label: "Pending" | "Confirmed";
}) {
  const messages = useMessages("adminOrders");
  const t = messages.ship;
  return (
    <FormDialog
      trigger={
        <Button
          size="sm"
          className="bg-amber-500 text-ink hover:bg-amber-400"
          aria-label={fill(t.ariaLabel, { label: t.labels[label], orderNumber })}
          onClick={() => label === "Pending" && toast.info(messages.shipIt)}
        >
          {t.labels[label]}
        </Button>
      }
      title={fill(t.title, { orderNumber })}
      description={t.description}
      cancelLabel={t.notYet}
      submitLabel={t.submit}
      pendingLabel={t.saving}
      send={async (form) => {
        await api(`/api/allorder/${orderId}`, {
          method: "PATCH",
          json: { status: "shipped", courier: form.get("courier"), trackingNumber: form.get("trackingNumber") },
        });
        return fill(t.shipped, { orderNumber });
      }}
      failed={messages.failed}
    >
      {(errors) => (
        <>
          <FormField label={t.courier} error={errors.courier}>
            <Input name="courier" list="couriers" required maxLength={60} autoComplete="off" />
          </FormField>
          <datalist id="couriers">
            {COURIERS.map((courier) => (
              <option key={courier} value={courier} />
            ))}
          </datalist>
          <FormField label={t.trackingNumber} error={errors.trackingNumber}>
            <Input name="trackingNumber" maxLength={60} autoComplete="off" />
          </FormField>
        </>
      )}
    </FormDialog>
  );
}
