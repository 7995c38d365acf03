import type { Metadata, Route } from "next";
import { getTranslations } from "next-intl/server";

import { PageHeader } from "@/components/dashboard/page-header";
import { Pagination, redirectPastEnd } from "@/components/navigation/pagination";
import { AdminCancelOrderButton } from "@/components/orders/admin-cancel-order-button";
import { InvoiceLink } from "@/components/invoices/invoice-link";
import { OrderFilters } from "@/components/orders/order-filters";
import { OrdersTable } from "@/components/orders/orders-table";
import { partsSummary } from "@/components/orders/parts-summary";
import { SteadfastBooking } from "@/components/courier/steadfast-booking";
import { PaymentStatusButton } from "@/components/orders/payment-status-button";
import { requireAdminPage } from "@/lib/auth/page-guards";
import { invoicedOrderIds } from "@/lib/data/invoices";
import { offersInvoice } from "@/lib/invoices/invoice-due";
import { ClientMessages } from "@/lib/i18n/client";
import { pageLocale, pickMessages } from "@/lib/i18n/server";
import { amountDue } from "@/lib/messages/order-messages";
import { canMove, formatOrderNumber } from "@/lib/orders/lifecycle";
import { findOrders } from "@/lib/orders/find-orders";
import { phoneRecords } from "@/lib/data/phone-records";
import { codPhoneCheck } from "@/lib/phone-confirmation/cod-check";
import { lenientOrderListQuerySchema, type OrderListParams } from "@/lib/validations/order-list";
import { firstValue } from "@/lib/validations/search-params";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("adminOrders.page");
  return { title: t("title") };
}

function pageHref({ status, q }: OrderListParams, page: number): Route {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (status) params.set("status", status);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return (search ? `/dashboard/allOrders?${search}` : "/dashboard/allOrders") as Route;
}

export default async function AllOrdersPage({ searchParams }: PageProps<"/[locale]/dashboard/allOrders">) {
  await requireAdminPage();
  const params = await searchParams;
  const query = lenientOrderListQuerySchema.parse({
    page: firstValue(params.page),
    status: firstValue(params.status) || undefined,
    q: firstValue(params.q),
  });
  const [t, tOrders, locale, { orders, total }] = await Promise.all([
    getTranslations("adminOrders.page"),
    getTranslations("adminOrders"),
    pageLocale(),
    findOrders(query),
  ]);
  await redirectPastEnd(query.page, Math.ceil(total / query.limit), (page) => pageHref(query, page));
  const filtered = Boolean(query.status || query.q);
  const [invoiced, records] = await Promise.all([
    invoicedOrderIds(orders.map((order) => order._id)),
    phoneRecords(orders.map((order) => order.BuyerPhone)),
  ]);
  return (
    <ClientMessages messages={pickMessages(locale, "adminOrders", "validation")}>
      <PageHeader
        title={t("title")}
        description={t(filtered ? "descriptionFiltered" : "description", { count: total })}
      />
      {codPhoneCheck() === "off" && <p className="mb-4 text-sm text-amber-900">{tOrders("codCheckOff")}</p>}
      <OrderFilters status={query.status} q={query.q} />
      <OrdersTable
        orders={orders}
        phoneRecords={records}
        firstIndex={(query.page - 1) * query.limit + 1}
        empty={<p className="text-slate-600">{filtered ? t("noMatch") : t("empty")}</p>}
        payment={(order) => (
          // One above the other: side by side they made the table wider than a 1,280 px screen.
          <div className="flex flex-col items-end gap-1.5 sm:items-start">
            <PaymentStatusButton order={order} />
            <SteadfastBooking order={order} />
            {offersInvoice(order, invoiced) && <InvoiceLink orderId={order._id} />}
          </div>
        )}
        cancel={async (order) =>
          canMove(order.status, "cancelled", "shop") && (
            <AdminCancelOrderButton
              order={{
                _id: order._id,
                orderNumber: formatOrderNumber(order.orderNumber),
                parts: await partsSummary(order),
                BuyerName: order.BuyerName,
                paid: order.paid,
                // What a refund gives back: the money it was paid in.
                amountPaid: amountDue(order, locale),
                paymentMethod: order.paymentMethod,
              }}
            />
          )
        }
      />
      <Pagination page={query.page} last={Math.ceil(total / query.limit)} href={(page) => pageHref(query, page)} />
    </ClientMessages>
  );
}
