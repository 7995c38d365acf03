import type { ComponentProps } from "react";

import { clsx } from "clsx";

const METHODS = [
  {
    value: "cod",
    title: "Cash on delivery",
    description: "Pay the courier in cash when the parts arrive.",
  },
  {
    value: "card",
    title: "Card",
    description: "Pay now by debit or credit card; we ship once it is paid.",
  },
] as const;

/** Cash on delivery or card, as two radio cards; card is greyed out, with the reason, until the shop takes cards. */
export function PaymentMethodChoice({
  cardPayments,
  error,
  className,
  ...radio
}: Omit<ComponentProps<"input">, "type" | "value"> & { cardPayments: boolean; error?: string }) {
  return (
    <fieldset className={clsx("grid gap-3", className)} aria-describedby={error ? "payment-method-error" : undefined}>
      <legend className="mb-3 text-base font-bold text-ink">Payment</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {METHODS.map((method) => {
          const unavailable = method.value === "card" && !cardPayments;
          return (
            <label
              key={method.value}
              className={clsx(
                "flex gap-3 rounded-lg border p-4 has-checked:border-brand-700 has-checked:bg-brand-50",
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
                <span className="block font-semibold text-ink">{method.title}</span>
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
