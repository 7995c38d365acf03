import type { GatewayPayment } from "@/lib/db/collections";

/** A payment its gateway confirmed for an order, as recording the order paid stores it. */
export type VerifiedPayment = {
  /** What the buyer and the shop see: Stripe's PaymentIntent id, SSLCommerz's bank_tran_id. */
  transactionId: string;
  paymentIntentId?: string;
  gatewayPayment?: GatewayPayment;
  /** The gateway called it risky: the shop checks it before shipping. */
  paymentReview?: boolean;
};

/** A refund the gateway accepted, with its reference when it gives one. */
export type RefundReceipt = { refundReference?: string };

/**
 * Part of a payment to give back (a return of some lines): in taka for a wallet, in dollar
 * cents for a card, under the id of what it is for, which makes a retry ask for the same refund.
 */
export type PartialRefund = { id: string; bdt: number; cents: number; remarks: string };
