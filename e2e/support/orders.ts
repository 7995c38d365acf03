import type { APIRequestContext } from "@playwright/test";

import { toolNamed } from "./catalogue";
import { confirmedPhoneOf } from "./phones";

/** One part of an order, priced when it was placed: dollars, and whole taka at the order's rate. */
export type OrderLineJson = {
  toolId: string | null;
  toolName: string;
  quantity: number;
  unitPrice: number;
  price: number;
  unitPriceBdt: number;
  priceBdt: number;
};

export type OrderJson = {
  _id: string;
  orderNumber: number;
  items: OrderLineJson[];
  /** The lines' names, joined (the spec's field), and the units over all lines. */
  toolName: string;
  quantity: number;
  BuyerPhone: string;
  price: number;
  deliveryCharge: number;
  total: number;
  bdtPerUsd: number;
  priceBdt: number;
  deliveryChargeBdt: number;
  totalBdt: number;
  paid: boolean;
  transactionId: string | null;
  status: string;
  paymentMethod: "card" | "cod" | "sslcommerz";
  refunded?: boolean;
  refundReference?: string;
  paidAt: string | null;
  timeline: { status: string; at: string }[];
};

/** Where test orders go: what the order form sends besides the tool and quantity. */
export const delivery = {
  BuyerPhone: "01711000000",
  district: "Dhaka",
  area: "Mirpur",
  address: "House 12, Road 3",
} as const;

/**
 * Where a cash order goes: to a phone the request context's account confirmed by SMS, as cash on
 * delivery requires; other orders to the usual test address.
 */
export async function deliveryFor(
  request: APIRequestContext,
  paymentMethod: OrderJson["paymentMethod"] | undefined,
): Promise<Record<keyof typeof delivery, string>> {
  return paymentMethod === "cod" ? { ...delivery, BuyerPhone: await confirmedPhoneOf(request) } : delivery;
}

/** Places an order through the API for the signed-in request context; by card unless told otherwise. */
export async function postOrder(
  request: APIRequestContext,
  order: { toolId: string; quantity: number; paymentMethod?: OrderJson["paymentMethod"] },
): Promise<{ insertedId: string; orderNumber: number }> {
  const address = await deliveryFor(request, order.paymentMethod);
  const response = await request.post("/api/order", { data: { ...address, ...order } });
  if (response.status() !== 201) throw new Error(`order failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as { insertedId: string; orderNumber: number };
}

/** Places an order for a seeded tool, at its minimum quantity unless told otherwise. */
export async function placeOrder(
  request: APIRequestContext,
  toolName = "Chain and Sprocket Kit 428H",
  quantity?: number,
) {
  const tool = await toolNamed(request, toolName);
  const { insertedId } = await postOrder(request, { toolId: tool._id, quantity: quantity ?? tool.orderQuantity });
  return { orderId: insertedId, tool };
}

/**
 * Orders several parts as one order, as the basket does: puts each in the signed-in request
 * context's cart (PUT /api/cart), then orders the cart; by card unless told otherwise.
 */
export async function postCartOrder(
  request: APIRequestContext,
  lines: { toolId: string; quantity: number }[],
  paymentMethod: OrderJson["paymentMethod"] = "card",
): Promise<{ insertedId: string; orderNumber: number }> {
  for (const line of lines) {
    const put = await request.put("/api/cart", { data: line });
    if (!put.ok()) throw new Error(`cart failed: ${put.status()} ${await put.text()}`);
  }
  const address = await deliveryFor(request, paymentMethod);
  const response = await request.post("/api/order", { data: { ...address, fromCart: true, paymentMethod } });
  if (response.status() !== 201) throw new Error(`cart order failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as { insertedId: string; orderNumber: number };
}

export async function readOrder(request: APIRequestContext, orderId: string): Promise<OrderJson> {
  return (await (await request.get(`/api/order/${orderId}`)).json()) as OrderJson;
}
