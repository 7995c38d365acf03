import { getRequestConfig } from "next-intl/server";
import { locale as rootLocale } from "next/root-params";

import { messagesFor, type Messages } from "@/messages";
import { defaultLocale, isLocale } from "@/lib/i18n/locales";
import { SHOP_TIME_ZONE } from "@/lib/dates";

/**
 * next-intl's configuration per render. The language comes from the `[locale]` root segment
 * (next/root-params, which keeps pages prerendered), or from the caller: a route handler or an
 * e-mail passes `getTranslations({ locale, namespace })` explicitly.
 */
export default getRequestConfig(async ({ locale: explicit }) => {
  const requested = explicit ?? (await rootLocale());
  const locale = isLocale(requested) ? requested : defaultLocale;
  // Typed as the English messages, whose literal texts let next-intl check each message's arguments.
  return { locale, messages: messagesFor(locale) as Messages, timeZone: SHOP_TIME_ZONE };
});
