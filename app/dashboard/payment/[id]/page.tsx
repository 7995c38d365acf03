import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { texts } from "@/config/texts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { PageHeader } from "@/components/dashboard/page-header";
import { DeliveryAddress } from "@/components/orders/delivery-address";
import { CheckoutForm } from "@/components/payments/checkout-form";
import { requireSignedIn } from "@/lib/auth/page-guards";
import { formatPrice } from "@/lib/money";
import { findOrderFor } from "@/lib/orders/access";
import { formatOrderNumber } from "@/lib/orders/lifecycle";
import { stripePublishableKey } from "@/lib/payments/stripe";
import { formatTime } from "@/lib/dates";
import { expiredMessage, holdEndsAt, unpaidHoldMinutes } from "@/lib/orders/unpaid-hold";

export const metadata: Metadata = { title: "Payment" };

export default async function PaymentPage({ params }: PageProps<"/dashboard/payment/[id]">) {
  const user = await requireSignedIn();
  // Only the buyer pays for an order; anyone else sees no such page.
  const order = await findOrderFor(user, (await params).id, { allowAdmin: false });
  if (!order) notFound();
  const publishableKey = stripePublishableKey();

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
              <dt className="border-t pt-3 text-base font-bold">Total</dt>
              <dd className="border-t pt-3 text-base font-extrabold text-brand-700">{formatPrice(order.price)}</dd>
            </dl>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Pay by card</CardTitle>
            <CardDescription>Secured by Stripe with 128-bit SSL. We never see your card number.</CardDescription>
          </CardHeader>
          <CardContent>
            {order.paymentMethod === "cod" ? (
              <p role="status" className="rounded-xl bg-sky-50 p-6 font-medium text-sky-900">
                This order is paid in cash on delivery: please pay the courier when the parts arrive.
              </p>
            ) : order.status === "cancelled" ? (
              <p role="status" className="rounded-xl bg-slate-50 p-6 font-medium text-slate-800">
                This order is cancelled, so there is nothing to pay.
              </p>
            ) : order.status === "expired" ? (
              <p role="status" className="rounded-xl bg-amber-50 p-6 font-medium text-amber-900">
                {expiredMessage()}
              </p>
            ) : order.paid ? (
              <div role="status" className="rounded-xl bg-green-50 p-6">
                <p className="font-bold text-green-800">This order is already paid.</p>
                <p className="mt-2 text-slate-700">
                  {texts.payment.transactionId}: <span className="font-mono font-semibold">{order.transactionId}</span>
                </p>
              </div>
            ) : (
              <>
                <p className="mb-4 text-sm text-slate-700">
                  We hold these parts for you for {unpaidHoldMinutes()} minutes after ordering: please pay by{" "}
                  <strong>{formatTime(holdEndsAt(order))}</strong> (Dhaka time), or the order expires and they go back
                  on sale.
                </p>
                {publishableKey ? (
                  <CheckoutForm
                    publishableKey={publishableKey}
                    orderId={order._id}
                    price={order.price}
                    buyer={{ name: order.BuyerName, email: order.BuyerEmail }}
                  />
                ) : (
                  <p role="status" className="rounded-xl bg-amber-50 p-6 font-medium text-amber-900">
                    {texts.payment.notConfigured}
                  </p>
                )}
              </>
            )}
          </CardContent>
        </Card>
      </div>
    </>
  );
}
