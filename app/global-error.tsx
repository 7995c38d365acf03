"use client";

import "./globals.css";

import { siteConfig } from "@/config/site";

/** The last resort, when the root layout itself fails: a plain page with a way back. */
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
        <h1 className="text-3xl font-extrabold text-ink">Something went wrong</h1>
        <p className="text-slate-600">
          Please try again. If it keeps happening, call us on {siteConfig.contact.phone}.
        </p>
        <button
          type="button"
          onClick={reset}
          className="rounded-md bg-primary px-4 py-2 font-semibold text-primary-foreground"
        >
          Try again
        </button>
      </body>
    </html>
  );
}
