import { formatPrice, formatTaka } from "@/lib/money";
import type { Locale } from "@/lib/i18n/locales";
import { cn } from "@/lib/utils";

/**
 * A price as the shop shows it: the spec's dollars, with taka beside ("$21.00 · ৳2,562"). Each
 * amount keeps to one line, so a narrow box breaks between the two, never inside a number.
 * Server and client components alike: it holds no state.
 */
export function PriceTag({
  dollars,
  bdt,
  locale,
  className,
  takaClassName,
}: {
  dollars: number;
  bdt: number;
  locale: Locale;
  className?: string;
  /** The taka half is quieter unless told otherwise. */
  takaClassName?: string;
}) {
  return (
    <span className={cn("inline-flex flex-wrap items-baseline gap-x-1.5", className)}>
      <span className="whitespace-nowrap">{formatPrice(dollars, locale)}</span>
      <span className={cn("whitespace-nowrap text-[0.8em] font-semibold text-slate-500", takaClassName)}>
        <span aria-hidden="true">· </span>
        {formatTaka(bdt, locale)}
      </span>
    </span>
  );
}
