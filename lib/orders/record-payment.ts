import "server-only";

import { moveOrder, type Order } from "@/lib/data/orders";

/**
 * Records a verified payment: the order becomes paid, the spec's Pending (awaiting
 * shipment). Only an unpaid order changes, so a replayed confirmation changes nothing.
 */
export async function recordCardPayment(order: Order, paymentIntentId: string): Promise<{ modifiedCount: number }> {
  const paid = await moveOrder(order._id, "unpaid", "paid", {
    paid: true,
    paidAt: new Date(),
    transactionId: paymentIntentId,
    paymentIntentId,
  });
  return { modifiedCount: paid ? 1 : 0 };
}
