import type { ReactNode } from "react";

import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatPrice } from "@/lib/data/money";
import type { Order } from "@/lib/data/orders";

/**
 * Below 640 px (sm) the table becomes one card per order: rows and cells stack, each cell
 * labelled with its column's name, so every field and button is reachable without scrolling
 * sideways. One table, one set of buttons, whatever the width.
 */
const card = {
  table: "max-sm:block",
  body: "max-sm:grid max-sm:gap-3 max-sm:p-3 max-sm:[&_tr:last-child]:border!",
  row: "max-sm:block max-sm:rounded-lg max-sm:border max-sm:bg-card max-sm:p-3 max-sm:shadow-sm",
  cell: "max-sm:flex max-sm:min-w-0 max-sm:items-center max-sm:justify-between max-sm:gap-4 max-sm:whitespace-normal max-sm:px-0 max-sm:py-1.5 max-sm:text-right max-sm:before:shrink-0 max-sm:before:text-left max-sm:before:font-semibold max-sm:before:text-slate-600 max-sm:before:content-[attr(data-label)]",
} as const;

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
    <Table className={card.table}>
      <TableHeader className="max-sm:sr-only">
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
      <TableBody className={card.body}>
        {orders.map((order, index) => (
          <TableRow key={order._id} className={card.row}>
            <TableCell data-label="#" className={card.cell}>
              {index + 1}
            </TableCell>
            <TableCell data-label="Name" className={card.cell}>
              <span className="min-w-0 break-words">{order.BuyerName}</span>
            </TableCell>
            <TableCell data-label="Email" className={card.cell}>
              <span className="min-w-0 break-all">{order.BuyerEmail}</span>
            </TableCell>
            <TableCell data-label="Product" className={card.cell}>
              <span className="min-w-0">
                <span className="font-medium">{order.toolName}</span>
                <span className="block text-xs text-slate-600">Quantity {order.quantity}</span>
              </span>
            </TableCell>
            <TableCell data-label="Price" className={`font-semibold ${card.cell}`}>
              {formatPrice(order.price)}
            </TableCell>
            <TableCell data-label="Payment" className={card.cell}>
              {payment(order)}
            </TableCell>
            <TableCell data-label="Cancel" className={card.cell}>
              {cancel(order)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
