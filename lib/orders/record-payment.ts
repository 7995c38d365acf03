import "server-only";

import { moveOrder, type Order } from "@/lib/data/orders";
import { issueOrderDocuments } from "@/lib/invoices/issue";
import { notifyOrder } from "@/lib/orders/notify";
import type { VerifiedPayment } from "@/lib/payments/verified-payment";

/**
 * Records a verified payment: the order becomes paid, the spec's Pending (awaiting
 * shipment), and the buyer is told. Only an unpaid order changes, so a replayed confirmation
 * changes nothing and tells nobody twice. Its invoice is issued (unless the gateway held the
 * payment for review: then once the shop accepts it).
 */
export async function recordPayment(order: Order, payment: VerifiedPayment): Promise<{ modifiedCount: number }> {
  const paid = await moveOrder(order._id, "unpaid", "paid", { paid: true, paidAt: new Date(), ...payment });
  if (paid) {
    await issueOrderDocuments(paid);
    await notifyOrder(paid, "paid");
  }
  return { modifiedCount: paid ? 1 : 0 };
}
