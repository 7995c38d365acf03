import { randomUUID } from "node:crypto";

import type { APIRequestContext } from "@playwright/test";
import { ObjectId } from "mongodb";

import { adminRequest } from "./admin-session";
import { insertTool, withDb } from "./db";
import { delivery, readOrder, type OrderJson } from "./orders";
import { confirmedPhoneOf, confirmPhone, newPhone } from "./phones";
import { payAtGateway, startWalletPayment } from "./sslcommerz";

export type ReturnJson = {
  _id: string;
  orderId: string;
  orderNumber: number;
  lines: { line: number; toolId: string | null; toolName: string; quantity: number; priceBdt: number; price: number }[];
  reason: string;
  description: string;
  photos: string[];
  refundTo?: Record<string, string>;
  refundBdt: number;
  refund: number;
  includesDelivery: boolean;
  status: "requested" | "approved" | "rejected" | "received" | "refunded";
  timeline: { status: string; at: string; note?: string }[];
  restocked?: boolean;
  refundMethod?: string;
  refundReference?: string;
};

export type OrderWithReturns = OrderJson & { returns: ReturnJson[] };

/** The SMS double's form of a mobile number (8801XXXXXXXXX). */
export const smsNumber = (mobile: string) => `88${mobile}`;

/** Parts of this test alone at these dollar prices, one at a time, 50 in stock. */
export async function newParts(prices: readonly number[]): Promise<string[]> {
  return Promise.all(
    prices.map((price) =>
      insertTool({ name: `Returnable ${randomUUID()}`, orderQuantity: 1, availableQuantity: 50, price }),
    ),
  );
}

/**
 * A delivered order of these parts for the signed-in request context, as the basket orders
 * them (to Dhaka, from `phone`), paid through the SSLCommerz double when by wallet, then shipped
 * and delivered by the admin.
 */
export async function deliveredOrder(
  request: APIRequestContext,
  lines: { toolId: string; quantity: number }[],
  { paymentMethod = "sslcommerz", phone }: { paymentMethod?: "sslcommerz" | "cod"; phone?: string } = {},
): Promise<{ orderId: string; tranId?: string }> {
  // Cash on delivery only to a phone the buyer confirmed by SMS.
  const buyerPhone =
    paymentMethod === "cod"
      ? await (phone ? confirmPhone(request, phone) : confirmedPhoneOf(request))
      : (phone ?? newPhone());
  for (const line of lines) {
    const put = await request.put("/api/cart", { data: line });
    if (!put.ok()) throw new Error(`cart failed: ${put.status()} ${await put.text()}`);
  }
  const placed = await request.post("/api/order", {
    data: { ...delivery, BuyerPhone: buyerPhone, fromCart: true, paymentMethod },
  });
  if (placed.status() !== 201) throw new Error(`order failed: ${placed.status()} ${await placed.text()}`);
  const { insertedId: orderId } = (await placed.json()) as { insertedId: string };
  const tranId = paymentMethod === "sslcommerz" ? (await startWalletPayment(request, orderId)).tranId : undefined;
  if (tranId) await payAtGateway(tranId);
  await deliver(orderId);
  return { orderId, ...(tranId && { tranId }) };
}

/** The admin ships the order by hand and marks it delivered. */
export async function deliver(orderId: string): Promise<void> {
  const admin = await adminRequest();
  try {
    for (const data of [{ status: "shipped", courier: "Pathao", trackingNumber: "PTH-R" }, { status: "delivered" }]) {
      const moved = await admin.patch(`/api/allorder/${orderId}`, { data });
      if (!moved.ok()) throw new Error(`${data.status} failed: ${moved.status()} ${await moved.text()}`);
    }
  } finally {
    await admin.dispose();
  }
}

/** Dates the order's delivery `days` back, as if the window had been running that long. */
export async function deliveredDaysAgo(orderId: string, days: number): Promise<void> {
  const at = new Date(Date.now() - days * 24 * 3_600_000);
  await withDb(async (db) => {
    const orders = db.collection<{ timeline: { status: string; at: Date }[] }>("orders");
    const order = await orders.findOne({ _id: new ObjectId(orderId) });
    if (!order) throw new Error(`no order ${orderId}`);
    const timeline = order.timeline.map((step) => (step.status === "delivered" ? { ...step, at } : step));
    await orders.updateOne({ _id: new ObjectId(orderId) }, { $set: { timeline } });
  });
}

export async function readOrderWithReturns(request: APIRequestContext, orderId: string): Promise<OrderWithReturns> {
  return (await readOrder(request, orderId)) as OrderWithReturns;
}

/** A valid request's body, for the lines given. */
export const returnBody = (lines: { line: number; quantity: number }[], extra: Record<string, unknown> = {}) => ({
  lines,
  reason: "doesNotFit",
  description: "The sprocket has 42 teeth; my bike takes 41.",
  ...extra,
});

/** Asks for a return as the request context; throws unless it is taken. */
export async function requestReturn(
  request: APIRequestContext,
  orderId: string,
  body: Record<string, unknown>,
): Promise<ReturnJson> {
  const response = await request.post(`/api/order/${orderId}/returns`, { data: body });
  if (response.status() !== 201) throw new Error(`return failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as ReturnJson;
}
