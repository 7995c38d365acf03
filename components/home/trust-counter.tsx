"use client";

import CountUp from "react-countup";

import { trustCounter } from "@/config/home";

const formatter = new Intl.NumberFormat("en-US");

/** Counts up to the number of riders who trust us once the visitor scrolls it into view. */
export function TrustCounter() {
  return (
    <section aria-labelledby="trust-title" className="bg-brand-700 text-white">
      <div className="container-page flex flex-col items-center gap-2 py-12 text-center sm:flex-row sm:justify-center sm:gap-6">
        <p className="text-4xl font-extrabold tabular-nums sm:text-6xl" data-testid="trust-counter">
          <span className="sr-only">{formatter.format(trustCounter.to)}</span>
          <CountUp
            start={trustCounter.from}
            end={trustCounter.to}
            duration={trustCounter.durationSeconds}
            separator=","
            enableScrollSpy
            scrollSpyOnce
            containerProps={{ "aria-hidden": true }}
          />
          <span aria-hidden>+</span>
        </p>
        <h2 id="trust-title" className="text-lg font-semibold text-brand-100 sm:text-2xl">
          customers trust our parts
        </h2>
      </div>
    </section>
  );
}
