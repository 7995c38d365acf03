"use client";

import { useEffect, useState, type FormEvent } from "react";
import { CardElement, Elements, useElements, useStripe } from "@stripe/react-stripe-js";
import type { Stripe } from "@stripe/stripe-js";
import { loadStripe } from "@stripe/stripe-js/pure";

import { Button } from "@/components/ui/button";
import { api } from "@/lib/client/api";
import { errorMessage } from "@/lib/error-message";
import { fill, useLocale, useMessages } from "@/lib/i18n/client";
import { formatPrice } from "@/lib/money";

type Buyer = { name: string; email: string };
type CheckoutProps = {
  orderId: string;
  price: number;
  buyer: Buyer;
  /** Until when the order is held: shown above the form, and gone once the order is paid. */
  holdNotice?: React.ReactNode;
};

// loadStripe must run once per key, not once per render.
const stripePromises = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string) {
  if (!stripePromises.has(publishableKey)) stripePromises.set(publishableKey, loadStripe(publishableKey));
  return stripePromises.get(publishableKey)!;
}

/** Card payment for one order, through Stripe's card element. */
export function CheckoutForm({ publishableKey, ...props }: CheckoutProps & { publishableKey: string }) {
  return (
    <Elements stripe={stripeFor(publishableKey)}>
      <CardPayment {...props} />
    </Elements>
  );
}

function CardPayment({ orderId, price, buyer, holdNotice }: CheckoutProps) {
  const { checkout: text } = useMessages("payment");
  const locale = useLocale();
  const stripe = useStripe();
  const elements = useElements();
  const [clientSecret, setClientSecret] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [processing, setProcessing] = useState(false);
  const [transactionId, setTransactionId] = useState<string | null>(null);

  useEffect(() => {
    api<{ clientSecret: string }>("/api/create-payment-intent", { method: "POST", json: { orderId } })
      .then(({ clientSecret: secret }) => setClientSecret(secret))
      .catch((caught: unknown) => setError(errorMessage(caught)));
  }, [orderId]);

  async function pay(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card || !clientSecret) return;
    setProcessing(true);
    setError(null);
    const result = await stripe.confirmCardPayment(clientSecret, {
      payment_method: { card, billing_details: { name: buyer.name, email: buyer.email } },
    });
    if (result.error) {
      setError(result.error.message ?? text.didNotGoThrough);
      setProcessing(false);
      return;
    }
    try {
      await api(`/api/order/${orderId}`, { method: "PUT", json: { orderId, transactionId: result.paymentIntent.id } });
      setTransactionId(result.paymentIntent.id);
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setProcessing(false);
    }
  }

  if (transactionId) {
    return (
      <div role="status" className="rounded-xl bg-green-50 p-6">
        <p className="text-lg font-bold text-green-800">{text.completed}</p>
        <p className="mt-2 text-slate-700">
          {text.transactionId}: <span className="font-mono font-semibold text-ink">{transactionId}</span>
        </p>
      </div>
    );
  }

  return (
    <>
      {holdNotice}
      <form method="post" onSubmit={pay} className="grid gap-4" aria-label={text.cardForm}>
        <div className="rounded-md border border-input bg-background px-3 py-3 shadow-sm">
          <CardElement options={{ hidePostalCode: true, style: { base: { fontSize: "16px", color: "#0f172a" } } }} />
        </div>
        {error && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        )}
        <Button type="submit" size="lg" disabled={!stripe || !clientSecret || processing}>
          {processing ? text.processing : fill(text.pay, { amount: formatPrice(price, locale) })}
        </Button>
      </form>
    </>
  );
}
