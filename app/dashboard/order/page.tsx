import type { Metadata, Route } from "next";
import Link from "next/link";

import { buttonVariants } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { PageHeader } from "@/components/dashboard/page-header";
import { CancelOrderButton } from "@/components/orders/cancel-order-button";
import { requireSignedIn } from "@/lib/auth/page-guards";
import { formatPrice } from "@/lib/data/money";
import { listOrdersOf } from "@/lib/data/orders";

export const metadata: Metadata = { title: "My orders" };

export default async function MyOrdersPage() {
  const user = await requireSignedIn();
  const orders = await listOrdersOf(user.email);
  return (
    <>
      <PageHeader title="My orders" description={`${orders.length} ${orders.length === 1 ? "order" : "orders"}`} />
      {orders.length === 0 ? (
        <div className="rounded-xl border border-dashed p-10 text-center">
          <p className="text-slate-600">You have not ordered anything yet.</p>
          <Link href="/#tools" className={buttonVariants({ className: "mt-4" })}>
            Browse the collection
          </Link>
        </div>
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead className="w-12">#</TableHead>
              <TableHead>Name</TableHead>
              <TableHead>Email</TableHead>
              <TableHead>Product</TableHead>
              <TableHead>Price</TableHead>
              <TableHead>Payment</TableHead>
              <TableHead>Cancel</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {orders.map((order, index) => (
              <TableRow key={order._id}>
                <TableCell>{index + 1}</TableCell>
                <TableCell>{order.BuyerName}</TableCell>
                <TableCell>{order.BuyerEmail}</TableCell>
                <TableCell>
                  <span className="font-medium">{order.toolName}</span>
                  <span className="block text-xs text-slate-500">Quantity {order.quantity}</span>
                </TableCell>
                <TableCell className="font-semibold">{formatPrice(order.price)}</TableCell>
                <TableCell>
                  {order.paid ? (
                    <span>
                      <span className="font-bold text-green-700">Paid</span>
                      <span className="block max-w-48 truncate font-mono text-xs text-slate-600" title={order.transactionId ?? ""}>
                        {order.transactionId}
                      </span>
                    </span>
                  ) : (
                    <Link href={`/dashboard/payment/${order._id}` as Route} className={buttonVariants({ size: "sm" })}>
                      Pay
                    </Link>
                  )}
                </TableCell>
                <TableCell>{!order.paid && <CancelOrderButton orderId={order._id} toolName={order.toolName} />}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </>
  );
}
