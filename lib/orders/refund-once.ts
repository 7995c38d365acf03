import "server-only";

import { apiMessage, conflict } from "@/lib/errors";
import type { Order } from "@/lib/data/orders";
import { claimRefund, completeRefundClaim, releaseRefundClaim } from "@/lib/data/refund-claims";
import { refundPayment } from "@/lib/payments/gateways";
import type { RefundReceipt } from "@/lib/payments/verified-payment";

/**
 * One refund call per payment, whatever arrives at once: the caller first claims the refund
 * of that payment on the order (lib/data/refund-claims.ts), and only the one whose claim is
 * written calls the gateway. A refund that fails releases the claim, so a retry can make it;
 * one that was made answers a later caller with its receipt, without asking again. Returns
 * null while another caller holds the claim and is refunding.
 */
export async function refundOnce(
  order: Pick<Order, "_id">,
  transactionId: string,
  refund: () => Promise<RefundReceipt>,
): Promise<RefundReceipt | null> {
  const result = await claimRefund(order._id, transactionId);
  if ("held" in result) return null;
  if ("refunded" in result) return result.refunded;
  let receipt: RefundReceipt;
  try {
    receipt = await refund();
  } catch (error) {
    await releaseRefundClaim(result.claimed);
    throw error;
  }
  await completeRefundClaim(result.claimed, receipt);
  return receipt;
}

/** A paid order's money back in full (the shop's cancel); a second cancel at the same moment is refused (409). */
export async function refundPaidOrder(order: Order): Promise<RefundReceipt> {
  const receipt = await refundOnce(order, order.transactionId ?? order._id, () => refundPayment(order));
  if (!receipt) throw conflict(apiMessage("orders.refundUnderWay"));
  return receipt;
}
