import { defaultLocale, intlTag, locales, type Locale } from "@/lib/i18n/locales";

/** Dollar amounts are computed in whole cents so 3 x $19.99 is exactly $59.97. */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

export function lineTotal(unitPrice: number, quantity: number): number {
  return (toCents(unitPrice) * quantity) / 100;
}

const usd = Object.fromEntries(
  locales.map((locale) => [
    locale,
    new Intl.NumberFormat(intlTag[locale].numbers, { style: "currency", currency: "USD" }),
  ]),
) as Record<Locale, Intl.NumberFormat>;

/** Prices stay in dollars (the spec) in every language: "$1,234.50", "১,২৩৪.৫০ US$". */
export function formatPrice(dollars: number, locale: Locale = defaultLocale): string {
  return usd[locale].format(dollars);
}
