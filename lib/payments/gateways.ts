import "server-only";

import { apiMessage, invalid } from "@/lib/errors";
import type { Order } from "@/lib/data/orders";
import {
  closeOpenGatewayPayment,
  refundGatewayPart,
  refundGatewayPayment,
} from "@/lib/payments/sslcommerz/order-payments";
import { closeOpenCardPayment, refundCardPart, refundCardPayment } from "@/lib/payments/stripe/order-payments";
import type { PartialRefund, RefundReceipt, VerifiedPayment } from "@/lib/payments/verified-payment";

/**
 * The one place that knows which gateway an order's money went through, for the workflows
 * that do not care (cancelling, expiring): Stripe for `card`, SSLCommerz for `sslcommerz`.
 */

/**
 * Closes whatever payment is still open for an order that is being cancelled or expired.
 * Returns the payment instead when it has in fact just gone through, for the caller to record.
 */
export function closeOpenPayment(order: Order): Promise<VerifiedPayment | null> {
  switch (order.paymentMethod) {
    case "card":
      return closeOpenCardPayment(order);
    case "sslcommerz":
      return closeOpenGatewayPayment(order);
    case "cod":
      return Promise.resolve(null);
  }
}

/** Gives a paid order's money back in full, where it came from; throws when the gateway refuses. */
export function refundPayment(order: Order): Promise<RefundReceipt> {
  switch (order.paymentMethod) {
    case "card":
      return refundCardPayment(order);
    case "sslcommerz":
      return refundGatewayPayment(order);
    case "cod":
      throw invalid(apiMessage("payments.codNoRefund"));
  }
}

/** Gives back part of a paid order's money (a return), where it came from; throws when the gateway refuses. */
export function refundPartOfPayment(order: Order, part: PartialRefund): Promise<RefundReceipt> {
  switch (order.paymentMethod) {
    case "card":
      return refundCardPart(order, part);
    case "sslcommerz":
      return refundGatewayPart(order, part);
    case "cod":
      throw new Error(`Order ${order._id} was paid in cash: the shop refunds a return of it by hand`);
  }
}
