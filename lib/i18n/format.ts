import { intlTag, type Locale } from "@/lib/i18n/locales";

/** Digits in the page's language: Bengali digits in Bangla. */
export const formatNumber = (value: number, locale: Locale) => value.toLocaleString(intlTag[locale].numbers);
