import type { APIRequestContext } from "@playwright/test";

import { toolNamed } from "./catalogue";

export type OrderJson = {
  _id: string;
  price: number;
  paid: boolean;
  transactionId: string | null;
  status: string;
  paidAt: string | null;
};

/** Places an order through the API for the signed-in request context. */
export async function placeOrder(
  request: APIRequestContext,
  toolName = "Chain and Sprocket Kit 428H",
  quantity?: number,
) {
  const tool = await toolNamed(request, toolName);
  const response = await request.post("/api/order", {
    data: { toolId: tool._id, quantity: quantity ?? tool.orderQuantity, BuyerPhone: "01711000000" },
  });
  if (response.status() !== 201) throw new Error(`order failed: ${response.status()} ${await response.text()}`);
  const { insertedId } = (await response.json()) as { insertedId: string };
  return { orderId: insertedId, tool };
}

export async function readOrder(request: APIRequestContext, orderId: string): Promise<OrderJson> {
  return (await (await request.get(`/api/order/${orderId}`)).json()) as OrderJson;
}
