"use client";

import { buttonVariants } from "@/components/ui/button-variants";
import { useMessages } from "@/lib/i18n/client";

/** A page that failed to render: the shop's shell stays, with a way to try again. */
export default function PageError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const { error } = useMessages("common");
  return (
    <section className="container-page flex flex-col items-center gap-4 py-20 text-center">
      <h1 className="text-3xl font-extrabold text-ink">{error.heading}</h1>
      <p className="text-slate-600">{error.body}</p>
      <button type="button" onClick={reset} className={buttonVariants()}>
        {error.retry}
      </button>
    </section>
  );
}
