import { defaultLocale, isLocale, LOCALE_COOKIE, splitLocale, type Locale } from "@/lib/i18n/locales";

/** Longer headers are read only this far, and only this many languages of them: no one needs more. */
const MAX_HEADER_LENGTH = 512;
const MAX_LANGUAGES = 16;
const LANGUAGE_TAG = /^[a-z]{1,8}(?:-[a-z0-9]{1,8})*$/;
const QUALITY = /^q=(0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

/**
 * The shop's language an Accept-Language header prefers most (`bn-BD, en;q=0.8` is Bangla),
 * or null when it names neither of them. Tags are matched by their primary language; `*`,
 * `q=0`, malformed entries and odd q-values are ignored, ties go to the first listed. Never
 * throws, whatever the header holds. lib/client/api.ts sends the page's language in it.
 */
export function preferredLocale(header: string | null | undefined): Locale | null {
  if (!header) return null;
  let best: { locale: Locale; quality: number } | null = null;
  for (const entry of header.slice(0, MAX_HEADER_LENGTH).split(",").slice(0, MAX_LANGUAGES)) {
    const [rawTag = "", ...parameters] = entry.split(";").map((part) => part.trim().toLowerCase());
    if (!LANGUAGE_TAG.test(rawTag)) continue;
    let quality = 1;
    for (const parameter of parameters) {
      if (!parameter.startsWith("q")) continue;
      const match = QUALITY.exec(parameter.replace(/\s+/g, ""));
      quality = match ? Number(match[1]) : 0;
    }
    const primary = rawTag.split("-")[0];
    if (quality <= 0 || !isLocale(primary)) continue;
    if (!best || quality > best.quality) best = { locale: primary, quality };
  }
  return best?.locale ?? null;
}

/** The language to answer a request in: the one its Accept-Language prefers, else English. */
export function requestLocale(request: Request): Locale {
  return preferredLocale(request.headers.get("accept-language")) ?? defaultLocale;
}

/**
 * The language a visitor is using the shop in, to remember for what reaches them outside a
 * page (e-mails, SMS): the one their request's Accept-Language prefers (lib/client/api.ts
 * sends the page's), else the `locale` cookie the language switch sets, else null (unknown).
 */
export function chosenLocale(request: Request): Locale | null {
  const preferred = preferredLocale(request.headers.get("accept-language"));
  if (preferred) return preferred;
  const cookie = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`)
    .exec(request.headers.get("cookie") ?? "")?.[1]
    ?.trim();
  return isLocale(cookie) ? cookie : null;
}

/**
 * The language of the shop page a form was sent from, by its Referer's path (/bn/...), for the
 * page a browser's own form post is sent on to; else the request's (requestLocale).
 */
export function formPageLocale(request: Request): Locale {
  const referer = request.headers.get("referer");
  if (!referer || !URL.canParse(referer)) return requestLocale(request);
  return splitLocale(new URL(referer).pathname).locale;
}
