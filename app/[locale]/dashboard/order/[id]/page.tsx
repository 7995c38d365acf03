import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";

import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { PageHeader } from "@/components/dashboard/page-header";
import { BuyerPaymentCell } from "@/components/orders/buyer-payment-cell";
import { CancelOrderButton } from "@/components/orders/cancel-order-button";
import { DeliveryAddress } from "@/components/orders/delivery-address";
import { GatewayReturnNote } from "@/components/orders/gateway-return-note";
import { OrderCharges } from "@/components/orders/order-charges";
import { OrderLines } from "@/components/orders/order-lines";
import { OrderStatusBadge } from "@/components/orders/order-status-badge";
import { OrderTimeline } from "@/components/orders/order-timeline";
import { partsSummary } from "@/components/orders/parts-summary";
import { ConsignmentNote } from "@/components/courier/consignment-note";
import { SteadfastBooking } from "@/components/courier/steadfast-booking";
import { ShipmentNote } from "@/components/orders/shipment-note";
import { InvoiceLink } from "@/components/invoices/invoice-link";
import { PhoneRecordNote } from "@/components/orders/phone-record-note";
import { phoneRecord } from "@/lib/data/phone-records";
import { OrderReturns } from "@/components/returns/order-returns";
import { requireSignedIn } from "@/lib/auth/page-guards";
import { invoicedOrderIds } from "@/lib/data/invoices";
import { offersInvoice } from "@/lib/invoices/invoice-due";
import { formatDateTime } from "@/lib/dates";
import { ClientMessages } from "@/lib/i18n/client";
import { pageLocale, pickMessages } from "@/lib/i18n/server";
import { findOrderFor } from "@/lib/orders/access";
import { canMove, formatOrderNumber } from "@/lib/orders/lifecycle";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("orders.order.metadata");
  return { title: t("title") };
}

/**
 * One order for its buyer (or an admin): its parts and what they cost, where to, how it is
 * paid, and every step so far; after the payment gateway sends the buyer back, what became of
 * the payment.
 */
export default async function OrderPage({ params, searchParams }: PageProps<"/[locale]/dashboard/order/[id]">) {
  const user = await requireSignedIn();
  const order = await findOrderFor(user, (await params).id);
  const { payment } = await searchParams;
  if (!order) notFound();
  const isBuyer = order.BuyerEmail === user.email;
  const [t, locale] = await Promise.all([getTranslations("orders"), pageLocale()]);
  return (
    <ClientMessages messages={pickMessages(locale, "orders", "returns", "validation")}>
      <PageHeader
        title={t("order.title", { number: formatOrderNumber(order.orderNumber) })}
        description={t("order.placed", { date: formatDateTime(order.createdAt, locale) })}
        action={
          <div className="flex flex-wrap items-center gap-3">
            {offersInvoice(order, await invoicedOrderIds([order._id])) && <InvoiceLink orderId={order._id} />}
            <OrderStatusBadge status={order.status} className="text-sm" />
          </div>
        }
      />
      {isBuyer && <GatewayReturnNote order={order} returned={payment} />}
      <div className="grid gap-6 lg:grid-cols-2">
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle as="h2">{t("order.parts")}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4">
            <OrderLines order={order} />
            <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-3 border-t pt-4 text-sm sm:ml-auto sm:min-w-80">
              <OrderCharges order={order} />
            </dl>
          </CardContent>
        </Card>
        <OrderReturns order={order} isBuyer={isBuyer} />
        <Card>
          <CardHeader>
            <CardTitle as="h2">{t("order.details")}</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-3 text-sm">
              <dt className="text-slate-500">{t("order.payment")}</dt>
              <dd>
                <span className="block">{t(`paymentMethod.${order.paymentMethod}`)}</span>
                {isBuyer ? <BuyerPaymentCell order={order} /> : order.paid && <span>{t("order.paid")}</span>}
                {order.refundReference && (
                  <span className="block text-xs text-slate-600">
                    {t("order.refundReference", { reference: order.refundReference })}
                  </span>
                )}
                {order.refundedPayments?.map(({ transactionId }) => (
                  <span key={transactionId} className="block text-xs text-slate-600">
                    {t("order.furtherPaymentRefunded", { transactionId })}
                  </span>
                ))}
              </dd>
              <dt className="text-slate-500">{t("order.deliverTo")}</dt>
              <dd>
                <DeliveryAddress order={order} />
                {user.role === "admin" && (
                  <PhoneRecordNote record={await phoneRecord(order.BuyerPhone)} className="mt-1" />
                )}
              </dd>
              {order.courier && (
                <>
                  <dt className="text-slate-500">{t("order.courier")}</dt>
                  <dd>
                    <ShipmentNote order={order} />
                    <ConsignmentNote order={order} />
                  </dd>
                </>
              )}
            </dl>
            {user.role === "admin" && (
              <div className="mt-6 border-t pt-4 empty:hidden">
                <SteadfastBooking order={order} />
              </div>
            )}
            {isBuyer && canMove(order.status, "cancelled", "buyer") && (
              <div className="mt-6 border-t pt-4">
                <CancelOrderButton orderId={order._id} toolName={await partsSummary(order)} />
              </div>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle as="h2">{t("order.timeline")}</CardTitle>
          </CardHeader>
          <CardContent>
            <OrderTimeline order={order} />
          </CardContent>
        </Card>
      </div>
    </ClientMessages>
  );
}
