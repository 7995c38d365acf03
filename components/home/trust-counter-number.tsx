"use client";

import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";

import { trustCounter } from "@/config/home";
import { useLocale } from "@/lib/i18n/client";
import { formatNumber } from "@/lib/i18n/format";

// react-countup loads only when the counter scrolls into view, not with the page (React's lazy:
// it renders only after that, in the browser, so next/dynamic's loader would be weight for nothing).
const CountUp = lazy(() => import("react-countup"));

/**
 * Counts from 100,000 up to the number of riders who trust us once the visitor can see it.
 * `from` and `to` come formatted from the server: a browser's first number format costs it 25-80
 * ms (ICU loading its data), which hydrating the home page need not pay before the count starts.
 */
export function TrustCounterNumber({ from, to }: { from: string; to: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [visible, setVisible] = useState(false);
  const [still, setStill] = useState(false);
  // In the page's digits and grouping: 82,349,843 in English, ৮,২৩,৪৯,৮৪৩ in Bangla.
  const locale = useLocale();
  // One function per language: react-countup restarts the count when its formattingFn changes.
  const format = useCallback((value: number) => formatNumber(value, locale), [locale]);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry?.isIntersecting) return;
      // Visitors who asked for less motion see the final number at once, without counting.
      setStill(window.matchMedia("(prefers-reduced-motion: reduce)").matches);
      setVisible(true);
      observer.disconnect();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <span ref={ref} aria-hidden>
      {visible && still ? (
        to
      ) : visible ? (
        <Suspense fallback={from}>
          <CountUp
            start={trustCounter.from}
            end={trustCounter.to}
            duration={trustCounter.durationSeconds}
            formattingFn={format}
          />
        </Suspense>
      ) : (
        from
      )}
    </span>
  );
}
