import "server-only";

import { HttpError, notFound } from "@/lib/api/errors";
import { cancelPaidOrder, cancelUnpaidOrder, type Order } from "@/lib/data/orders";
import { closeOpenPayment, refundOrderPayment } from "@/lib/payments/order-payments";
import { texts } from "@/config/texts";

export type Canceller = "buyer" | "shop";

/**
 * Cancels an order, the one place for who may and what happens to the money. The buyer
 * cancels an unpaid (or expired) order only; the shop cancels any. An unpaid order first has
 * its open payment closed (if it has just been paid, the cancel is refused, so whoever asked
 * decides again knowing that); a paid one, say for a part that ran out, is refunded in full
 * first, so no money is kept for an order that no longer exists. The quantity goes back in
 * stock (an expired order's already has).
 */
export async function cancelOrder(order: Order, by: Canceller): Promise<{ deletedCount: number }> {
  if (!order.paid) {
    await closeOpenPayment(order);
    return cancelUnpaidOrder(order._id);
  }
  if (by === "buyer") throw new HttpError(409, texts.order.paidNotCancellable);
  await refundOrderPayment(order);
  const result = await cancelPaidOrder(order._id);
  if (result.deletedCount === 0) throw notFound("This order does not exist.");
  return result;
}
