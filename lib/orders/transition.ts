import "server-only";

import { apiMessage, conflict, notFound } from "@/lib/errors";
import type { ApiMessage } from "@/lib/api/messages";
import { getOrder, moveOrder, type Order } from "@/lib/data/orders";
import { ORDER_NOT_FOUND } from "@/lib/orders/access";
import { canMove, formatOrderNumber, type Actor, type OrderStatus } from "@/lib/orders/lifecycle";
import { notifyOrder } from "@/lib/orders/notify";

type MoveFields = Parameters<typeof moveOrder>[3];

/** A state as an ICU select key, which cannot hold a hyphen: needs-call is needsCall. */
const selectKey = (status: OrderStatus) => status.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

/** Why `to` is not possible for the order as it is: answered with 409. */
function refusal(order: Pick<Order, "orderNumber" | "status">, to: OrderStatus): ApiMessage {
  return apiMessage("orders.cannotMove", {
    number: formatOrderNumber(order.orderNumber),
    status: selectKey(order.status),
    to: selectKey(to),
  });
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
  to: "confirmed" | "shipped" | "delivered" | "returned" | "cancelled",
  actor: Actor,
  fields?: MoveFields,
): Promise<Order> {
  assertCanMove(order, to, actor);
  const moved = await moveOrder(order._id, order.status, to, fields);
  if (moved) {
    // A call's confirmation is news to nobody: the rider took the call.
    if (to !== "confirmed") await notifyOrder(moved, to);
    return moved;
  }
  const now = await getOrder(order._id);
  if (!now) throw notFound(ORDER_NOT_FOUND);
  throw conflict(refusal(now, to));
}
