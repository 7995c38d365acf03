import type { Metadata } from "next";

import { PageHeader } from "@/components/dashboard/page-header";
import { AdminCancelOrderButton } from "@/components/orders/admin-cancel-order-button";
import { OrdersTable } from "@/components/orders/orders-table";
import { PaymentStatusButton } from "@/components/orders/payment-status-button";
import { requireAdminPage } from "@/lib/auth/page-guards";
import { formatPrice } from "@/lib/data/money";
import { listAllOrders } from "@/lib/data/orders";

export const metadata: Metadata = { title: "Manage All Orders" };

export default async function AllOrdersPage() {
  await requireAdminPage();
  const orders = await listAllOrders();
  const awaitingShipment = orders.filter((order) => order.paid).length;
  return (
    <>
      <PageHeader
        title="Manage All Orders"
        description={`${orders.length} ${orders.length === 1 ? "order" : "orders"}, ${awaitingShipment} paid and waiting to be shipped`}
      />
      <OrdersTable
        orders={orders}
        empty={<p className="text-slate-600">No orders yet. They appear here as soon as a customer orders.</p>}
        payment={(order) => (
          <PaymentStatusButton
            paid={order.paid}
            expired={order.status === "expired"}
            transactionId={order.transactionId}
          />
        )}
        cancel={(order) => (
          <AdminCancelOrderButton
            order={{
              _id: order._id,
              toolName: order.toolName,
              BuyerName: order.BuyerName,
              paid: order.paid,
              price: formatPrice(order.price),
            }}
          />
        )}
      />
    </>
  );
}
