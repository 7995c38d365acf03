import "server-only";

import { randomBytes } from "node:crypto";

import type { Order } from "@/lib/data/orders";
import { toCents } from "@/lib/money";
import { formatOrderNumber } from "@/lib/orders/lifecycle";
import {
  createSession,
  initiateRefund,
  queryTransactions,
  sslcommerzCredentials,
  validatePayment,
  type GatewayTransaction,
} from "@/lib/payments/sslcommerz/client";
import type { PartialRefund, RefundReceipt, VerifiedPayment } from "@/lib/payments/verified-payment";
import { shopUrl } from "@/lib/shop-url";

/**
 * SSLCommerz's side of an order paid by bKash, Nagad, Rocket or a local card: a session per
 * attempt at the order's stored total, checking that a validated payment really pays for it,
 * finding a payment made while the order was being closed, and refunding. Which order may be
 * paid, and what that does to it, is lib/orders' business.
 */

/** Where the shop's SSLCommerz routes live (app/api/payments/sslcommerz/): the return pages and the IPN. */
export const SSLCOMMERZ_ROUTES = "/api/payments/sslcommerz/";

/** Wallets pay in taka: a session asks for the order's taka total, fixed when it was placed. */
const CURRENCY = "BDT";
const PAID = new Set(["VALID", "VALIDATED"]);

/** tran_id of an attempt: the order number people read, and 8 random hex digits (MF-10234-1a2b3c4d). */
export function newAttemptId(order: Pick<Order, "orderNumber">): string {
  return `${formatOrderNumber(order.orderNumber)}-${randomBytes(4).toString("hex")}`;
}

/** The order number an attempt's tran_id names, or null when it is not one of ours. */
export function orderNumberOfAttempt(tranId: string): number | null {
  const match = /^MF-(\d{1,9})-[0-9a-f]{8}$/.exec(tranId);
  return match ? Number(match[1]) : null;
}

/** The gateway caps most text fields at 50 characters. */
const clip = (text: string, max = 50) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** A session for one attempt to pay the order's total; returns the gateway page. */
export async function openGatewaySession(order: Order, tranId: string): Promise<{ url: string }> {
  const returnUrl = (outcome: string) => shopUrl(`${SSLCOMMERZ_ROUTES}return/${outcome}`);
  const place = {
    add1: clip(order.address ?? ""),
    area: clip(order.area ?? ""),
    city: clip(order.district ?? ""),
    // The shop asks for no postcode: Bangladeshi couriers deliver by district and area.
    postcode: "0000",
    country: "Bangladesh",
  };
  const { gatewayUrl } = await createSession({
    total_amount: order.totalBdt.toFixed(2),
    currency: CURRENCY,
    tran_id: tranId,
    success_url: returnUrl("success"),
    fail_url: returnUrl("fail"),
    cancel_url: returnUrl("cancel"),
    ipn_url: shopUrl(`${SSLCOMMERZ_ROUTES}ipn`),
    product_name: clip(order.items.map((line) => `${line.quantity} x ${line.toolName}`).join(", "), 255),
    product_category: "Motorcycle parts",
    product_profile: "physical-goods",
    num_of_item: String(order.quantity),
    cus_name: clip(order.BuyerName),
    cus_email: clip(order.BuyerEmail),
    cus_phone: order.BuyerPhone,
    cus_add1: place.add1,
    cus_city: place.city,
    cus_postcode: place.postcode,
    cus_country: place.country,
    shipping_method: "YES",
    ship_name: clip(order.BuyerName),
    ship_add1: place.add1,
    ship_area: place.area,
    ship_city: place.city,
    ship_sub_city: place.area,
    ship_postcode: place.postcode,
    ship_country: place.country,
    value_a: order._id,
  });
  return { url: gatewayUrl };
}

/** Why a validated transaction does not pay for this order, or null when it does. */
export function gatewayPaymentMismatch(order: Order, payment: GatewayTransaction): string | null {
  if (!PAID.has(payment.status)) return `The gateway says this payment is ${payment.status.toLowerCase()}.`;
  if (!payment.tran_id || !order.paymentAttempts?.includes(payment.tran_id))
    return "This payment is for another order.";
  // currency_type/currency_amount are what the session asked for; sessions opened before the
  // shop asked in taka asked for the order's dollar total.
  const currency = payment.currency_type || payment.currency;
  const amount = Number(payment.currency_type ? payment.currency_amount : payment.amount);
  const expected = currency === CURRENCY ? order.totalBdt : currency === "USD" ? order.total : NaN;
  if (!Number.isFinite(amount) || toCents(amount) !== toCents(expected))
    return "This payment does not match the order's total.";
  if (!payment.val_id || !payment.bank_tran_id) return "The gateway did not say which payment this is.";
  return null;
}

/** How a validated payment is recorded on its order. */
export function verifiedGatewayPayment(payment: GatewayTransaction): VerifiedPayment {
  const bankTranId = payment.bank_tran_id ?? "";
  return {
    transactionId: bankTranId,
    gatewayPayment: {
      tranId: payment.tran_id ?? "",
      valId: payment.val_id ?? "",
      bankTranId,
      amount: payment.amount ?? "",
      currency: payment.currency ?? "",
      cardType: payment.card_type ?? "",
    },
    ...(payment.risk_level === "1" && { paymentReview: true }),
  };
}

/** A payment the gateway validates for this order, or null. */
export async function validatedPaymentFor(order: Order, valId: string): Promise<VerifiedPayment | null> {
  const payment = await validatePayment(valId);
  return gatewayPaymentMismatch(order, payment) ? null : verifiedGatewayPayment(payment);
}

/**
 * Whether one of the order's attempts was paid after all, for an order being cancelled or
 * expired. A session cannot be closed at SSLCommerz; one paid later is refunded when its
 * notice comes (lib/orders/pay-order.ts).
 */
export async function closeOpenGatewayPayment(order: Order): Promise<VerifiedPayment | null> {
  // Without credentials there is nobody to ask (as with Stripe): the order simply closes.
  if (!sslcommerzCredentials()) return null;
  for (const tranId of order.paymentAttempts ?? []) {
    for (const payment of await queryTransactions(tranId)) {
      if (!PAID.has(payment.status) || !payment.val_id) continue;
      const verified = await validatedPaymentFor(order, payment.val_id);
      if (verified) return verified;
    }
  }
  return null;
}

/**
 * Gives an SSLCommerz payment back in full, in the taka it was settled in. The refund's id is
 * the order's, so a retried cancel asks for the same refund rather than a second one.
 */
export async function refundGatewayPayment(order: Order, payment = order.gatewayPayment): Promise<RefundReceipt> {
  if (!payment) throw new Error(`Order ${order._id} has no SSLCommerz payment to refund`);
  const { refundRefId } = await initiateRefund({
    bankTranId: payment.bankTranId,
    refundTransId: `R-${formatOrderNumber(order.orderNumber)}-${payment.valId}`.slice(0, 30),
    amount: payment.amount,
    remarks: `Order ${formatOrderNumber(order.orderNumber)} cancelled by MotoForge`,
    reference: formatOrderNumber(order.orderNumber),
  });
  return refundRefId ? { refundReference: refundRefId } : {};
}

/**
 * Gives back part of an SSLCommerz payment, in taka (SSLCommerz refunds up to what is left of
 * the payment). The refund's id is the part's, so a retry never refunds it twice.
 */
export async function refundGatewayPart(order: Order, part: PartialRefund): Promise<RefundReceipt> {
  const payment = order.gatewayPayment;
  if (!payment) throw new Error(`Order ${order._id} has no SSLCommerz payment to refund`);
  const { refundRefId } = await initiateRefund({
    bankTranId: payment.bankTranId,
    refundTransId: `R-${part.id}`.slice(0, 30),
    amount: part.bdt.toFixed(2),
    remarks: part.remarks,
    reference: formatOrderNumber(order.orderNumber),
  });
  return refundRefId ? { refundReference: refundRefId } : {};
}
