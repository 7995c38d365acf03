import { placeName } from "@/config/districts";
import { freeDeliveryFrom, quoteDelivery, type DeliveryRates } from "@/lib/delivery/charge";
import { fill, useLocale, useMessages } from "@/lib/i18n/client";
import { formatCount } from "@/lib/i18n/format";
import { formatPrice } from "@/lib/money";

/**
 * The order form's running total: the items, the delivery charge for the chosen district
 * (the same rule the server charges by) and what the buyer will pay.
 */
export function OrderSummary({
  rates,
  itemsValue,
  district,
}: {
  rates: DeliveryRates;
  itemsValue: number | null;
  district: string | undefined;
}) {
  const { summary: text } = useMessages("tool");
  const locale = useLocale();
  const taka = (amount: number) => formatCount(amount, locale);
  const quote = itemsValue !== null && district ? quoteDelivery(rates, district, itemsValue) : null;
  return (
    <dl
      aria-label={text.label}
      aria-live="polite"
      className="grid grid-cols-[1fr_auto] gap-y-2 rounded-lg border bg-slate-50 p-4 text-sm sm:col-span-2 [&_dd]:pl-6"
    >
      <dt className="text-slate-600">{text.items}</dt>
      <dd className="text-right font-semibold">{itemsValue === null ? "-" : formatPrice(itemsValue, locale)}</dd>
      <dt className="text-slate-600">
        {district ? fill(text.deliveryTo, { district: placeName(district, locale) }) : text.delivery}
      </dt>
      <dd className="text-right font-semibold">
        {!quote
          ? text.chooseDistrict
          : quote.free
            ? text.free
            : fill(text.charge, { price: formatPrice(quote.charge, locale), taka: taka(quote.chargeBdt) })}
      </dd>
      <dt className="border-t pt-2 text-base font-bold text-ink">{text.total}</dt>
      <dd className="border-t pt-2 text-right text-base font-extrabold text-brand-700">
        {quote ? formatPrice(quote.total, locale) : "-"}
      </dd>
      <dd className="col-span-2 pl-0! text-xs text-slate-600">
        {fill(text.rule, {
          freeFrom: taka(rates.freeFromBdt),
          freeFromPrice: formatPrice(freeDeliveryFrom(rates), locale),
          dhaka: taka(rates.dhakaBdt),
          elsewhere: taka(rates.elsewhereBdt),
        })}
      </dd>
    </dl>
  );
}
