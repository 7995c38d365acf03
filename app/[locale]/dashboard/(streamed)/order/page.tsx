import type { Metadata, Route } from "next";
import { Link } from "@/components/navigation/link";

import { buttonVariants } from "@/components/ui/button-variants";
import { PageHeader } from "@/components/dashboard/page-header";
import { Pagination } from "@/components/navigation/pagination";
import { BuyerPaymentCell } from "@/components/orders/buyer-payment-cell";
import { CancelOrderButton } from "@/components/orders/cancel-order-button";
import { OrdersTable } from "@/components/orders/orders-table";
import { requireSignedIn } from "@/lib/auth/page-guards";
import { canMove } from "@/lib/orders/lifecycle";
import { findOrders } from "@/lib/orders/find-orders";
import { lenientOrderListQuerySchema } from "@/lib/validations/order-list";

export const metadata: Metadata = { title: "My orders" };

export default async function MyOrdersPage({ searchParams }: PageProps<"/[locale]/dashboard/order">) {
  const user = await requireSignedIn();
  const { page } = await searchParams;
  const query = lenientOrderListQuerySchema.parse({ page });
  const { orders, total } = await findOrders({ ...query, status: undefined, q: undefined }, user.email);
  return (
    <>
      <PageHeader title="My orders" description={`${total} ${total === 1 ? "order" : "orders"}`} />
      <OrdersTable
        orders={orders}
        firstIndex={(query.page - 1) * query.limit + 1}
        empty={
          <>
            <p className="text-slate-600">You have not ordered anything yet.</p>
            <Link href="/tools" className={buttonVariants({ className: "mt-4" })}>
              Browse the catalogue
            </Link>
          </>
        }
        payment={(order) => <BuyerPaymentCell order={order} />}
        cancel={(order) =>
          canMove(order.status, "cancelled", "buyer") && (
            <CancelOrderButton orderId={order._id} toolName={order.toolName} />
          )
        }
      />
      <Pagination
        page={query.page}
        last={Math.ceil(total / query.limit)}
        href={(page) => `/dashboard/order?page=${page}` as Route}
      />
    </>
  );
}
