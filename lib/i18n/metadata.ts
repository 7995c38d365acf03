import type { Metadata } from "next";

import { localizeHref, type Locale } from "@/lib/i18n/locales";

/**
 * A public page's canonical URL in its language and its twins in the other (hreflang), with
 * English as x-default. `path` is the English path, as "/tools?category=tools".
 */
export function languageAlternates(path: string, locale: Locale): NonNullable<Metadata["alternates"]> {
  return {
    canonical: localizeHref(path, locale),
    languages: { en: path, bn: localizeHref(path, "bn"), "x-default": path },
  };
}
