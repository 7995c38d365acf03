"use client";

import { useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { toast } from "@/components/layout/toaster";

import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { FormField } from "@/components/forms/form-field";
import { api, ApiError } from "@/lib/client/api";
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
  const router = useRouter();
  const messages = useMessages("adminOrders");
  const t = messages.ship;
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function ship(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setPending(true);
    try {
      await api(`/api/allorder/${orderId}`, {
        method: "PATCH",
        json: { status: "shipped", courier: form.get("courier"), trackingNumber: form.get("trackingNumber") },
      });
      toast.success(fill(t.shipped, { orderNumber }));
      setOpen(false);
      router.refresh();
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.fields);
      toast.error(error instanceof Error ? error.message : messages.failed);
    } finally {
      setPending(false);
    }
  }

  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>
        <Button
          size="sm"
          className="bg-amber-500 text-ink hover:bg-amber-400"
          aria-label={fill(t.ariaLabel, { label: t.labels[label], orderNumber })}
          onClick={() => label === "Pending" && toast.info(messages.shipIt)}
        >
          {t.labels[label]}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <form method="post" onSubmit={ship} className="grid gap-4">
          <AlertDialogHeader>
            <AlertDialogTitle>{fill(t.title, { orderNumber })}</AlertDialogTitle>
            <AlertDialogDescription>{t.description}</AlertDialogDescription>
          </AlertDialogHeader>
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
          <AlertDialogFooter>
            <AlertDialogCancel type="button">{t.notYet}</AlertDialogCancel>
            <Button type="submit" disabled={pending}>
              {pending ? t.saving : t.submit}
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}
