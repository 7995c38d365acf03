import "server-only";

import { getLocale } from "next-intl/server";

import { isLocale, defaultLocale, type Locale } from "@/lib/i18n/locales";
import { messagesFor, SHELL_CLIENT_MESSAGES, type ClientMessages, type ShellNamespace } from "@/messages";

/** The namespaces a client component below needs, in the page's language (see lib/i18n/client.tsx). */
export function pickMessages<Namespace extends Exclude<keyof ClientMessages, ShellNamespace>>(
  locale: Locale,
  ...namespaces: Namespace[]
): Pick<ClientMessages, Namespace> {
  const messages = messagesFor(locale);
  return Object.fromEntries(namespaces.map((namespace) => [namespace, messages[namespace]])) as Pick<
    ClientMessages,
    Namespace
  >;
}

/** What the shell's client components read of its namespaces (SHELL_CLIENT_MESSAGES), for every page. */
export function shellMessages(locale: Locale): Pick<ClientMessages, ShellNamespace> {
  const { common, layout } = messagesFor(locale);
  const pick = <Messages extends object>(messages: Messages, keys: readonly (keyof Messages)[]) =>
    Object.fromEntries(keys.map((key) => [key, messages[key]]));
  return {
    common: pick(common, SHELL_CLIENT_MESSAGES.common),
    layout: pick(layout, SHELL_CLIENT_MESSAGES.layout),
  } as Pick<ClientMessages, ShellNamespace>;
}

/** The page's language, typed. */
export async function pageLocale(): Promise<Locale> {
  const locale = await getLocale();
  return isLocale(locale) ? locale : defaultLocale;
}
