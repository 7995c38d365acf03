import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { PageHeader } from "@/components/dashboard/page-header";
import { DeliveryAddress } from "@/components/orders/delivery-address";
import { OrderCharges } from "@/components/orders/order-charges";
import { OrderLines } from "@/components/orders/order-lines";
import { partsSummary } from "@/components/orders/parts-summary";
import { GATEWAY_UNOPENED } from "@/config/payment-return";
import { CheckoutForm } from "@/components/payments/checkout-form";
import { GatewayCheckout } from "@/components/payments/gateway-checkout";
import { requireSignedIn } from "@/lib/auth/page-guards";
import type { Order } from "@/lib/data/orders";
import { ClientMessages } from "@/lib/i18n/client";
import { formatCount } from "@/lib/i18n/format";
import { pageLocale, pickMessages } from "@/lib/i18n/server";
import { formatTaka } from "@/lib/money";
import { findOrderFor } from "@/lib/orders/access";
import { formatOrderNumber } from "@/lib/orders/lifecycle";
import { sslcommerzCredentials } from "@/lib/payments/sslcommerz/client";
import { stripePublishableKey } from "@/lib/payments/stripe/client";
import { formatTime } from "@/lib/dates";
import { holdEndsAt, unpaidHoldMinutes } from "@/lib/orders/hold-time";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("payment.page");
  return { title: t("title") };
}

export default async function PaymentPage({ params, searchParams }: PageProps<"/[locale]/dashboard/payment/[id]">) {
  const user = await requireSignedIn();
  // Only the buyer pays for an order; anyone else sees no such page.
  const order = await findOrderFor(user, (await params).id, { allowAdmin: false });
  if (!order) notFound();
  const [t, locale] = await Promise.all([getTranslations("payment"), pageLocale()]);

  return (
    <>
      <PageHeader
        title={t("page.heading", { name: await partsSummary(order) })}
        description={t("page.orderNumber", { number: formatOrderNumber(order.orderNumber) })}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>{t("page.summary")}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4">
            <OrderLines order={order} />
            <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-3 border-t pt-4 text-sm">
              <dt className="text-slate-500">{t("page.deliverTo")}</dt>
              <dd>
                <DeliveryAddress order={order} />
              </dd>
              <OrderCharges order={order} />
            </dl>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{t(`howToPay.${order.paymentMethod}.title`)}</CardTitle>
            <CardDescription>{t(`howToPay.${order.paymentMethod}.description`)}</CardDescription>
          </CardHeader>
          <CardContent>
            <ClientMessages messages={pickMessages(locale, "payment")}>
              <PaymentState
                order={order}
                gatewayUnopened={(await searchParams)[GATEWAY_UNOPENED.param] === GATEWAY_UNOPENED.value}
              />
            </ClientMessages>
          </CardContent>
        </Card>
      </div>
    </>
  );
}

/**
 * Why there is nothing to pay, or the way to pay the order while it is held; `gatewayUnopened`: the
 * Pay button's own post came back without a gateway session (GATEWAY_UNOPENED).
 */
async function PaymentState({ order, gatewayUnopened }: { order: Order; gatewayUnopened: boolean }) {
  const [t, locale] = await Promise.all([getTranslations("payment"), pageLocale()]);
  const minutes = { minutes: unpaidHoldMinutes(), n: formatCount(unpaidHoldMinutes(), locale) };
  if (order.paymentMethod === "cod")
    return (
      <p role="status" className="rounded-xl bg-sky-50 p-6 font-medium text-sky-900">
        {t("state.cod", { amount: formatTaka(order.totalBdt, locale) })}
      </p>
    );
  if (order.status === "cancelled")
    return (
      <p role="status" className="rounded-xl bg-slate-50 p-6 font-medium text-slate-800">
        {t("state.cancelled")}
      </p>
    );
  if (order.status === "expired")
    return (
      <p role="status" className="rounded-xl bg-amber-50 p-6 font-medium text-amber-900">
        {t("state.expired", minutes)}
      </p>
    );
  if (order.paid)
    return (
      <div role="status" className="rounded-xl bg-green-50 p-6">
        <p className="font-bold text-green-800">{t("state.alreadyPaid")}</p>
        <p className="mt-2 text-slate-700">
          {t("checkout.transactionId")}: <span className="font-mono font-semibold">{order.transactionId}</span>
        </p>
      </div>
    );
  const holdNotice = (
    <p className="mb-4 text-sm text-slate-700">
      {t.rich("state.hold", {
        ...minutes,
        time: formatTime(holdEndsAt(order), locale),
        strong: (chunks) => <strong>{chunks}</strong>,
      })}
    </p>
  );
  return <OnlineCheckout order={order} holdNotice={holdNotice} gatewayUnopened={gatewayUnopened} />;
}

/** The way to pay, below the notice of until when the order is held (the card form drops it once paid). */
async function OnlineCheckout({
  order,
  holdNotice,
  gatewayUnopened,
}: {
  order: Order;
  holdNotice: React.ReactNode;
  gatewayUnopened: boolean;
}) {
  const t = await getTranslations("payment");
  const notConfigured = (
    <p role="status" className="rounded-xl bg-amber-50 p-6 font-medium text-amber-900">
      {order.paymentMethod === "card" ? t("checkout.notConfigured") : t("state.gatewayNotConfigured")}
    </p>
  );
  const publishableKey = stripePublishableKey();
  if (order.paymentMethod === "card" && publishableKey)
    return (
      <CheckoutForm
        publishableKey={publishableKey}
        orderId={order._id}
        price={order.total}
        buyer={{ name: order.BuyerName, email: order.BuyerEmail }}
        holdNotice={holdNotice}
      />
    );
  return (
    <>
      {holdNotice}
      {order.paymentMethod === "sslcommerz" && sslcommerzCredentials() ? (
        <GatewayCheckout orderId={order._id} totalBdt={order.totalBdt} unopened={gatewayUnopened} />
      ) : (
        notConfigured
      )}
    </>
  );
}
