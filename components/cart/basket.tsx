"use client";

import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import type { Route } from "next";

import { CartLine } from "@/components/cart/cart-line";
import { Link } from "@/components/navigation/link";
import type { CheckoutSettings } from "@/components/tools/checkout-settings";
import { OrderSummary } from "@/components/tools/order-summary";
import { buttonVariants } from "@/components/ui/button-variants";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import type { CartView } from "@/lib/cart/view";
import { readCart } from "@/lib/client/cart";
import type { DeliveryRates } from "@/lib/delivery/charge";
import { useLocale, useMessages } from "@/lib/i18n/client";
import { localizeHref } from "@/lib/i18n/locales";

// The order form's code (react-hook-form, delivery and payment) is for a signed-in customer with
// lines to order: it loads beside the basket's own request, and never for a visitor. React's lazy,
// as it only renders after that request, in the browser.
const loadCheckout = () => import("@/components/cart/cart-checkout");
const CartCheckout = lazy(() => loadCheckout().then(({ CartCheckout }) => ({ default: CartCheckout })));

/**
 * The basket page's lines and checkout: as the server read them, or else read from GET /api/cart
 * in the browser (the cart is the visitor's by an httpOnly cookie, or the account's). Customers
 * order it here; visitors see it and log in to order, and their basket joins their account's as they do.
 */
export function Basket({
  initialCart,
  rates,
  checkout,
  bike,
}: {
  /** The cart as the page read it; null when the browser has to ask (lib/cart/owner.ts's settledCart). */
  initialCart: CartView | null;
  rates: DeliveryRates;
  /** The signed-in customer's checkout; null for a visitor. */
  checkout: CheckoutSettings | null;
  bike: string | null;
}) {
  const { page: text, checkout: checkoutText } = useMessages("cart");
  const locale = useLocale();
  const [cart, setCart] = useState(initialCart);
  const [failed, setFailed] = useState(false);
  const load = useCallback(
    () =>
      readCart().then(
        (view) => {
          setCart(view);
          setFailed(false);
        },
        () => setFailed(true),
      ),
    [],
  );
  const readInBrowser = initialCart === null;
  useEffect(() => {
    if (readInBrowser) void load();
  }, [readInBrowser, load]);
  useEffect(() => {
    if (checkout) void loadCheckout();
  }, [checkout]);

  if (failed)
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 rounded-xl border p-6">
        <p>{text.loadFailed}</p>
        <button type="button" className={buttonVariants({ variant: "outline" })} onClick={() => void load()}>
          {text.retry}
        </button>
      </div>
    );
  if (!cart)
    return (
      <div role="status" aria-label={text.loading} className="grid gap-3">
        <Skeleton className="h-28" />
        <Skeleton className="h-28" />
      </div>
    );
  if (cart.items.length === 0)
    return (
      <div className="grid justify-items-start gap-3 rounded-xl border bg-card p-6">
        <h2 className="text-xl font-bold text-ink">{text.empty}</h2>
        <p className="text-slate-600">{text.emptyHint}</p>
        <Link href="/tools" className={buttonVariants()}>
          {text.browse}
        </Link>
      </div>
    );

  return (
    <div className="grid items-start gap-8 xl:grid-cols-[minmax(0,1fr)_32rem]">
      <section aria-labelledby="basket-lines" className="grid gap-3">
        <h2 id="basket-lines" className="sr-only">
          {text.lines}
        </h2>
        <ul className="grid gap-3">
          {cart.items.map((item) => (
            <CartLine key={item.toolId} item={item} bike={bike} onCart={setCart} onStale={() => void load()} />
          ))}
        </ul>
      </section>
      <Card>
        <CardHeader>
          <CardTitle as="h2">{checkoutText.heading}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          {checkout ? (
            <Suspense fallback={<Skeleton className="h-72" />}>
              <CartCheckout cart={cart} settings={checkout} onStale={() => void load()} />
            </Suspense>
          ) : (
            <>
              <OrderSummary
                rates={rates}
                items={{ price: cart.itemsTotal, priceBdt: cart.itemsTotalBdt }}
                district={undefined}
                places={null}
              />
              {/* Beside OrderSummary, which spans the two columns of the order forms' grid. */}
              <p className="text-sm text-slate-600 sm:col-span-2">{checkoutText.loginHint}</p>
              <Link
                href={`/login?callbackUrl=${encodeURIComponent(localizeHref("/cart", locale))}` as Route}
                className={buttonVariants({ size: "lg", className: "sm:col-span-2" })}
              >
                {checkoutText.login}
              </Link>
            </>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
