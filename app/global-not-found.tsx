import type { Metadata } from "next";

import "./globals.css";
import { env } from "@/lib/env";
import { NotFoundPage } from "@/components/layout/not-found-page";
import { ShopShell } from "@/components/layout/shop-shell";
import bn from "@/messages/bn/common";

export const metadata: Metadata = {
  metadataBase: new URL(env().NEXT_PUBLIC_SITE_URL),
  title: "Page not found",
  robots: { index: false },
};

/**
 * A URL that matches no page, in either language (/no-such-page, /bn/no-such-page): Next.js gives
 * this page no URL to read the language from, so it is the English page with a way to the
 * Bangla shop. A page that says "not found" itself (an unknown product) does so in its language.
 */
export default function GlobalNotFound() {
  return (
    <ShopShell locale="en">
      <NotFoundPage />
      <p lang="bn" className="pb-12 text-center text-slate-600">
        {bn.notFound.heading}।{" "}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load: Bangla is another root layout's document */}
        <a href="/bn" className="font-semibold text-brand-700 underline">
          {bn.notFound.home}
        </a>
      </p>
    </ShopShell>
  );
}
