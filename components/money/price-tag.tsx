import { clsx } from "clsx";

import { formatPrice, formatTaka } from "@/lib/money";
import type { Locale } from "@/lib/i18n/locales";

/**
 * A price as the shop shows it: the spec's dollars, with taka beside ("$21.00 · ৳2,562"). Each
 * amount keeps to one line, so a narrow box breaks between the two, never inside a number.
 * Server and client components alike: it holds no state, and joins classes with clsx rather than
 * `cn`, whose tailwind-merge would add 8.5 KB to every form page, so its classes are only added to.
 */
export function PriceTag({
  dollars,
  bdt,
  locale,
  className,
  takaTone = "quiet",
}: {
  dollars: number;
  bdt: number;
  locale: Locale;
  /** Classes added to the whole, such as its alignment. */
  className?: string;
  /** The taka half is quieter unless it is the sum to pay. */
  takaTone?: "quiet" | "brand";
}) {
  return (
    <span className={clsx("inline-flex flex-wrap items-baseline gap-x-1.5", className)}>
      <span className="whitespace-nowrap">{formatPrice(dollars, locale)}</span>
      <span
        className={clsx(
          "whitespace-nowrap text-[0.8em] font-semibold",
          takaTone === "brand" ? "text-brand-700" : "text-slate-500",
        )}
      >
        <span aria-hidden="true">· </span>
        {formatTaka(bdt, locale)}
      </span>
    </span>
  );
}
