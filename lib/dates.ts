import { defaultLocale, intlTag, perLocale, type Locale } from "@/lib/i18n/locales";

/** The shop and its customers are in Bangladesh: every date and time is shown in Dhaka time. */
export const SHOP_TIME_ZONE = "Asia/Dhaka";

// The 24-hour clock in both languages (Bangla would otherwise say "১০:৫৮ PM", in Latin letters).
const styles = {
  date: { dateStyle: "medium" },
  longDate: { dateStyle: "long" },
  dateTime: { dateStyle: "medium", timeStyle: "short", hourCycle: "h23" },
  time: { hour: "2-digit", minute: "2-digit", hourCycle: "h23" },
  month: { month: "long", year: "numeric" },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

const formats = perLocale(
  (locale) =>
    Object.fromEntries(
      Object.entries(styles).map(([name, style]) => [
        name,
        new Intl.DateTimeFormat(intlTag[locale].dates, { ...style, timeZone: SHOP_TIME_ZONE }),
      ]),
    ) as Record<keyof typeof styles, Intl.DateTimeFormat>,
);

type When = Date | string;
const at = (when: When) => (typeof when === "string" ? new Date(when) : when);

/** 23 Nov 2026; ২৩ নভে, ২০২৬ */
export const formatDate = (when: When, locale: Locale = defaultLocale) => formats(locale).date.format(at(when));
/** 23 November 2026 */
export const formatLongDate = (when: When, locale: Locale = defaultLocale) => formats(locale).longDate.format(at(when));
/** 23 Nov 2026, 21:46 */
export const formatDateTime = (when: When, locale: Locale = defaultLocale) => formats(locale).dateTime.format(at(when));
/** 21:46 */
export const formatTime = (when: When, locale: Locale = defaultLocale) => formats(locale).time.format(at(when));
/** November 2026 */
export const formatMonth = (when: When, locale: Locale = defaultLocale) => formats(locale).month.format(at(when));
