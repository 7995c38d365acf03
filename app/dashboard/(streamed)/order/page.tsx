import type { Metadata, Route } from "next";
import Link from "next/link";

import { buttonVariants } from "@/components/ui/button-variants";
import { PageHeader } from "@/components/dashboard/page-header";
import { CancelOrderButton } from "@/components/orders/cancel-order-button";
import { OrdersTable } from "@/components/orders/orders-table";
import { requireSignedIn } from "@/lib/auth/page-guards";
import { listOrdersOf } from "@/lib/data/orders";

export const metadata: Metadata = { title: "My orders" };

export default async function MyOrdersPage() {
  const user = await requireSignedIn();
  const orders = await listOrdersOf(user.email);
  return (
    <>
      <PageHeader title="My orders" description={`${orders.length} ${orders.length === 1 ? "order" : "orders"}`} />
      <OrdersTable
        orders={orders}
        empty={
          <>
            <p className="text-slate-600">You have not ordered anything yet.</p>
            <Link href="/#tools" className={buttonVariants({ className: "mt-4" })}>
              Browse the collection
            </Link>
          </>
        }
        payment={(order) =>
          order.paid ? (
            <span>
              <span className="font-bold text-green-700">Paid</span>
              <span
                className="block max-w-48 truncate font-mono text-xs text-slate-600"
                title={order.transactionId ?? ""}
              >
                {order.transactionId}
              </span>
            </span>
          ) : order.status === "expired" ? (
            <span className="font-semibold text-slate-600" title="Not paid in time: the parts went back on sale">
              Expired
            </span>
          ) : (
            <Link href={`/dashboard/payment/${order._id}` as Route} className={buttonVariants({ size: "sm" })}>
              Pay
            </Link>
          )
        }
        cancel={(order) => !order.paid && <CancelOrderButton orderId={order._id} toolName={order.toolName} />}
      />
    </>
  );
}
