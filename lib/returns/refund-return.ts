import "server-only";

import { apiMessage, conflict, invalid } from "@/lib/errors";
import type { Order } from "@/lib/data/orders";
import { moveReturn, type Return } from "@/lib/data/returns";
import { toCents } from "@/lib/money";
import { formatOrderNumber } from "@/lib/orders/lifecycle";
import { paidOnline } from "@/lib/orders/payment-methods";
import { issueReturnCreditNote } from "@/lib/invoices/issue";
import { refundOnce } from "@/lib/orders/refund-once";
import { refundPartOfPayment } from "@/lib/payments/gateways";
import type { CashRefundMethod } from "@/lib/returns/rules";

/** How the shop paid back a cash order, as the admin records it. */
export type CashRefund = { method?: CashRefundMethod; reference?: string };

/** The gateway gives back the return's value where the order was paid: claimed first, so once whatever arrives at once. */
async function refundAtGateway(order: Order, request: Return): Promise<{ refundReference?: string }> {
  const receipt = await refundOnce(order, `return:${request._id}`, () =>
    refundPartOfPayment(order, {
      id: request._id,
      bdt: request.refundBdt,
      cents: toCents(request.refund),
      remarks: `Return of order ${formatOrderNumber(order.orderNumber)} to MotoForge`,
    }),
  );
  if (!receipt) throw conflict(apiMessage("returns.refundUnderWay"));
  return receipt;
}

function recordedCashRefund(cash: CashRefund): { refundMethod: CashRefundMethod; refundReference: string } {
  if (!cash.method || !cash.reference)
    throw invalid(apiMessage("request.checkFields"), {
      ...(!cash.method && { method: apiMessage("returns.cashRefundDetails") }),
      ...(!cash.reference && { reference: apiMessage("returns.cashRefundDetails") }),
    });
  return { refundMethod: cash.method, refundReference: cash.reference };
}

/**
 * The one place a received return is refunded: an order paid by card or wallet at its gateway
 * for the return's value (request.refund in dollars, request.refundBdt in taka, the delivery
 * charge in them when the whole order came back), a cash order as the admin recorded it. The
 * refunded request, with its lines and amounts, gets its credit note here.
 * Returns null when someone else moved the request first.
 */
export async function refundReturn(order: Order, request: Return, cash: CashRefund): Promise<Return | null> {
  const refund = paidOnline(order.paymentMethod)
    ? { refundMethod: "gateway" as const, ...(await refundAtGateway(order, request)) }
    : recordedCashRefund(cash);
  const refunded = await moveReturn(request._id, "received", "refunded", refund);
  if (refunded) await issueReturnCreditNote(order, { ...refunded, id: refunded._id });
  return refunded;
}
