import { getTranslations } from "next-intl/server";

import type { Order } from "@/lib/data/orders";
import { formatCount } from "@/lib/i18n/format";
import { pageLocale } from "@/lib/i18n/server";

/** Lines listed in an order list's Product cell before the rest are counted: a row stays a few lines tall. */
const SHOWN_LINES = 2;

/** An order's parts in a list's Product cell: each with its quantity ("× 2"), the first two, then "and 3 more parts". */
export async function OrderedParts({ order }: { order: Pick<Order, "items"> }) {
  const [t, locale] = await Promise.all([getTranslations("orders.table"), pageLocale()]);
  const shown = order.items.length > SHOWN_LINES + 1 ? order.items.slice(0, SHOWN_LINES) : order.items;
  const more = order.items.length - shown.length;
  return (
    <span className="grid min-w-0 justify-items-end gap-1 whitespace-normal sm:w-36 sm:justify-items-start">
      <ul className="grid gap-1 max-sm:text-right">
        {shown.map((line, index) => (
          <li key={line.toolId ?? index}>
            <span className="font-medium wrap-anywhere">{line.toolName}</span>{" "}
            <span className="whitespace-nowrap text-xs text-slate-600">
              {t("lineQuantity", { quantity: formatCount(line.quantity, locale) })}
            </span>
          </li>
        ))}
      </ul>
      {more > 0 && <span className="text-xs text-slate-600">{t("moreParts", { count: more })}</span>}
    </span>
  );
}
