import "server-only";

import { ObjectId } from "mongodb";

import { HttpError, notFound } from "@/lib/api/errors";
import { getCollections, type OrderDocument } from "@/lib/db/collections";
import { lineTotal } from "@/lib/data/money";
import { orderSchemaFor, type OrderInput } from "@/lib/validations/order";
import { texts } from "@/config/texts";

type SerializedFields = "_id" | "toolId" | "transactionId" | "paymentIntentId" | "createdAt" | "paidAt" | "expiredAt";

/** An order as pages and the API show it: plain JSON, ids and dates as strings. */
export type Order = Omit<OrderDocument, SerializedFields> & {
  _id: string;
  toolId: string;
  transactionId: string | null;
  paymentIntentId: string | null;
  createdAt: string;
  paidAt: string | null;
  expiredAt: string | null;
};

export function toOrder({
  _id,
  toolId,
  transactionId,
  paymentIntentId,
  createdAt,
  paidAt,
  expiredAt,
  ...fields
}: OrderDocument): Order {
  return {
    _id: _id.toHexString(),
    toolId: toolId.toHexString(),
    ...fields,
    transactionId: transactionId ?? null,
    paymentIntentId: paymentIntentId ?? null,
    createdAt: createdAt.toISOString(),
    paidAt: paidAt?.toISOString() ?? null,
    expiredAt: expiredAt?.toISOString() ?? null,
  };
}

export type Buyer = { name: string; email: string };

/**
 * Places an order: the price is the tool's current price times the quantity, and the stock
 * is taken in the same atomic update that checks it, so two buyers can never both get
 * the last unit.
 */
export async function placeOrder(input: OrderInput, buyer: Buyer): Promise<ObjectId> {
  const { tools, orders } = await getCollections();
  const toolId = new ObjectId(input.toolId);
  const tool = await tools.findOne({ _id: toolId });
  if (!tool) throw notFound("This tool does not exist.");
  assertOrderable(tool, input);

  const taken = await tools.findOneAndUpdate(
    { _id: toolId, availableQuantity: { $gte: input.quantity }, orderQuantity: { $lte: input.quantity } },
    { $inc: { availableQuantity: -input.quantity } },
    { returnDocument: "before" },
  );
  if (!taken) {
    // Someone else bought the stock between our read and our update: answer with what is left now.
    const now = await tools.findOne({ _id: toolId });
    if (!now) throw notFound("This tool does not exist.");
    assertOrderable(now, input);
    throw new HttpError(409, "The stock changed while you were ordering. Please try again.");
  }

  try {
    const { insertedId } = await orders.insertOne({
      _id: new ObjectId(),
      toolId,
      toolName: taken.name,
      BuyerName: buyer.name,
      BuyerEmail: buyer.email,
      BuyerPhone: input.BuyerPhone,
      quantity: input.quantity,
      unitPrice: taken.price,
      price: lineTotal(taken.price, input.quantity),
      paid: false,
      status: "unpaid",
      createdAt: new Date(),
    });
    return insertedId;
  } catch (error) {
    await tools.updateOne({ _id: toolId }, { $inc: { availableQuantity: input.quantity } });
    throw error;
  }
}

function assertOrderable(tool: { orderQuantity: number; availableQuantity: number }, input: OrderInput) {
  const result = orderSchemaFor(tool).safeParse(input);
  if (result.success) return;
  const message = result.error.issues[0]?.message ?? "This quantity cannot be ordered.";
  throw new HttpError(409, message, { quantity: message });
}

export async function listOrdersOf(email: string): Promise<Order[]> {
  const { orders } = await getCollections();
  const docs = await orders.find({ BuyerEmail: email }).sort({ createdAt: -1, _id: -1 }).toArray();
  return docs.map(toOrder);
}

/** Every customer's orders, newest first: the admin's Manage All Orders list. */
export async function listAllOrders(): Promise<Order[]> {
  const { orders } = await getCollections();
  const docs = await orders.find().sort({ createdAt: -1, _id: -1 }).toArray();
  return docs.map(toOrder);
}

export async function getOrder(id: string): Promise<Order | null> {
  if (!ObjectId.isValid(id)) return null;
  const { orders } = await getCollections();
  const doc = await orders.findOne({ _id: new ObjectId(id) });
  return doc ? toOrder(doc) : null;
}

/**
 * Cancels an unpaid order and puts its quantity back in stock; an expired one's quantity
 * is back already, so it is only removed. One atomic delete decides which it was.
 */
export async function cancelUnpaidOrder(id: string): Promise<{ deletedCount: number }> {
  const { tools, orders } = await getCollections();
  const removed = await orders.findOneAndDelete({ _id: new ObjectId(id), status: { $in: ["unpaid", "expired"] } });
  if (!removed) throw new HttpError(409, texts.order.paidNotCancellable);
  if (removed.status === "unpaid")
    await tools.updateOne({ _id: removed.toolId }, { $inc: { availableQuantity: removed.quantity } });
  return { deletedCount: 1 };
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
 * Ends an unpaid order's hold: it stays in the buyer's list as expired and its quantity goes
 * back in stock. Only an order still unpaid changes, so two sweeps never restock twice.
 */
export async function expireUnpaidOrder(id: string): Promise<boolean> {
  const { tools, orders } = await getCollections();
  const expired = await orders.findOneAndUpdate(
    { _id: new ObjectId(id), status: "unpaid" },
    { $set: { status: "expired", expiredAt: new Date() } },
  );
  if (!expired) return false;
  await tools.updateOne({ _id: expired.toolId }, { $inc: { availableQuantity: expired.quantity } });
  return true;
}

/**
 * The shop owner's cancellation of a paid order, once its payment is refunded: the order
 * is removed and its quantity put back in stock. Answers 0 when the order is gone already.
 */
export async function cancelPaidOrder(id: string): Promise<{ deletedCount: number }> {
  const { tools, orders } = await getCollections();
  const removed = await orders.findOneAndDelete({ _id: new ObjectId(id), paid: true });
  if (!removed) return { deletedCount: 0 };
  await tools.updateOne({ _id: removed.toolId }, { $inc: { availableQuantity: removed.quantity } });
  return { deletedCount: 1 };
}

export async function rememberPaymentIntent(orderId: string, paymentIntentId: string): Promise<void> {
  const { orders } = await getCollections();
  await orders.updateOne({ _id: new ObjectId(orderId), status: "unpaid" }, { $set: { paymentIntentId } });
}

/**
 * Records a verified payment: the order becomes paid and Pending (awaiting shipment).
 * Only an unpaid order changes, so a replayed confirmation changes nothing.
 */
export async function markOrderPaid(orderId: string, paymentIntentId: string): Promise<{ modifiedCount: number }> {
  const { orders } = await getCollections();
  const { modifiedCount } = await orders.updateOne(
    { _id: new ObjectId(orderId), status: "unpaid" },
    { $set: { paid: true, status: "pending", transactionId: paymentIntentId, paymentIntentId, paidAt: new Date() } },
  );
  return { modifiedCount };
}
