import "server-only";

import { apiMessage, conflict, DomainError } from "@/lib/errors";
import { getOrder, listUnpaidOrdersPlacedBefore, moveOrder, type Order } from "@/lib/data/orders";
import { notifyOrder } from "@/lib/orders/notify";
import { restockOrder } from "@/lib/orders/order-stock";
import { recordPayment } from "@/lib/orders/record-payment";
import { closeOpenPayment } from "@/lib/payments/gateways";
import { expiredError, holdEndsAt, unpaidHoldMinutes } from "@/lib/orders/hold-time";

/**
 * Refuses to start a payment for an order whose hold is over, ending the hold first if no
 * sweep has yet. An order paid at the last moment is recorded (endHold finds the payment), and
 * the buyer is told it is paid rather than to order again.
 */
export async function assertStillHeld(order: Order): Promise<void> {
  if (order.status === "expired") throw conflict(expiredError());
  if (order.status !== "unpaid" || holdEndsAt(order) > new Date()) return;
  const expired = await endHold(order);
  throw conflict(expired || !(await getOrder(order._id))?.paid ? expiredError() : apiMessage("orders.alreadyPaid"));
}

/**
 * Closes the order's open payment so it cannot be paid any more, then expires it and puts its
 * parts back on sale. Only an order still unpaid changes, so two sweeps never restock twice.
 */
async function endHold(order: Order): Promise<boolean> {
  const payment = await closeOpenPayment(order);
  if (payment) {
    await recordPayment(order, payment);
    return false;
  }
  const expired = await moveOrder(order._id, "unpaid", "expired");
  if (!expired) return false;
  await restockOrder(order);
  await notifyOrder(expired, "expired");
  return true;
}

/** How often instrumentation.ts sweeps: every minute, or more often for a shorter hold. */
export const sweepIntervalMs = () => Math.min(60_000, unpaidHoldMinutes() * 60_000);

/**
 * Expires every unpaid order whose hold is over, a batch at a time. Run by instrumentation.ts
 * every sweepIntervalMs; safe on several instances at once. Returns how many it expired.
 */
export async function releaseExpiredHolds(batchSize = 100): Promise<number> {
  const cutoff = new Date(Date.now() - unpaidHoldMinutes() * 60_000);
  let released = 0;
  for (const order of await listUnpaidOrdersPlacedBefore(cutoff, batchSize)) {
    try {
      if (await endHold(order)) released++;
    } catch (error) {
      // A gateway unreachable, say: the next sweep looks again.
      if (!(error instanceof DomainError)) console.warn(`Could not end the hold of order ${order._id}`, error);
    }
  }
  return released;
}
