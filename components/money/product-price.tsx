import { PriceTag } from "@/components/money/price-tag";
import { deliveryRates } from "@/lib/delivery/rates";
import { pageLocale } from "@/lib/i18n/server";
import { toTaka } from "@/lib/money";

/** A product's unit price on a server-rendered page: its dollars, with taka at the shop's rate beside. */
export async function ProductPrice({ dollars, className }: { dollars: number; className?: string }) {
  const locale = await pageLocale();
  return (
    <PriceTag
      dollars={dollars}
      bdt={toTaka(dollars, deliveryRates().bdtPerUsd)}
      locale={locale}
      className={className}
    />
  );
}
