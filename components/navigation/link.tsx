"use client";

import NextLink, { type LinkProps } from "next/link";
import { useState } from "react";

import { useLocale } from "@/lib/i18n/client";
import { localizeHref } from "@/lib/i18n/locales";

/**
 * next/link that prefetches its page once the visitor shows they may go there (a pointer over
 * it, a touch, keyboard focus) instead of as soon as it is on screen, which on a first visit
 * spent the phone's bandwidth and main thread on every linked page's data while the page itself
 * was still painting. This is Next.js's "hover-triggered prefetch" (prefetch={null} restores its
 * default once there is intent); use it instead of next/link.
 *
 * Hrefs are written as the English paths the routes are typed by; on a Bangla page they lead to
 * the same page under /bn.
 */
export function Link<RouteType>({ href, ...props }: LinkProps<RouteType> & { prefetch?: never }) {
  const [intent, setIntent] = useState(false);
  const locale = useLocale();
  const showIntent = () => setIntent(true);
  return (
    <NextLink
      {...props}
      href={
        typeof href === "string"
          ? localizeHref(href, locale)
          : { ...href, pathname: href.pathname && localizeHref(href.pathname, locale) }
      }
      prefetch={intent ? null : false}
      onPointerEnter={showIntent}
      onTouchStart={showIntent}
      onFocus={showIntent}
    />
  );
}
