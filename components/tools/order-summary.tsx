import { PriceTag } from "@/components/money/price-tag";
import { nameOfPlace, type PlaceNames } from "@/config/districts";
import type { DeliveryRates } from "@/lib/delivery/charge";
import { fill, useLocale, useMessages } from "@/lib/i18n/client";
import { formatTaka } from "@/lib/money";
import { orderAmounts, type ItemsAmounts } from "@/lib/orders/amounts";

/**
 * An order's running total, for the order form and the basket: the items, one delivery charge
 * for the chosen district (the same rule the server charges by, lib/orders/amounts.ts) and
 * what the buyer will pay, in dollars with taka beside.
 */
export function OrderSummary({
  rates,
  items,
  district,
  places,
}: {
  rates: DeliveryRates;
  /** The items' value; null while the quantity is not a valid one. */
  items: ItemsAmounts | null;
  district: string | undefined;
  /** The district's name in the page's language (CheckoutSettings). */
  places: PlaceNames;
}) {
  const { summary: text } = useMessages("tool");
  const locale = useLocale();
  const taka = (amount: number) => formatTaka(amount, locale);
  const quote = items && district ? orderAmounts(items, district, rates) : null;
  return (
    <dl
      aria-label={text.label}
      aria-live="polite"
      className="grid grid-cols-[1fr_auto] gap-y-2 rounded-lg border bg-slate-50 p-4 text-sm sm:col-span-2 [&_dd]:pl-6 [&_dd]:text-right"
    >
      <dt className="text-slate-600">{text.items}</dt>
      <dd className="font-semibold">
        {items ? <PriceTag dollars={items.price} bdt={items.priceBdt} locale={locale} className="justify-end" /> : "-"}
      </dd>
      <dt className="text-slate-600">
        {district ? fill(text.deliveryTo, { district: nameOfPlace(district, places) }) : text.delivery}
      </dt>
      <dd className="font-semibold" data-testid="delivery-charge">
        {!quote ? text.chooseDistrict : quote.deliveryChargeBdt === 0 ? text.free : taka(quote.deliveryChargeBdt)}
      </dd>
      <dt className="border-t pt-2 text-base font-bold text-ink">{text.total}</dt>
      <dd className="border-t pt-2 text-base font-extrabold text-brand-700" data-testid="order-total">
        {quote ? <PriceTag dollars={quote.total} bdt={quote.totalBdt} locale={locale} className="justify-end" /> : "-"}
      </dd>
      <dd className="col-span-2 pl-0! text-left! text-xs text-slate-600">
        {fill(text.rule, {
          freeFrom: taka(rates.freeFromBdt),
          dhaka: taka(rates.dhakaBdt),
          elsewhere: taka(rates.elsewhereBdt),
        })}
      </dd>
    </dl>
  );
}
