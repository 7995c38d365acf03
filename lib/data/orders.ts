import "server-only";

import { ObjectId, type Filter } from "mongodb";

import { getCollections, type OrderDocument, type OrderLineDocument } from "@/lib/db/collections";
import { nextOrderNumber } from "@/lib/db/sequences";
import { objectIdFrom } from "@/lib/data/object-id";
import type { OrderStatus } from "@/lib/orders/lifecycle";

type DateFields = "createdAt" | "paidAt" | "timeline" | "courierStatusAt" | "courierEvents";
/** Bookkeeping of the claims and the poll: never shown. */
type InternalFields = "bookingClaimUntil" | "arrivalClaimUntil" | "courierCheckDueAt";

/** A line of an order as pages and the API show it; toolId is null on the old shop's orders. */
export type OrderLine = Omit<OrderLineDocument, "toolId"> & { toolId: string | null };

/** An order as pages and the API show it: plain JSON, ids and dates as strings. */
export type Order = Omit<
  OrderDocument,
  "_id" | "items" | "transactionId" | "paymentIntentId" | DateFields | InternalFields
> & {
  _id: string;
  items: OrderLine[];
  transactionId: string | null;
  paymentIntentId: string | null;
  createdAt: string;
  paidAt: string | null;
  timeline: { status: OrderStatus; at: string }[];
  courierStatusAt?: string;
  courierEvents?: { message: string; at: string }[];
};

export function toOrder({
  _id,
  items,
  transactionId,
  paymentIntentId,
  createdAt,
  paidAt,
  timeline,
  courierStatusAt,
  courierEvents,
  bookingClaimUntil: _claim,
  arrivalClaimUntil: _arrival,
  courierCheckDueAt: _due,
  ...fields
}: OrderDocument): Order {
  return {
    _id: _id.toHexString(),
    items: items.map(({ toolId, ...line }) => ({ toolId: toolId?.toHexString() ?? null, ...line })),
    ...fields,
    transactionId: transactionId ?? null,
    paymentIntentId: paymentIntentId ?? null,
    createdAt: createdAt.toISOString(),
    paidAt: paidAt?.toISOString() ?? null,
    timeline: timeline.map(({ status, at }) => ({ status, at: at.toISOString() })),
    ...(courierStatusAt && { courierStatusAt: courierStatusAt.toISOString() }),
    ...(courierEvents && {
      courierEvents: courierEvents.map(({ message, at }) => ({ message, at: at.toISOString() })),
    }),
  };
}

export type NewOrderLine = Omit<OrderLineDocument, "toolId"> & { toolId: string };

export type NewOrder = Omit<
  OrderDocument,
  "_id" | "items" | "toolName" | "quantity" | "orderNumber" | "timeline" | "createdAt" | "paid"
> & {
  items: NewOrderLine[];
  status: "unpaid" | "needs-call" | "confirmed";
};

/**
 * Stores a new order under the next order number, its timeline starting with its first state,
 * with the spec's one-part fields (toolName, quantity) summing up its lines.
 */
export async function insertOrder({ items, ...order }: NewOrder): Promise<Order> {
  const { orders, counters } = await getCollections();
  const createdAt = new Date();
  const doc: OrderDocument = {
    _id: new ObjectId(),
    orderNumber: await nextOrderNumber(counters),
    items: items.map(({ toolId, ...line }) => ({ toolId: ObjectId.createFromHexString(toolId), ...line })),
    toolName: items.map((line) => line.toolName).join(", "),
    quantity: items.reduce((sum, line) => sum + line.quantity, 0),
    ...order,
    paid: false,
    timeline: [{ status: order.status, at: createdAt }],
    createdAt,
  };
  await orders.insertOne(doc);
  return toOrder(doc);
}

export async function getOrder(id: string): Promise<Order | null> {
  const _id = objectIdFrom(id);
  if (!_id) return null;
  const { orders } = await getCollections();
  const doc = await orders.findOne({ _id });
  return doc ? toOrder(doc) : null;
}

export type OrderListQuery = {
  buyerEmail?: string;
  status?: OrderStatus;
  orderNumber?: number;
  /** Zero-based page of `limit` orders; no limit means every matching order. */
  page?: number;
  limit?: number;
};

/**
 * Orders matching the query, newest first, one page at a time, and how many match in all.
 * Every filter here is served by an index of lib/db/collections.ts.
 */
export async function listOrders(query: OrderListQuery = {}): Promise<{ orders: Order[]; total: number }> {
  const { orders } = await getCollections();
  const filter: Filter<OrderDocument> = {
    ...(query.buyerEmail !== undefined && { BuyerEmail: query.buyerEmail }),
    ...(query.status && { status: query.status }),
    ...(query.orderNumber !== undefined && { orderNumber: query.orderNumber }),
  };
  const limit = query.limit ?? 0;
  const [docs, total] = await Promise.all([
    orders
      .find(filter)
      .sort({ createdAt: -1, _id: -1 })
      .skip((query.page ?? 0) * limit)
      .limit(limit)
      .toArray(),
    limit ? orders.countDocuments(filter) : undefined,
  ]);
  return { orders: docs.map(toOrder), total: total ?? docs.length };
}

/** How many of the buyer's orders wait for their payment (served by the BuyerEmail index). */
export async function countUnpaidOrdersOf(buyerEmail: string): Promise<number> {
  const { orders } = await getCollections();
  return orders.countDocuments({ BuyerEmail: buyerEmail, status: "unpaid" });
}

/** Takes back an order just placed that must not stand, only while it is still unpaid; whether it was. */
export async function deleteUnpaidOrder(id: string): Promise<boolean> {
  const _id = objectIdFrom(id);
  if (!_id) return false;
  const { orders } = await getCollections();
  const { deletedCount } = await orders.deleteOne({ _id, status: "unpaid" });
  return deletedCount === 1;
}

/** Unpaid orders placed before `cutoff`, oldest first: holds that have run out. */
export async function listUnpaidOrdersPlacedBefore(cutoff: Date, limit: number): Promise<Order[]> {
  const { orders } = await getCollections();
  const docs = await orders
    .find({ status: "unpaid", createdAt: { $lt: cutoff } })
    .sort({ createdAt: 1 })
    .limit(limit)
    .toArray();
  return docs.map(toOrder);
}

/**
 * Moves an order to `to`, only if it is still in the state `from`, recording the
 * move in its timeline: one atomic update, so two admins (or a webhook and a browser) can
 * never both move it. Returns the order as it now is, or null when it was not in `from`.
 */
export async function moveOrder(
  id: string,
  from: OrderStatus,
  to: OrderStatus,
  fields: Partial<
    Pick<
      OrderDocument,
      | "paid"
      | "paidAt"
      | "transactionId"
      | "paymentIntentId"
      | "gatewayPayment"
      | "paymentReview"
      | "courier"
      | "trackingNumber"
      | "refunded"
      | "refundReference"
      | "consignmentId"
      | "trackingCode"
      | "courierStatus"
      | "courierStatusAt"
      | "courierCheckDueAt"
      | "collectedBdt"
    >
  > = {},
): Promise<Order | null> {
  const _id = objectIdFrom(id);
  if (!_id) return null;
  const { orders } = await getCollections();
  const moved = await orders.findOneAndUpdate(
    { _id, status: from },
    { $set: { ...fields, status: to }, $push: { timeline: { status: to, at: new Date() } } },
    { returnDocument: "after" },
  );
  return moved ? toOrder(moved) : null;
}

/**
 * Records a new SSLCommerz attempt on an order still unpaid and with fewer than `maxAttempts`;
 * false when it is no longer unpaid or has them all (one atomic check, so racing calls cannot pass it).
 */
export async function addPaymentAttempt(orderId: string, tranId: string, maxAttempts: number): Promise<boolean> {
  const _id = objectIdFrom(orderId);
  if (!_id) return false;
  const { orders } = await getCollections();
  const { matchedCount } = await orders.updateOne(
    { _id, status: "unpaid", [`paymentAttempts.${maxAttempts - 1}`]: { $exists: false } },
    { $push: { paymentAttempts: tranId } },
  );
  return matchedCount === 1;
}

/** The order an SSLCommerz attempt belongs to: tran_ids carry the order number (lib/payments/sslcommerz). */
export async function getOrderByNumber(orderNumber: number): Promise<Order | null> {
  const { orders } = await getCollections();
  const doc = await orders.findOne({ orderNumber });
  return doc ? toOrder(doc) : null;
}

/** Clears the review flag of a paid order whose risky payment the shop has checked. */
export async function clearPaymentReview(orderId: string): Promise<Order | null> {
  const _id = objectIdFrom(orderId);
  if (!_id) return null;
  const { orders } = await getCollections();
  const doc = await orders.findOneAndUpdate(
    { _id, status: "paid", paymentReview: true },
    { $unset: { paymentReview: "" } },
    { returnDocument: "after" },
  );
  return doc ? toOrder(doc) : null;
}

/** Whether a payment the order could not take was given back already (recordRefundedPayment). */
export const refundedAlready = (order: Pick<Order, "refundedPayments">, transactionId: string): boolean =>
  order.refundedPayments?.some((refunded) => refunded.transactionId === transactionId) ?? false;

/** Notes a payment the order could not take and that went back to the payer. */
export async function recordRefundedPayment(
  order: Order,
  transactionId: string,
  refund: { refundReference?: string },
): Promise<Order> {
  const { orders } = await getCollections();
  const entry = { transactionId, ...(refund.refundReference && { refundReference: refund.refundReference }) };
  const doc = await orders.findOneAndUpdate(
    { _id: ObjectId.createFromHexString(order._id), "refundedPayments.transactionId": { $ne: transactionId } },
    { $push: { refundedPayments: entry } },
    { returnDocument: "after" },
  );
  return doc ? toOrder(doc) : order;
}

/** Keeps the order's newest PaymentIntent, only while it is unpaid; whether it was. */
export async function rememberPaymentIntent(orderId: string, paymentIntentId: string): Promise<boolean> {
  const _id = objectIdFrom(orderId);
  if (!_id) return false;
  const { orders } = await getCollections();
  const { matchedCount } = await orders.updateOne({ _id, status: "unpaid" }, { $set: { paymentIntentId } });
  return matchedCount === 1;
}
