import type { Order } from "@/lib/data/orders";
import type { OrderStatus } from "@/lib/orders/lifecycle";

/** The states of an order that was sold: confirmed (cash on delivery) or paid, and on its way since. */
const SOLD: readonly OrderStatus[] = ["paid", "confirmed", "shipped", "delivered"];
/** The states that undo a sale: an invoiced order in one of them gets a credit note. */
export const UNDONE = ["cancelled", "returned"] as const satisfies readonly OrderStatus[];

/**
 * Whether the order is owed an invoice: it was confirmed or paid, and a payment the gateway
 * held for review counts once the shop has accepted it.
 */
export const invoiceDue = (order: Pick<Order, "status" | "paymentReview">) =>
  SOLD.includes(order.status) && !order.paymentReview;

/** Whether an order's page and list row offer its invoice: it has one (`invoiced`: ids of those that do), or is owed one. */
export const offersInvoice = (order: Pick<Order, "_id" | "status" | "paymentReview">, invoiced: Set<string>) =>
  invoiced.has(order._id) || invoiceDue(order);
