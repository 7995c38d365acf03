"use client";

import { FormDialog } from "@/components/forms/form-dialog";
import { FormField } from "@/components/forms/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { api } from "@/lib/client/api";
import { fill, useMessages } from "@/lib/i18n/client";
import { describeDestination } from "@/lib/returns/refund-destination";
import { CASH_REFUND_METHODS } from "@/lib/returns/rules";
import type { RefundDestination } from "@/lib/validations/returns";

/** The admin's steps that need a word: approve (how to send it back), reject (why), receive (restock?), a cash refund (how, reference). */
export type ReturnStep = "approve" | "reject" | "receive" | "refundCash";

function body(step: ReturnStep, form: FormData) {
  const text = (name: string) => String(form.get(name) ?? "");
  switch (step) {
    case "approve":
      return { status: "approved", note: text("note") };
    case "reject":
      return { status: "rejected", note: text("note") };
    case "receive":
      return { status: "received", restock: form.get("restock") === "on" };
    case "refundCash":
      return { status: "refunded", method: text("method"), reference: text("reference") };
  }
}

/** One step of a return behind a small form in a dialog; the server's field errors show beside their fields. */
export function ReturnStepDialog({
  returnId,
  orderNumber,
  step,
  amount,
  destination,
}: {
  returnId: string;
  orderNumber: string;
  step: ReturnStep;
  /** The refund, formatted (a cash refund's button and title name it). */
  amount: string;
  /** Where the buyer asked a cash refund to go: said above the form, its method preselected. */
  destination?: RefundDestination;
}) {
  const messages = useMessages("returns");
  const t = messages.admin;
  const texts = {
    approve: { ...t.approve, variant: "default" as const },
    reject: { ...t.reject, variant: "destructive" as const },
    receive: { ...t.receive, variant: "default" as const },
    refundCash: {
      label: t.refund.label,
      title: t.refund.title,
      description: t.refund.cashDescription,
      submit: t.refund.submit,
      done: t.refund.done,
      variant: "default" as const,
    },
  }[step];
  return (
    <FormDialog
      trigger={
        <Button size="sm" variant={texts.variant}>
          {fill(texts.label, { amount })}
        </Button>
      }
      title={fill(texts.title, { orderNumber, amount })}
      description={texts.description}
      cancelLabel={t.cancel}
      submitLabel={texts.submit}
      pendingLabel={t.saving}
      variant={texts.variant}
      send={async (form) => {
        await api(`/api/returns/${returnId}`, { method: "PATCH", json: body(step, form) });
        return fill(texts.done, { orderNumber });
      }}
      failed={t.failed}
    >
      {(errors) => (
        <>
          {(step === "approve" || step === "reject") && (
            <FormField label={t[step].note} error={errors.note}>
              <Textarea name="note" required maxLength={500} />
            </FormField>
          )}
          {step === "receive" && (
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" name="restock" defaultChecked className="accent-brand-700" />
              {t.receive.restock}
            </label>
          )}
          {step === "refundCash" && (
            <>
              {destination && (
                <p className="rounded-md bg-slate-100 px-3 py-2 text-sm font-semibold wrap-anywhere">
                  {describeDestination(destination, messages.wallets[destination.method])}
                </p>
              )}
              <FormField label={t.refund.method} error={errors.method}>
                <NativeSelect name="method" defaultValue={destination?.method ?? "bkash"}>
                  {CASH_REFUND_METHODS.map((choice) => (
                    <option key={choice} value={choice}>
                      {messages.wallets[choice]}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
              <FormField label={t.refund.reference} error={errors.reference}>
                <Input name="reference" required maxLength={100} autoComplete="off" />
              </FormField>
            </>
          )}
        </>
      )}
    </FormDialog>
  );
}
