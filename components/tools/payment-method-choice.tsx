import type { ComponentProps } from "react";

import { clsx } from "clsx";

import { useMessages } from "@/lib/i18n/client";
import type { PaymentMethod } from "@/lib/validations/order";

/** Which online methods the shop has set up; cash on delivery always works. */
export type OnlinePayments = { card: boolean; sslcommerz: boolean };

const METHODS: PaymentMethod[] = ["cod", "sslcommerz", "card"];

/**
 * How to pay, as radio cards: cash on delivery; bKash, Nagad, Rocket (SSLCommerz) only once
 * the shop has it set up; card greyed out, with the reason, until the shop takes cards.
 */
export function PaymentMethodChoice({
  online,
  error,
  className,
  defaultValue,
  ...radio
}: Omit<ComponentProps<"input">, "type" | "value"> & { online: OnlinePayments; error?: string }) {
  const { payment: text } = useMessages("tool");
  const shown = METHODS.filter((method) => method !== "sslcommerz" || online.sslcommerz);
  return (
    <fieldset className={clsx("grid gap-3", className)} aria-describedby={error ? "payment-method-error" : undefined}>
      <legend className="mb-3 text-base font-bold text-ink">{text.legend}</legend>
      {/* Three methods read best as a list; two still fit side by side. */}
      <div className={clsx("grid gap-3", shown.length === 2 && "sm:grid-cols-2")}>
        {shown.map((method) => {
          const unavailable = method === "card" && !online.card;
          return (
            <label
              key={method}
              className={clsx(
                "flex items-start gap-3 rounded-lg border p-4 has-checked:border-brand-700 has-checked:bg-brand-50",
                unavailable ? "cursor-not-allowed opacity-60" : "cursor-pointer",
              )}
            >
              <input
                type="radio"
                value={method}
                defaultChecked={method === defaultValue}
                disabled={unavailable}
                className="mt-1 accent-brand-700"
                {...radio}
              />
              <span>
                <span className="block font-semibold text-ink">{text.methods[method].label}</span>
                <span className="block text-sm text-slate-600">
                  {unavailable ? text.cardUnavailable : text.methods[method].description}
                </span>
              </span>
            </label>
          );
        })}
      </div>
      {error && (
        <p id="payment-method-error" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
