import { intlTag, perLocale, type Locale } from "@/lib/i18n/locales";

/** Digits in the page's language: Bengali digits in Bangla. */
export const formatNumber = (value: number, locale: Locale) => value.toLocaleString(intlTag[locale].numbers);

/** Bengali digits (০-৯) written as ASCII ones: what a rider types on a Bangla keyboard, read as a number. */
export const asciiDigits = (text: string) =>
  text.replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - "০".charCodeAt(0)));

/** "{name} is saved." with `{ name: "Spark plug" }`: simple arguments only; an unknown one stays as written. */
export function fill(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}

const plain = perLocale(
  (locale) => new Intl.NumberFormat(intlTag[locale].numbers, { useGrouping: false, maximumFractionDigits: 2 }),
);

/**
 * A count, quantity or amount of taka as the shop has always written it, without thousands
 * separators ("2000 taka", "Only 1500 left"), in the language's digits (২০০০ in Bangla).
 */
export const formatCount = (value: number, locale: Locale) => plain(locale).format(value);
