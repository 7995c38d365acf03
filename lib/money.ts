import { defaultLocale, intlTag, perLocale, type Locale } from "@/lib/i18n/locales";

/** Dollar amounts are computed in whole cents so 3 x $19.99 is exactly $59.97. */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

export function lineTotal(unitPrice: number, quantity: number): number {
  return (toCents(unitPrice) * quantity) / 100;
}

/** Whole taka of a dollar amount at `bdtPerUsd` taka to the dollar: what riders pay in Bangladesh. */
export function toTaka(dollars: number, bdtPerUsd: number): number {
  return Math.round((toCents(dollars) * bdtPerUsd) / 100);
}

/** Dollars, to the cent, of a taka amount at `bdtPerUsd` taka to the dollar. */
export function takaToDollars(bdt: number, bdtPerUsd: number): number {
  return Math.round((bdt * 100) / bdtPerUsd) / 100;
}

const numberFormat = (options: Intl.NumberFormatOptions) =>
  perLocale((locale) => new Intl.NumberFormat(intlTag[locale].numbers, options));

const usd = numberFormat({ style: "currency", currency: "USD" });
const wholeTaka = numberFormat({ maximumFractionDigits: 0 });

/** Prices stay in dollars (the spec) in every language: "$1,234.50", "১,২৩৪.৫০ US$". */
export function formatPrice(dollars: number, locale: Locale = defaultLocale): string {
  return usd(locale).format(dollars);
}

/**
 * Taka as Bangladeshi shops write it, the sign before whole taka: "৳2,562", "৳২,৫৬২" (Bangla
 * groups by lakh: "৳১,২৩,৪৫৬"). Intl's own BDT style writes "BDT 2,562.00" in English.
 */
export function formatTaka(bdt: number, locale: Locale = defaultLocale): string {
  return `৳${wholeTaka(locale).format(bdt)}`;
}
