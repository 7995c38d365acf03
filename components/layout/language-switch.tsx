"use client";

import { usePathname } from "next/navigation";

import { useLocale, useMessages } from "@/lib/i18n/client";
import { LOCALE_COOKIE, localizeHref, type Locale } from "@/lib/i18n/locales";
import { clsx } from "clsx";

const ONE_YEAR = 60 * 60 * 24 * 365;

/**
 * The same page in the other language. The href is the page's path (so it works without
 * JavaScript and for crawlers); a click also carries the query string and hash over, and
 * remembers the choice in a cookie. The URL still decides each page's language.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const locale = useLocale();
  const { language } = useMessages("common");
  const other: Locale = locale === "bn" ? "en" : "bn";
  const href = localizeHref(usePathname(), other);

  return (
    <a
      href={href}
      hrefLang={other}
      lang={other}
      aria-label={language.switchToLabel}
      className={clsx("rounded-md px-2 py-1 text-sm font-semibold hover:underline", className)}
      onClick={(event) => {
        const { pathname, search, hash } = window.location;
        document.cookie = `${LOCALE_COOKIE}=${other}; path=/; max-age=${ONE_YEAR}; samesite=lax`;
        event.currentTarget.href = localizeHref(pathname + search + hash, other);
      }}
    >
      {language.switchTo}
    </a>
  );
}
