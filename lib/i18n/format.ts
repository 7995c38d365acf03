import { intlTag, type Locale } from "@/lib/i18n/locales";

/** Digits in the page's language: Bengali digits in Bangla. */
export const formatNumber = (value: number, locale: Locale) => value.toLocaleString(intlTag[locale].numbers);

/** "{name} is saved." with `{ name: "Spark plug" }`: simple arguments only; an unknown one stays as written. */
export function fill(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}
