import { intlTag, type Locale } from "@/lib/i18n/locales";

const plain = Object.fromEntries(
  (Object.keys(intlTag) as Locale[]).map((locale) => [
    locale,
    new Intl.NumberFormat(intlTag[locale].numbers, { useGrouping: false, maximumFractionDigits: 2 }),
  ]),
) as Record<Locale, Intl.NumberFormat>;

/**
 * A count, quantity or amount of taka as the shop has always written it, without thousands
 * separators ("2000 taka", "Only 1500 left"), in the language's digits (২০০০ in Bangla).
 */
export const formatCount = (value: number, locale: Locale) => plain[locale].format(value);
