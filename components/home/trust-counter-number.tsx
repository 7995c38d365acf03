"use client";

import { lazy, Suspense, useEffect, useRef, useState } from "react";

import { trustCounter } from "@/config/home";

const formatter = new Intl.NumberFormat("en-US");
const startValue = formatter.format(trustCounter.from);
const endValue = formatter.format(trustCounter.to);

// react-countup loads only when the counter scrolls into view, not with the page (React's lazy:
// it renders only after that, in the browser, so next/dynamic's loader would be weight for nothing).
const CountUp = lazy(() => import("react-countup"));

/** Counts from 100,000 up to the number of riders who trust us once the visitor can see it. */
export function TrustCounterNumber() {
  const ref = useRef<HTMLSpanElement>(null);
  const [visible, setVisible] = useState(false);
  const [still, setStill] = useState(false);

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
        endValue
      ) : visible ? (
        <Suspense fallback={startValue}>
          <CountUp
            start={trustCounter.from}
            end={trustCounter.to}
            duration={trustCounter.durationSeconds}
            separator=","
          />
        </Suspense>
      ) : (
        startValue
      )}
    </span>
  );
}
