import type { ComponentProps } from "react";

import { clsx } from "clsx";

import { PAYMENT_METHOD_LABELS } from "@/lib/orders/payment-methods";
import type { PaymentMethod } from "@/lib/validations/order";

/** Which online methods the shop has set up; cash on delivery always works. */
export type OnlinePayments = { card: boolean; sslcommerz: boolean };

const METHODS: { value: PaymentMethod; description: string }[] = [
  { value: "cod", description: "Pay the courier in cash when the parts arrive." },
  { value: "sslcommerz", description: "Pay now on SSLCommerz's secure page; we ship once it is paid." },
  { value: "card", description: "Pay now by debit or credit card; we ship once it is paid." },
];

/**
 * How to pay, as radio cards: cash on delivery; bKash, Nagad, Rocket (SSLCommerz) only once
 * the shop has it set up; card greyed out, with the reason, until the shop takes cards.
 */
export function PaymentMethodChoice({
  online,
  error,
  className,
  ...radio
}: Omit<ComponentProps<"input">, "type" | "value"> & { online: OnlinePayments; error?: string }) {
  const shown = METHODS.filter((method) => method.value !== "sslcommerz" || online.sslcommerz);
  return (
    <fieldset className={clsx("grid gap-3", className)} aria-describedby={error ? "payment-method-error" : undefined}>
      <legend className="mb-3 text-base font-bold text-ink">Payment</legend>
      {/* Three methods read best as a list; two still fit side by side. */}
      <div className={clsx("grid gap-3", shown.length === 2 && "sm:grid-cols-2")}>
        {shown.map((method) => {
          const unavailable = method.value === "card" && !online.card;
          return (
            <label
              key={method.value}
              className={clsx(
                "flex items-start gap-3 rounded-lg border p-4 has-checked:border-brand-700 has-checked:bg-brand-50",
                unavailable ? "cursor-not-allowed opacity-60" : "cursor-pointer",
              )}
            >
              <input
                type="radio"
                value={method.value}
                disabled={unavailable}
                className="mt-1 accent-brand-700"
                {...radio}
              />
              <span>
                <span className="block font-semibold text-ink">{PAYMENT_METHOD_LABELS[method.value]}</span>
                <span className="block text-sm text-slate-600">
                  {unavailable ? "Card payments are not set up yet." : method.description}
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
