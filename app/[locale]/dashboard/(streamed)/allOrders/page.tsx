import type { Metadata, Route } from "next";

import { PageHeader } from "@/components/dashboard/page-header";
import { Pagination } from "@/components/navigation/pagination";
import { AdminCancelOrderButton } from "@/components/orders/admin-cancel-order-button";
import { OrderFilters } from "@/components/orders/order-filters";
import { OrdersTable } from "@/components/orders/orders-table";
import { PaymentStatusButton } from "@/components/orders/payment-status-button";
import { requireAdminPage } from "@/lib/auth/page-guards";
import { formatPrice } from "@/lib/money";
import { canMove, formatOrderNumber } from "@/lib/orders/lifecycle";
import { findOrders } from "@/lib/orders/find-orders";
import { lenientOrderListQuerySchema, type OrderListParams } from "@/lib/validations/order-list";

export const metadata: Metadata = { title: "Manage All Orders" };

function pageHref({ status, q }: OrderListParams, page: number): Route {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (status) params.set("status", status);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return (search ? `/dashboard/allOrders?${search}` : "/dashboard/allOrders") as Route;
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export default async function AllOrdersPage({ searchParams }: PageProps<"/[locale]/dashboard/allOrders">) {
  await requireAdminPage();
  const params = await searchParams;
  const query = lenientOrderListQuerySchema.parse({
    page: first(params.page),
    status: first(params.status) || undefined,
    q: first(params.q),
  });
  const { orders, total } = await findOrders(query);
  const filtered = Boolean(query.status || query.q);
  return (
    <>
      <PageHeader
        title="Manage All Orders"
        description={`${total} ${total === 1 ? "order" : "orders"}${filtered ? " found" : ""}, newest first`}
      />
      <OrderFilters status={query.status} q={query.q} />
      <OrdersTable
        orders={orders}
        firstIndex={(query.page - 1) * query.limit + 1}
        empty={
          <p className="text-slate-600">
            {filtered
              ? "No order matches. Try another number, email or status."
              : "No orders yet. They appear here as soon as a customer orders."}
          </p>
        }
        payment={(order) => <PaymentStatusButton order={order} />}
        cancel={(order) =>
          canMove(order.status, "cancelled", "shop") && (
            <AdminCancelOrderButton
              order={{
                _id: order._id,
                orderNumber: formatOrderNumber(order.orderNumber),
                toolName: order.toolName,
                BuyerName: order.BuyerName,
                paid: order.paid,
                total: formatPrice(order.total),
                paymentMethod: order.paymentMethod,
              }}
            />
          )
        }
      />
      <Pagination page={query.page} last={Math.ceil(total / query.limit)} href={(page) => pageHref(query, page)} />
    </>
  );
}
