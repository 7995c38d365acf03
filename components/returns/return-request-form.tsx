"use client";

import { useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";

import { FormField } from "@/components/forms/form-field";
import { toast } from "@/components/layout/toaster";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { api, ApiError, uploadImage } from "@/lib/client/api";
import { errorMessage } from "@/lib/error-message";
import { fill, useLocale, useMessages } from "@/lib/i18n/client";
import { formatCount } from "@/lib/i18n/format";
import { CASH_REFUND_METHODS, MAX_RETURN_PHOTOS, RETURN_REASONS, type CashRefundMethod } from "@/lib/returns/rules";

export type ReturnableLine = { line: number; name: string; returnable: number };

const text = (form: FormData, name: string) => String(form.get(name) ?? "");

function refundDestination(form: FormData, method: CashRefundMethod) {
  return method === "bank"
    ? {
        method,
        accountName: text(form, "accountName"),
        accountNumber: text(form, "accountNumber"),
        bank: text(form, "bank"),
      }
    : { method, number: text(form, "walletNumber") };
}

/**
 * "Return or report a problem" on a delivered order, within its window: how many of each part
 * come back, why, up to 3 photos (uploaded first, through the images API) and, for a cash
 * order, where the money goes. The server's refusals show beside their fields.
 */
export function ReturnRequestForm({
  orderId,
  lines,
  cash,
  windowEnds,
}: {
  orderId: string;
  lines: ReturnableLine[];
  cash: boolean;
  /** The last day to ask, formatted for the page. */
  windowEnds: string;
}) {
  const router = useRouter();
  const t = useMessages("returns");
  const locale = useLocale();
  const [method, setMethod] = useState<CashRefundMethod>("bkash");
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const asked = lines
      .map(({ line }) => ({ line, quantity: Number(form.get(`quantity-${line}`) || 0) }))
      .filter(({ quantity }) => quantity > 0);
    const files = form.getAll("photos").filter((file): file is File => file instanceof File && file.size > 0);
    if (files.length > MAX_RETURN_PHOTOS) {
      setErrors({ photos: t.request.tooManyPhotos });
      return;
    }
    setPending(true);
    setErrors({});
    try {
      const photos = (await Promise.all(files.map(uploadImage))).map((url) => url.split("/").at(-1));
      await api(`/api/order/${orderId}/returns`, {
        method: "POST",
        json: {
          lines: asked,
          reason: text(form, "reason"),
          description: text(form, "description"),
          photos,
          ...(cash && { refundTo: refundDestination(form, method) }),
        },
      });
      toast.success(t.request.sent);
      router.refresh();
    } catch (error) {
      // Line errors name the line's place in what was sent; show them under that part.
      if (error instanceof ApiError)
        setErrors(
          Object.fromEntries(
            Object.entries(error.fields).map(([field, message]) => {
              const sent = /^lines\.(\d+)/.exec(field);
              return [sent ? `line-${asked[Number(sent[1])]?.line}` : field.replace(/^image$/, "photos"), message];
            }),
          ),
        );
      toast.error(errorMessage(error, t.request.failed));
    } finally {
      setPending(false);
    }
  }

  return (
    <details className="rounded-xl border bg-brand-50/40 p-4">
      <summary className="cursor-pointer font-bold text-brand-800">{t.request.open}</summary>
      <form method="post" onSubmit={submit} className="mt-4 grid gap-4" aria-label={t.request.open} noValidate>
        <p className="text-sm text-slate-600">{fill(t.request.intro, { date: windowEnds })}</p>
        <fieldset className="grid gap-3">
          <legend className="mb-2 text-sm font-semibold">{t.request.parts}</legend>
          {errors.lines && <p className="text-sm font-medium text-destructive">{errors.lines}</p>}
          {lines.map(({ line, name, returnable }) => (
            <FormField
              key={line}
              label={fill(t.request.quantityOf, { name, count: formatCount(returnable, locale) })}
              error={errors[`line-${line}`]}
              className="wrap-anywhere"
            >
              <Input
                name={`quantity-${line}`}
                type="number"
                inputMode="numeric"
                min={0}
                max={returnable}
                defaultValue={0}
                className="w-24"
              />
            </FormField>
          ))}
        </fieldset>
        <FormField label={t.request.reason} error={errors.reason}>
          <NativeSelect name="reason" defaultValue="" required>
            <option value="" disabled>
              {t.request.chooseReason}
            </option>
            {RETURN_REASONS.map((reason) => (
              <option key={reason} value={reason}>
                {t.reasons[reason]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label={t.request.description} error={errors.description}>
          <Textarea name="description" required maxLength={1000} />
        </FormField>
        <FormField label={t.request.photos} error={errors.photos}>
          <Input name="photos" type="file" accept="image/png,image/jpeg,image/webp" multiple />
        </FormField>
        {cash && (
          <fieldset className="grid gap-3">
            <legend className="mb-2 text-sm font-semibold">{t.request.refundTo}</legend>
            {errors.refundTo && <p className="text-sm font-medium text-destructive">{errors.refundTo}</p>}
            <div className="flex flex-wrap gap-4">
              {CASH_REFUND_METHODS.map((choice) => (
                <label key={choice} className="flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name="refundMethod"
                    value={choice}
                    checked={method === choice}
                    onChange={() => setMethod(choice)}
                    className="accent-brand-700"
                  />
                  {t.wallets[choice]}
                </label>
              ))}
            </div>
            {method === "bank" ? (
              <>
                <FormField label={t.request.accountName} error={errors["refundTo.accountName"]}>
                  <Input name="accountName" autoComplete="name" maxLength={80} />
                </FormField>
                <FormField label={t.request.accountNumber} error={errors["refundTo.accountNumber"]}>
                  <Input name="accountNumber" inputMode="numeric" maxLength={20} />
                </FormField>
                <FormField label={t.request.bank} error={errors["refundTo.bank"]}>
                  <Input name="bank" maxLength={120} />
                </FormField>
              </>
            ) : (
              <FormField
                label={fill(t.request.walletNumber, { wallet: t.wallets[method] })}
                error={errors["refundTo.number"]}
              >
                <Input name="walletNumber" type="tel" inputMode="tel" autoComplete="tel" maxLength={20} />
              </FormField>
            )}
          </fieldset>
        )}
        <Button type="submit" disabled={pending} className="w-fit">
          {pending ? t.request.sending : t.request.submit}
        </Button>
      </form>
    </details>
  );
}
