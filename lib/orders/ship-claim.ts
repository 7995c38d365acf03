import "server-only";

import { claimArrival, claimBooking, releaseArrival, releaseBooking } from "@/lib/data/courier-parcels";
import { getOrder, type Order } from "@/lib/data/orders";
import { apiMessage, conflict, notFound } from "@/lib/errors";
import { ORDER_NOT_FOUND } from "@/lib/orders/access";
import { formatOrderNumber, type OrderStatus } from "@/lib/orders/lifecycle";
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
  if (!(await claimBooking(order._id, until))) return refuseTaken(order, to, "orders.busy");
  try {
    return await move();
  } catch (error) {
    await releaseBooking(order._id, until);
    throw error;
  }
}

/** Longer than a gateway's refund can take: a claim older than this was abandoned. */
const ARRIVAL_CLAIM_MS = 60_000;

/**
 * Runs `move` (marking a shipped order delivered, or returned with its refund first) while holding
 * the order's arrival claim, and lets it go after: without it, a "delivered" landing between a
 * return's refund and its move would leave a delivered order whose money went back. When another
 * move holds the claim, `whenTaken` answers instead; by default the refusal says what the order is
 * now, or that it is busy.
 */
export async function whileClaimedOnItsWay<T>(
  order: Order,
  to: "delivered" | "returned",
  move: () => Promise<T>,
  whenTaken: () => Promise<T> = () => refuseTaken(order, to, "orders.arriving"),
): Promise<T> {
  const until = new Date(Date.now() + ARRIVAL_CLAIM_MS);
  if (!(await claimArrival(order._id, until))) return whenTaken();
  try {
    return await move();
  } finally {
    await releaseArrival(order._id, until);
  }
}

/** Refuses a move whose claim another holds: with what the order is now (shipped or cancelled meanwhile, say), else as busy. */
async function refuseTaken(order: Order, to: OrderStatus, busy: "orders.busy" | "orders.arriving"): Promise<never> {
  const now = await getOrder(order._id);
  if (!now) throw notFound(ORDER_NOT_FOUND);
  assertCanMove(now, to, "shop");
  throw conflict(apiMessage(busy, { number: formatOrderNumber(order.orderNumber) }));
}
