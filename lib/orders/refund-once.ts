import "server-only";

import { apiMessage, conflict } from "@/lib/errors";
import type { Order } from "@/lib/data/orders";
import { claimRefund, completeRefundClaim, releaseRefundClaim } from "@/lib/data/refund-claims";
import { paidOnline } from "@/lib/orders/payment-methods";
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

/**
 * What an order moves with when all its money goes back (the shop cancels it, or the parcel comes
 * back refused): a card or wallet payment refunded in full, nothing for one never paid online. Called
 * before the move, so a refund that fails leaves the order where it was, to be tried again. A
 * second caller at the same moment is refused (409).
 */
export async function refundInFull(order: Order): Promise<{ refunded?: true } & RefundReceipt> {
  if (!order.paid || !paidOnline(order.paymentMethod)) return {};
  const receipt = await refundOnce(order, order.transactionId ?? order._id, () => refundPayment(order));
  if (!receipt) throw conflict(apiMessage("orders.refundUnderWay"));
  return { refunded: true, ...receipt };
}
