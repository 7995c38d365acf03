import { getTranslations } from "next-intl/server";

import { PriceTag } from "@/components/money/price-tag";
import { Link } from "@/components/navigation/link";
import type { Order } from "@/lib/data/orders";
import { formatCount } from "@/lib/i18n/format";
import { pageLocale } from "@/lib/i18n/server";
import { cn } from "@/lib/utils";

/**
 * Narrower than 28rem (a phone, or half of a wide page) a line reads as two rows, the part's
 * name, then "2 ×", its unit price and its total; wider, it is a plain table. The container,
 * not the screen, decides, so the same lines fit the order page and the payment page.
 */
const narrow = {
  head: "@max-md:sr-only",
  row: "@max-md:grid @max-md:grid-cols-[auto_1fr_auto] @max-md:items-baseline @max-md:gap-x-2 @max-md:py-2",
  name: "@max-md:col-span-3 @max-md:pb-1",
  quantity: "@max-md:after:content-['_×']",
  cell: "@max-md:p-0",
} as const;

/** The parts of an order, one row each: name (linking to the part when it is still listed), quantity, unit price, line total. */
export async function OrderLines({ order }: { order: Pick<Order, "items"> }) {
  const [t, locale] = await Promise.all([getTranslations("orders.lines"), pageLocale()]);
  return (
    <div className="@container">
      <table className="w-full text-sm" aria-label={t("label")}>
        <thead className={narrow.head}>
          <tr className="border-b text-left text-slate-500">
            <th scope="col" className="py-2 pr-3 font-medium">
              {t("part")}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              {t("quantity")}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              {t("unitPrice")}
            </th>
            <th scope="col" className="py-2 pl-3 text-right font-medium">
              {t("lineTotal")}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((line, index) => (
            <tr key={line.toolId ?? index} className={cn("border-b last:border-0", narrow.row)}>
              <th
                scope="row"
                className={cn("py-3 pr-3 text-left font-semibold wrap-anywhere", narrow.cell, narrow.name)}
              >
                {line.toolId ? (
                  <Link href={`/tools/${line.toolId}`} className="text-brand-700 hover:underline">
                    {line.toolName}
                  </Link>
                ) : (
                  line.toolName
                )}
              </th>
              <td className={cn("px-3 py-3 text-right tabular-nums", narrow.cell, narrow.quantity)}>
                {formatCount(line.quantity, locale)}
              </td>
              <td className={cn("px-3 py-3 text-right", narrow.cell)}>
                <PriceTag
                  dollars={line.unitPrice}
                  bdt={line.unitPriceBdt}
                  locale={locale}
                  className="justify-end @max-md:justify-start"
                />
              </td>
              <td className={cn("py-3 pl-3 text-right font-semibold", narrow.cell)}>
                <PriceTag dollars={line.price} bdt={line.priceBdt} locale={locale} className="justify-end" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
