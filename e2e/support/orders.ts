import type { APIRequestContext } from "@playwright/test";

import { toolNamed } from "./catalogue";

export type OrderJson = {
  _id: string;
  orderNumber: number;
  BuyerPhone: string;
  price: number;
  deliveryCharge: number;
  total: number;
  paid: boolean;
  transactionId: string | null;
  status: string;
  paymentMethod: "card" | "cod" | "sslcommerz";
  paymentAttempts?: string[];
  refunded?: boolean;
  refundReference?: string;
  paymentReview?: boolean;
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

/** Places an order through the API for the signed-in request context; by card unless told otherwise. */
export async function postOrder(
  request: APIRequestContext,
  order: { toolId: string; quantity: number; paymentMethod?: OrderJson["paymentMethod"] },
): Promise<{ insertedId: string; orderNumber: number }> {
  const response = await request.post("/api/order", { data: { ...delivery, ...order } });
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

export async function readOrder(request: APIRequestContext, orderId: string): Promise<OrderJson> {
  return (await (await request.get(`/api/order/${orderId}`)).json()) as OrderJson;
}
