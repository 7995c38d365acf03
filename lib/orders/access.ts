import "server-only";

import { apiMessage, notFound } from "@/lib/errors";
import { getOrder, type Order } from "@/lib/data/orders";
import type { Role } from "@/lib/db/collections";

type Viewer = { email: string; role: Role };

export const ORDER_NOT_FOUND = apiMessage("orders.notFound");

/**
 * The order with this id, if `viewer` bought it (or, with `allowAdmin`, is an admin).
 * Someone else's order answers exactly as one that does not exist, so ids reveal nothing.
 */
export async function findOrderFor(viewer: Viewer, id: string, { allowAdmin = true } = {}): Promise<Order | null> {
  const order = await getOrder(id);
  const allowed = order && (order.BuyerEmail === viewer.email || (allowAdmin && viewer.role === "admin"));
  return allowed ? order : null;
}

export async function requireOrderFor(viewer: Viewer, id: string, options?: { allowAdmin?: boolean }): Promise<Order> {
  const order = await findOrderFor(viewer, id, options);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return order;
}

/** What the shop keeps of an order's payment for itself: the gateway's risk flag and its session ids. */
type ShopPaymentFields = "paymentReview" | "paymentAttempts" | "gatewayPayment";
export type BuyersOrder = Omit<Order, ShopPaymentFields>;

/**
 * An order as its buyer is answered it: without the gateway's word that the payment looked risky
 * (which would tell a fraudster to try another card) or the gateway's own ids for its sessions and
 * its validation. The payment's reference stays (transactionId).
 */
export function buyersView({
  paymentReview: _review,
  paymentAttempts: _attempts,
  gatewayPayment: _gateway,
  ...order
}: Order): BuyersOrder {
  return order;
}

/** The order as `viewer` is answered it: whole for an admin, the buyer's view for its buyer. */
export const orderAsSeenBy = (viewer: Viewer, order: Order): Order | BuyersOrder =>
  viewer.role === "admin" ? order : buyersView(order);
