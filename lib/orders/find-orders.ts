import "server-only";

import { listOrders, type Order } from "@/lib/data/orders";
import { parseOrderNumber } from "@/lib/orders/lifecycle";
import type { OrderListParams } from "@/lib/validations/order-list";

/**
 * One page of orders, newest first, and how many match in all: a buyer's own (`buyerEmail`),
 * or, for the admin, everyone's, by status, and found by order number or buyer's email.
 */
export async function findOrders(
  { page, limit, status, q }: OrderListParams,
  buyerEmail?: string,
): Promise<{ orders: Order[]; total: number }> {
  const query = { status, page: page - 1, limit, buyerEmail };
  if (q === undefined) return listOrders(query);
  if (q.includes("@")) {
    const email = q.toLowerCase();
    // A buyer searching someone else's email finds nothing, never their orders.
    if (buyerEmail !== undefined && email !== buyerEmail) return { orders: [], total: 0 };
    return listOrders({ ...query, buyerEmail: email });
  }
  const orderNumber = parseOrderNumber(q);
  return orderNumber === null ? { orders: [], total: 0 } : listOrders({ ...query, orderNumber });
}
