import "server-only";

import { intlTag, perLocale, type Locale } from "@/lib/i18n/locales";

const shortDay = perLocale(
  (locale) => new Intl.DateTimeFormat(intlTag[locale].dates, { day: "numeric", month: "short", timeZone: "UTC" }),
);

const change = perLocale(
  (locale) =>
    new Intl.NumberFormat(intlTag[locale].numbers, {
      style: "percent",
      signDisplay: "exceptZero",
      maximumFractionDigits: 0,
    }),
);

/** A Dhaka day (yyyy-mm-dd) as a short label: "27 Nov", "২৭ নভে". */
export const formatDay = (day: string, locale: Locale) => shortDay(locale).format(Date.parse(`${day}T00:00:00Z`));

/** A change as a signed percentage: "+12%", "−5%". */
export const formatChange = (ratio: number, locale: Locale) => change(locale).format(ratio);
