"use client";

import { buttonVariants } from "@/components/ui/button-variants";

/** A page that failed to render: the shop's shell stays, with a way to try again. */
export default function PageError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <section className="container-page flex flex-col items-center gap-4 py-20 text-center">
      <h1 className="text-3xl font-extrabold text-ink">Something went wrong</h1>
      <p className="text-slate-600">We could not load this page. Please try again in a moment.</p>
      <button type="button" onClick={reset} className={buttonVariants()}>
        Try again
      </button>
    </section>
  );
}
