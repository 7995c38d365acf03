import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { texts } from "@/config/texts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { PageHeader } from "@/components/dashboard/page-header";
import { DeliveryAddress } from "@/components/orders/delivery-address";
import { OrderCharges } from "@/components/orders/order-charges";
import { CheckoutForm } from "@/components/payments/checkout-form";
import { GatewayCheckout } from "@/components/payments/gateway-checkout";
import { requireSignedIn } from "@/lib/auth/page-guards";
import type { Order } from "@/lib/data/orders";
import { formatPrice } from "@/lib/money";
import { findOrderFor } from "@/lib/orders/access";
import { formatOrderNumber } from "@/lib/orders/lifecycle";
import { PAYMENT_METHOD_LABELS } from "@/lib/orders/payment-methods";
import { sslcommerzCredentials } from "@/lib/payments/sslcommerz/client";
import { stripePublishableKey } from "@/lib/payments/stripe/client";
import { formatTime } from "@/lib/dates";
import { expiredMessage, holdEndsAt, unpaidHoldMinutes } from "@/lib/orders/hold-time";

export const metadata: Metadata = { title: "Payment" };

const HOW_TO_PAY = {
  cod: { title: "Cash on delivery", description: "Pay the courier when the parts arrive." },
  card: { title: "Pay by card", description: "Secured by Stripe with 128-bit SSL. We never see your card number." },
  sslcommerz: {
    title: "Pay by bKash, Nagad, Rocket or card",
    description: "Through SSLCommerz, Bangladesh's payment gateway. We never see your PIN or card number.",
  },
} as const;

export default async function PaymentPage({ params }: PageProps<"/[locale]/dashboard/payment/[id]">) {
  const user = await requireSignedIn();
  // Only the buyer pays for an order; anyone else sees no such page.
  const order = await findOrderFor(user, (await params).id, { allowAdmin: false });
  if (!order) notFound();
  const how = HOW_TO_PAY[order.paymentMethod];

  return (
    <>
      <PageHeader title={`Pay for ${order.toolName}`} description={`Order ${formatOrderNumber(order.orderNumber)}`} />
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Order summary</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid grid-cols-2 gap-y-3 text-sm">
              <dt className="text-slate-500">Product</dt>
              <dd className="font-semibold">{order.toolName}</dd>
              <dt className="text-slate-500">Quantity</dt>
              <dd className="font-semibold">{order.quantity}</dd>
              <dt className="text-slate-500">Unit price</dt>
              <dd className="font-semibold">{formatPrice(order.unitPrice)}</dd>
              <dt className="text-slate-500">Deliver to</dt>
              <dd>
                <DeliveryAddress order={order} />
              </dd>
              <OrderCharges order={order} />
            </dl>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{how.title}</CardTitle>
            <CardDescription>{how.description}</CardDescription>
          </CardHeader>
          <CardContent>
            <PaymentState order={order} />
          </CardContent>
        </Card>
      </div>
    </>
  );
}

/** Why there is nothing to pay, or the way to pay the order while it is held. */
function PaymentState({ order }: { order: Order }) {
  if (order.paymentMethod === "cod")
    return (
      <p role="status" className="rounded-xl bg-sky-50 p-6 font-medium text-sky-900">
        This order is paid in cash on delivery: please pay the courier when the parts arrive.
      </p>
    );
  if (order.status === "cancelled")
    return (
      <p role="status" className="rounded-xl bg-slate-50 p-6 font-medium text-slate-800">
        This order is cancelled, so there is nothing to pay.
      </p>
    );
  if (order.status === "expired")
    return (
      <p role="status" className="rounded-xl bg-amber-50 p-6 font-medium text-amber-900">
        {expiredMessage()}
      </p>
    );
  if (order.paid)
    return (
      <div role="status" className="rounded-xl bg-green-50 p-6">
        <p className="font-bold text-green-800">This order is already paid.</p>
        <p className="mt-2 text-slate-700">
          {texts.payment.transactionId}: <span className="font-mono font-semibold">{order.transactionId}</span>
        </p>
      </div>
    );
  return (
    <>
      <p className="mb-4 text-sm text-slate-700">
        We hold these parts for you for {unpaidHoldMinutes()} minutes after ordering: please pay by{" "}
        <strong>{formatTime(holdEndsAt(order))}</strong> (Dhaka time), or the order expires and they go back on sale.
      </p>
      <OnlineCheckout order={order} />
    </>
  );
}

function OnlineCheckout({ order }: { order: Order }) {
  const notConfigured = (
    <p role="status" className="rounded-xl bg-amber-50 p-6 font-medium text-amber-900">
      {order.paymentMethod === "card"
        ? texts.payment.notConfigured
        : `${PAYMENT_METHOD_LABELS.sslcommerz} payments are not configured yet. Please try again later.`}
    </p>
  );
  if (order.paymentMethod === "sslcommerz")
    return sslcommerzCredentials() ? <GatewayCheckout orderId={order._id} total={order.total} /> : notConfigured;
  const publishableKey = stripePublishableKey();
  if (!publishableKey) return notConfigured;
  return (
    <CheckoutForm
      publishableKey={publishableKey}
      orderId={order._id}
      price={order.total}
      buyer={{ name: order.BuyerName, email: order.BuyerEmail }}
    />
  );
}
