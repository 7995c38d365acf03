import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { headers } from "next/headers";
import { Suspense } from "react";

import { TrackingForm } from "@/components/courier/tracking-form";
import { TrackingResult } from "@/components/courier/tracking-result";
import { renderApiText } from "@/lib/api/messages";
import { DomainError } from "@/lib/errors";
import { CLIENT_ADDRESS_HEADER } from "@/lib/http/client-address";
import { languageAlternates } from "@/lib/i18n/metadata";
import { pageLocale } from "@/lib/i18n/server";
import { trackOrder, type TrackedOrder } from "@/lib/orders/track-order";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("courier.track.metadata");
  return {
    title: t("title"),
    description: t("description"),
    alternates: languageAlternates("/track", await pageLocale()),
    // A looked-up URL carries a phone number: it goes to no other site.
    referrer: "no-referrer",
  };
}

const text = (value: string | string[] | undefined) => (typeof value === "string" ? value.slice(0, 40) : "");

/** The lookup itself: the same limits and answers as GET /api/track (lib/orders/track-order.ts). */
async function Lookup({ order, phone }: { order: string; phone: string }) {
  // An order found, or why not (no such order, or too many lookups) in the page's language.
  let outcome: TrackedOrder | string;
  const address = (await headers()).get(CLIENT_ADDRESS_HEADER) ?? "unknown";
  try {
    outcome = await trackOrder(order, phone, address);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    outcome = renderApiText(error.text, await pageLocale());
  }
  return typeof outcome === "string" ? (
    <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-red-800">
      {outcome}
    </p>
  ) : (
    <TrackingResult order={outcome} />
  );
}

/**
 * Anyone with an order's number and the phone it was ordered with follows it here, without an
 * account. The form is outside the Suspense boundary on purpose: one streamed in behind a fallback
 * form replaced it, and with it whatever the visitor had typed meanwhile.
 */
export default async function TrackPage({ searchParams }: PageProps<"/[locale]/track">) {
  const [t, query] = await Promise.all([getTranslations("courier.track"), searchParams]);
  const [order, phone] = [text(query.order), text(query.phone)];
  return (
    <div className="container-page max-w-3xl py-14">
      <header className="mb-8">
        <h1 className="text-4xl font-extrabold text-ink">{t("title")}</h1>
        <p className="mt-3 text-lg text-slate-600">{t("lead")}</p>
      </header>
      <TrackingForm order={order} phone={phone} />
      <div className="mt-8" aria-live="polite">
        {order && phone && (
          <Suspense>
            <Lookup order={order} phone={phone} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
