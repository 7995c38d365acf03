"use client";

import { useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";

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
import { FormField } from "@/components/forms/form-field";
import { toast } from "@/components/layout/toaster";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { api, ApiError } from "@/lib/client/api";
import { fill, useMessages } from "@/lib/i18n/client";
import { CASH_REFUND_METHODS, type CashRefundMethod } from "@/lib/returns/rules";

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
  method,
}: {
  returnId: string;
  orderNumber: string;
  step: ReturnStep;
  /** The refund, formatted (a cash refund's button and title name it). */
  amount: string;
  /** Where the buyer asked a cash refund to go: the method preselected. */
  method?: CashRefundMethod;
}) {
  const router = useRouter();
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
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    try {
      await api(`/api/returns/${returnId}`, { method: "PATCH", json: body(step, new FormData(event.currentTarget)) });
      toast.success(fill(texts.done, { orderNumber }));
      setOpen(false);
      router.refresh();
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.fields);
      toast.error(error instanceof Error ? error.message : t.failed);
    } finally {
      setPending(false);
    }
  }

  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>
        <Button size="sm" variant={texts.variant}>
          {fill(texts.label, { amount })}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <form method="post" onSubmit={submit} className="grid gap-4">
          <AlertDialogHeader>
            <AlertDialogTitle>{fill(texts.title, { orderNumber, amount })}</AlertDialogTitle>
            <AlertDialogDescription>{texts.description}</AlertDialogDescription>
          </AlertDialogHeader>
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
              <FormField label={t.refund.method} error={errors.method}>
                <NativeSelect name="method" defaultValue={method ?? "bkash"}>
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
          <AlertDialogFooter>
            <AlertDialogCancel type="button">{t.cancel}</AlertDialogCancel>
            <Button type="submit" variant={texts.variant} disabled={pending}>
              {pending ? t.saving : texts.submit}
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}
