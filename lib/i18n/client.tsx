"use client";

import { useParams } from "next/navigation";
import { createContext, useContext } from "react";

import { fill, formatNumber } from "@/lib/i18n/format";
import { defaultLocale, isLocale, type Locale } from "@/lib/i18n/locales";
import type { ClientMessages as Messages } from "@/messages";

/**
 * Strings for client components. The pages translate on the server with next-intl; a client
 * component gets the raw messages of the namespaces its server parent passed through
 * `<ClientMessages>` (lib/i18n/server.ts picks them), so the browser loads neither the message
 * catalogue nor an ICU formatter (next-intl's client side would cost every page about 10 KB).
 * Messages read here use only simple `{name}` arguments, filled with `fill`; plurals and dates
 * are formatted on the server and passed as text.
 */
export { fill };

const MessagesContext = createContext<Partial<Messages>>({});

/** Adds namespaces for the client components below it; nested providers add to the outer ones. */
export function ClientMessages({ messages, children }: { messages: Partial<Messages>; children: React.ReactNode }) {
  const outer = useContext(MessagesContext);
  return <MessagesContext value={{ ...outer, ...messages }}>{children}</MessagesContext>;
}

export function useMessages<Namespace extends keyof Messages>(namespace: Namespace): Messages[Namespace] {
  const messages = useContext(MessagesContext)[namespace];
  if (!messages) throw new Error(`The "${namespace}" messages were not passed to this component (<ClientMessages>)`);
  return messages;
}

/** The page's language, from the `[locale]` root segment (known while prerendering too). */
export function useLocale(): Locale {
  const { locale } = useParams<{ locale?: string }>() ?? {};
  return isLocale(locale) ? locale : defaultLocale;
}

/** A count's message in the browser: `{ one, other }` chosen by the language's plural rules, `{count}` filled. */
export function plural(forms: { one: string; other: string }, count: number, locale: Locale, name = "count"): string {
  const form = new Intl.PluralRules(locale).select(count) === "one" ? forms.one : forms.other;
  return fill(form, { [name]: formatNumber(count, locale) });
}
