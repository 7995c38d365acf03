import type { Metadata } from "next";

import "./globals.css";
import { env } from "@/lib/env";
import { ShopShell } from "@/components/layout/shop-shell";
import { NotFoundPage } from "@/components/layout/not-found-page";

export const metadata: Metadata = {
  metadataBase: new URL(env().NEXT_PUBLIC_SITE_URL),
  title: "Page not found",
  robots: { index: false },
};

/** A URL that matches no page and names no language (/no-such-page): the English not-found page in the shop's shell. */
export default function GlobalNotFound() {
  return (
    <ShopShell locale="en">
      <NotFoundPage />
    </ShopShell>
  );
}
