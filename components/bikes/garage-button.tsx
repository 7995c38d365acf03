"use client";

import { lazy, Suspense, useEffect, useState, useSyncExternalStore, type ComponentProps } from "react";

import { useCurrentUser } from "@/components/auth/session-provider";
import { Icon } from "@/components/icons/icon";
import { readEncodedBikeCookie } from "@/lib/bikes/cookie";
import { api } from "@/lib/client/api";
import { bikeCookieChanged, bikeCookieSnapshot, subscribeToBikeCookie } from "@/lib/client/bike-cookie";
import { useLocale } from "@/lib/i18n/client";
import type { Locale } from "@/lib/i18n/locales";
import type { ClientMessages } from "@/messages";

type PanelProps = Omit<ComponentProps<typeof import("@/components/bikes/garage-panel").GaragePanel>, "text">;

// The picker's code, its words in the page's language and the bike list load when the rider
// first opens it, not with every page. React's lazy, not next/dynamic, whose loader costs every
// page's first load about 2 KB: the panel only ever renders after a click, so it needs no
// server-side opt-out.
function panelIn(messages: () => Promise<{ default: ClientMessages["bikes"] }>) {
  return lazy(async () => {
    const [{ GaragePanel }, { default: bikes }] = await Promise.all([
      import("@/components/bikes/garage-panel"),
      messages(),
    ]);
    return { default: (props: PanelProps) => <GaragePanel {...props} text={bikes.garage} /> };
  });
}

const panels: Record<Locale, ReturnType<typeof panelIn>> = {
  en: panelIn(() => import("@/messages/en/bikes")),
  bn: panelIn(() => import("@/messages/bn/bikes")),
};

const SYNCED_KEY = "motoforge:garage-synced";

/**
 * "My bike" in the navbar: the bike the shop shows parts for in this browser (its cookie), and
 * the garage to choose it in. A rider signing in on a new device gets the bike in use on their
 * profile, once per visit. Its own words (`text`) come from BikeButton on the server.
 */
export function GarageButton({ text }: { text: ClientMessages["bikes"]["button"] }) {
  const [open, setOpen] = useState(false);
  const GaragePanel = panels[useLocale()];
  const snapshot = useSyncExternalStore(subscribeToBikeCookie, bikeCookieSnapshot, () => null);
  const active = readEncodedBikeCookie(snapshot);
  const user = useCurrentUser();
  const signedIn = user.status === "signed-in";

  useEffect(() => {
    if (!signedIn || snapshot !== null || sessionStorage.getItem(SYNCED_KEY)) return;
    sessionStorage.setItem(SYNCED_KEY, "1");
    api("/api/garage").then(bikeCookieChanged, () => undefined);
  }, [signedIn, snapshot]);

  return (
    // A long bike name gives way (truncated) first, before the user's name, the search field or
    // the page's width.
    <div className="min-w-0 shrink-[4]">
      <button
        type="button"
        className="relative flex h-9 max-w-full items-center gap-2 rounded-md px-1.5 sm:h-10 sm:px-2 xl:max-w-[min(100%,13rem)] text-sm font-semibold text-slate-700 hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        aria-expanded={open}
        aria-controls="garage-panel"
        onClick={() => setOpen((value) => !value)}
        data-testid="bike-button"
      >
        <Icon name="bike" className="size-5 shrink-0" />
        {/* Below xl the navbar has no room for the name: a dot says a bike is chosen. */}
        {active && <span className="absolute right-1 top-1.5 size-2 rounded-full bg-emerald-600 xl:hidden" />}
        <span className="sr-only xl:not-sr-only xl:truncate">
          {active ? (
            <>
              <span className="sr-only">{text.myBikePrefix}</span>
              {active.label}
            </>
          ) : (
            text.myBike
          )}
        </span>
      </button>
      {open && (
        <Suspense
          fallback={
            <p className="absolute inset-x-0 top-full border-b bg-background p-4 text-sm shadow-md" role="status">
              {text.loading}
            </p>
          }
        >
          <GaragePanel signedIn={signedIn} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
