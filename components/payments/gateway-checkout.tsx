"use client";

import { useState } from "react";

import { Button } from "@/components/ui/button";
import { api } from "@/lib/client/api";
import { errorMessage } from "@/lib/error-message";
import { fill, useLocale, useMessages } from "@/lib/i18n/client";
import { formatTaka } from "@/lib/money";

/**
 * Paying through SSLCommerz's hosted page (bKash, Nagad, Rocket, upay, local cards): the
 * shop opens a session for the order's taka total, fixed when it was placed, and sends the
 * browser there; SSLCommerz sends it back to the order's page. Tapped before the page has
 * hydrated, the button posts its form, and the server sends the browser on itself (or back here,
 * `unopened`, when it could not).
 */
export function GatewayCheckout({
  orderId,
  totalBdt,
  unopened = false,
}: {
  orderId: string;
  totalBdt: number;
  unopened?: boolean;
}) {
  const { checkout: text } = useMessages("payment");
  const locale = useLocale();
  const [error, setError] = useState<string | null>(unopened ? text.unopened : null);
  const [leaving, setLeaving] = useState(false);

  async function pay() {
    setLeaving(true);
    setError(null);
    try {
      const { url } = await api<{ url: string }>("/api/payments/sslcommerz/session", {
        method: "POST",
        json: { orderId },
      });
      window.location.assign(url);
    } catch (caught) {
      setError(errorMessage(caught));
      setLeaving(false);
    }
  }

  return (
    <form
      method="post"
      action="/api/payments/sslcommerz/session"
      onSubmit={(event) => {
        event.preventDefault();
        void pay();
      }}
      className="grid gap-4"
    >
      <input type="hidden" name="orderId" value={orderId} />
      <input type="hidden" name="locale" value={locale} />
      <p className="text-sm text-slate-700">{text.gatewayIntro}</p>
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      <Button type="submit" size="lg" disabled={leaving}>
        {leaving ? text.opening : fill(text.pay, { amount: formatTaka(totalBdt, locale) })}
      </Button>
    </form>
  );
}
