import "server-only";

import { getCollections } from "@/lib/db/collections";
import { isDuplicateKey } from "@/lib/db/errors";
import type { RefundReceipt } from "@/lib/payments/verified-payment";

/**
 * Who may ask a gateway to refund one payment of an order, when several callers want to at
 * once (two notices of a late payment, two admins cancelling): the one whose claim is written.
 * All by `_id`, so every query is served by the `_id` index.
 */

export type RefundClaim = { _id: string; claimedAt: Date };

export type ClaimResult =
  | { claimed: RefundClaim }
  /** Refunded already by an earlier claim: here is its receipt, nothing to ask again. */
  | { refunded: RefundReceipt }
  /** Another caller is refunding it right now. */
  | { held: true };

/** A claim whose holder neither refunded nor released it by then died mid-call (gateway calls time out in 15 s). */
const ABANDONED_AFTER_MS = 5 * 60_000;

/**
 * Claims the refund of `transactionId` on the order for this caller alone, in one atomic
 * update: it inserts the claim, or takes over one abandoned before refunding; a live or
 * completed claim makes the insert a duplicate key.
 */
export async function claimRefund(orderId: string, transactionId: string): Promise<ClaimResult> {
  const { refundClaims } = await getCollections();
  const claim = { _id: `${orderId}:${transactionId}`, claimedAt: new Date() };
  try {
    await refundClaims.updateOne(
      {
        _id: claim._id,
        refundedAt: { $exists: false },
        claimedAt: { $lt: new Date(claim.claimedAt.getTime() - ABANDONED_AFTER_MS) },
      },
      { $set: { claimedAt: claim.claimedAt } },
      { upsert: true },
    );
    return { claimed: claim };
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
  }
  const existing = await refundClaims.findOne({ _id: claim._id });
  if (!existing?.refundedAt) return { held: true };
  return { refunded: existing.refundReference ? { refundReference: existing.refundReference } : {} };
}

/** The gateway refunded it: the claim stays, with the receipt, so nobody asks again. */
export async function completeRefundClaim(claim: RefundClaim, receipt: RefundReceipt): Promise<void> {
  const { refundClaims } = await getCollections();
  await refundClaims.updateOne(
    { _id: claim._id, claimedAt: claim.claimedAt },
    { $set: { refundedAt: new Date(), ...(receipt.refundReference && { refundReference: receipt.refundReference }) } },
  );
}

/** The gateway refused or did not answer: the claim goes, so a retry may refund. */
export async function releaseRefundClaim(claim: RefundClaim): Promise<void> {
  const { refundClaims } = await getCollections();
  await refundClaims.deleteOne({ _id: claim._id, claimedAt: claim.claimedAt, refundedAt: { $exists: false } });
}
