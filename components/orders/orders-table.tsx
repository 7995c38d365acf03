import type { ReactNode } from "react";

import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatPrice } from "@/lib/data/money";
import type { Order } from "@/lib/data/orders";

/**
 * The orders table of My orders and Manage All Orders (the spec's columns: index, Name,
 * Email, Product, Price, Payment, Cancel); each page fills in its own Payment and Cancel cells.
 */
export function OrdersTable({
  orders,
  empty,
  payment,
  cancel,
}: {
  orders: Order[];
  empty: ReactNode;
  payment: (order: Order) => ReactNode;
  cancel: (order: Order) => ReactNode;
}) {
  if (orders.length === 0) return <div className="rounded-xl border border-dashed p-10 text-center">{empty}</div>;
  return (
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
            <TableCell>{payment(order)}</TableCell>
            <TableCell>{cancel(order)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
