import "server-only";

import { getLocale } from "next-intl/server";

import { isLocale, defaultLocale, type Locale } from "@/lib/i18n/locales";
import { messagesFor, type ClientMessages } from "@/messages";

/** The namespaces a client component below needs, in the page's language (see lib/i18n/client.tsx). */
export function pickMessages<Namespace extends keyof ClientMessages>(
  locale: Locale,
  ...namespaces: Namespace[]
): Pick<ClientMessages, Namespace> {
  const messages = messagesFor(locale);
  return Object.fromEntries(namespaces.map((namespace) => [namespace, messages[namespace]])) as Pick<
    ClientMessages,
    Namespace
  >;
}

/** The page's language, typed. */
export async function pageLocale(): Promise<Locale> {
  const locale = await getLocale();
  return isLocale(locale) ? locale : defaultLocale;
}
