import { getTranslations } from "next-intl/server";

import { formatCount } from "@/lib/i18n/format";
import { pageLocale } from "@/lib/i18n/server";
import { stockLevel } from "@/lib/stock";
import { cn } from "@/lib/utils";

/** "Only N left" or "Out of stock", or nothing while there is plenty. */
export async function StockBadge({
  tool,
  className,
}: {
  tool: { availableQuantity: number; orderQuantity: number };
  className?: string;
}) {
  const state = stockLevel(tool);
  if (state === "plenty") return null;
  const [t, locale] = await Promise.all([getTranslations("tool.stock"), pageLocale()]);
  const label = state === "out" ? t("out") : t("low", { count: formatCount(tool.availableQuantity, locale) });
  return (
    <span
      className={cn(
        "inline-flex w-fit items-center rounded-full px-2.5 py-0.5 text-xs font-bold",
        state === "out" ? "bg-red-100 text-red-800" : "bg-amber-100 text-amber-900",
        className,
      )}
    >
      {label}
    </span>
  );
}
