"use client";

import { useEffect, useState } from "react";
import { useRouter } from "next/navigation";

import { plural, useLocale, useMessages } from "@/lib/i18n/client";
import { localizeHref } from "@/lib/i18n/locales";

const REDIRECT_SECONDS = 5;

/** Counts down and then takes the visitor home, replacing the dead URL in the history. */
export function RedirectHome() {
  const router = useRouter();
  const locale = useLocale();
  const { notFound } = useMessages("common");
  const [secondsLeft, setSecondsLeft] = useState(REDIRECT_SECONDS);

  useEffect(() => {
    const startedAt = Date.now();
    const tick = window.setInterval(() => {
      const left = REDIRECT_SECONDS - Math.floor((Date.now() - startedAt) / 1000);
      setSecondsLeft(Math.max(left, 0));
    }, 250);
    const redirect = window.setTimeout(() => router.replace(localizeHref("/", locale)), REDIRECT_SECONDS * 1000);
    return () => {
      window.clearInterval(tick);
      window.clearTimeout(redirect);
    };
  }, [router, locale]);

  return (
    <p className="text-slate-600" aria-live="polite">
      {plural(notFound.countdown, secondsLeft, locale, "seconds")}
    </p>
  );
}
