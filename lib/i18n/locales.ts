/**
 * The shop's languages. English is the default and keeps today's URLs; Bangla lives under
 * `/bn`. The URL alone decides a page's language (search engines and shared links see it);
 * the `locale` cookie only remembers a visitor's choice for what has no URL (e-mails, offers).
 */
export const locales = ["en", "bn"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "en";

export const isLocale = (value: unknown): value is Locale => locales.includes(value as Locale);

/** The cookie that remembers the language a visitor last chose. */
export const LOCALE_COOKIE = "locale";

/** The BCP 47 tags `Intl` formats with: Bengali digits and names for Bangla, Dhaka time for both. */
export const intlTag: Record<Locale, { numbers: string; dates: string }> = {
  en: { numbers: "en-US", dates: "en-GB" },
  bn: { numbers: "bn-BD", dates: "bn-BD" },
};

/**
 * One value per language, made on first use: for `Intl` formatters. A browser's first `Intl`
 * object costs 25-80 ms while ICU loads its data, so formatters made as a module loads put that
 * into every page's hydration, also where nothing on the client ever formats a number or date.
 */
export function perLocale<Value>(make: (locale: Locale) => Value): (locale: Locale) => Value {
  const made = new Map<Locale, Value>();
  return (locale) => {
    if (!made.has(locale)) made.set(locale, make(locale));
    return made.get(locale)!;
  };
}

/** Open Graph's `og:locale`. */
export const openGraphLocale: Record<Locale, string> = { en: "en_BD", bn: "bn_BD" };

const LOCALE_PREFIX = /^\/(en|bn)(?=\/|$)/;

/**
 * A path with its language prefix taken off, and the language it named. English pages are
 * served under /en inside the app (next.config.ts rewrites to it), so that prefix is read too.
 */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const prefix = LOCALE_PREFIX.exec(pathname);
  if (!prefix) return { locale: defaultLocale, path: pathname };
  return { locale: prefix[1] as Locale, path: pathname.slice(prefix[0].length) || "/" };
}

/**
 * A path of the shop (starting with "/", maybe with a query or hash) in `locale`: English
 * paths have no prefix, Bangla ones start with /bn. A path already in a language is moved.
 */
export function localizeHref<Href extends string>(href: Href, locale: Locale): Href {
  if (!href.startsWith("/") || href.startsWith("//")) return href;
  const [, path = "/", rest = ""] = /^([^?#]*)(.*)$/.exec(href) ?? [];
  const bare = splitLocale(path).path;
  if (locale === defaultLocale) return (bare + rest) as Href;
  return ((bare === "/" ? "/bn" : `/bn${bare}`) + rest) as Href;
}
