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
