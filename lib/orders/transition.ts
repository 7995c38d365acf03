import "server-only";

import { conflict, notFound } from "@/lib/errors";
import { getOrder, moveOrder, type Order } from "@/lib/data/orders";
import { ORDER_NOT_FOUND } from "@/lib/orders/access";
import { canMove, formatOrderNumber, STATUS_LABELS, type Actor, type OrderStatus } from "@/lib/orders/lifecycle";
import { notifyOrder } from "@/lib/orders/notify";

type MoveFields = Parameters<typeof moveOrder>[3];

const DOING: Record<OrderStatus, string> = {
  unpaid: "made unpaid",
  paid: "paid",
  confirmed: "confirmed",
  shipped: "shipped",
  delivered: "marked delivered",
  cancelled: "cancelled",
  expired: "expired",
};

/** Why `to` is not possible for the order as it is: answered with 409. */
function refusal(order: Pick<Order, "orderNumber" | "status">, to: OrderStatus): string {
  return `Order ${formatOrderNumber(order.orderNumber)} is ${STATUS_LABELS[order.status].toLowerCase()}, so it cannot be ${DOING[to]}.`;
}

export function assertCanMove(order: Order, to: OrderStatus, actor: Actor): void {
  if (!canMove(order.status, to, actor)) throw conflict(refusal(order, to));
}

/**
 * Moves the order from the state it was read in to `to`, if `actor` may. The update only
 * applies while the order is still in that state, so if someone else moved it first the
 * answer explains what it is now, and nothing happens twice. The buyer is told of the move.
 */
export async function transition(
  order: Order,
  to: "shipped" | "delivered" | "cancelled",
  actor: Actor,
  fields?: MoveFields,
): Promise<Order> {
  assertCanMove(order, to, actor);
  const moved = await moveOrder(order._id, order.status, to, fields);
  if (moved) {
    await notifyOrder(moved, to);
    return moved;
  }
  const now = await getOrder(order._id);
  if (!now) throw notFound(ORDER_NOT_FOUND);
  throw conflict(refusal(now, to));
}
