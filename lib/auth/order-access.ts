import "server-only";

import { notFound } from "@/lib/api/errors";
import { requireCaller } from "@/lib/auth/access";
import { getOrder, type Order } from "@/lib/data/orders";

/**
 * The order with this id, if the caller owns it (or, with `allowAdmin`, is an admin).
 * Someone else's order answers 404, exactly as if it did not exist.
 */
export async function requireOrderAccess(
  request: Request,
  orderId: string,
  { allowAdmin = true } = {},
): Promise<Order> {
  const caller = await requireCaller(request);
  const order = await getOrder(orderId);
  const allowed = order && (order.BuyerEmail === caller.email || (allowAdmin && caller.role === "admin"));
  if (!allowed) throw notFound("This order does not exist.");
  return order;
}
