import { freeDeliveryFrom, quoteDelivery, type DeliveryRates } from "@/lib/delivery/charge";
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
  const quote = itemsValue !== null && district ? quoteDelivery(rates, district, itemsValue) : null;
  return (
    <dl
      aria-label="Order total"
      aria-live="polite"
      className="grid grid-cols-[1fr_auto] gap-y-2 rounded-lg border bg-slate-50 p-4 text-sm sm:col-span-2 [&_dd]:pl-6"
    >
      <dt className="text-slate-600">Items</dt>
      <dd className="text-right font-semibold">{itemsValue === null ? "-" : formatPrice(itemsValue)}</dd>
      <dt className="text-slate-600">{district ? `Delivery to ${district}` : "Delivery"}</dt>
      <dd className="text-right font-semibold">
        {!quote
          ? "Choose your district"
          : quote.free
            ? "Free"
            : `${formatPrice(quote.charge)} (${quote.chargeBdt} taka)`}
      </dd>
      <dt className="border-t pt-2 text-base font-bold text-ink">Total</dt>
      <dd className="border-t pt-2 text-right text-base font-extrabold text-brand-700">
        {quote ? formatPrice(quote.total) : "-"}
      </dd>
      <dd className="col-span-2 pl-0! text-xs text-slate-600">
        Free delivery on parts worth {rates.freeFromBdt} taka ({formatPrice(freeDeliveryFrom(rates))}) or more.
        Otherwise {rates.dhakaBdt} taka inside Dhaka district, {rates.elsewhereBdt} taka elsewhere.
      </dd>
    </dl>
  );
}
