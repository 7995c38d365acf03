import "server-only";

import { claimBooking, releaseBooking } from "@/lib/data/courier-parcels";
import { getOrder, type Order } from "@/lib/data/orders";
import { apiMessage, conflict, notFound } from "@/lib/errors";
import { ORDER_NOT_FOUND } from "@/lib/orders/access";
import { formatOrderNumber } from "@/lib/orders/lifecycle";
import { assertCanMove } from "@/lib/orders/transition";

/**
 * Runs `move` (a shipment by hand or a cancel) on an order ready to ship while holding the
 * booking's claim (lib/data/courier-parcels.ts) until `ms` from now, so that no courier booking,
 * other shipment or cancel of the same order runs meanwhile: without it a cancel's refund and a
 * shipment could both go through. When another move holds the claim, the refusal says what the
 * order is now, or that it is busy. A move that fails lets the claim go, so the admin may try again.
 */
export async function whileClaimedForShipping<T>(
  order: Order,
  to: "shipped" | "cancelled",
  ms: number,
  move: () => Promise<T>,
): Promise<T> {
  const until = new Date(Date.now() + ms);
  if (!(await claimBooking(order._id, until))) {
    const now = await getOrder(order._id);
    if (!now) throw notFound(ORDER_NOT_FOUND);
    // Shipped or cancelled meanwhile, say.
    assertCanMove(now, to, "shop");
    throw conflict(apiMessage("orders.busy", { number: formatOrderNumber(order.orderNumber) }));
  }
  try {
    return await move();
  } catch (error) {
    await releaseBooking(order._id, until);
    throw error;
  }
}
