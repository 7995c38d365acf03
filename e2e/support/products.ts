import { randomUUID } from "node:crypto";

import type { APIRequestContext } from "@playwright/test";

import { postOrder } from "./orders";

export type ProductBody = {
  name: string;
  shortDescription: string;
  orderQuantity: number;
  availableQuantity: number;
  price: number;
  category: "parts" | "accessories" | "tools" | "safety-gear";
  image: string;
  universal?: boolean;
  fits?: { make: string; model: string; years: [number, number] }[];
  vatRate?: 0 | 5 | 7.5 | 15 | null;
};

/** A valid Add product body with a unique name, for one test. */
export function newProduct(overrides: Partial<ProductBody> = {}): ProductBody {
  return {
    name: `E2E Brake Lever ${randomUUID().slice(0, 8)}`,
    shortDescription: "Forged aluminium brake lever made for one test.",
    orderQuantity: 2,
    availableQuantity: 30,
    price: 12.5,
    category: "parts",
    image: "/images/tools/brake-pads.svg",
    ...overrides,
  };
}

/** Adds a product through the API as the (admin) request context; returns its id. */
export async function addProduct(request: APIRequestContext, body: ProductBody = newProduct()): Promise<string> {
  const response = await request.post("/api/tools", { data: body });
  if (response.status() !== 201) throw new Error(`add product failed: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { insertedId: string }).insertedId;
}

/**
 * Orders a tool by id for the signed-in request context. (support/orders.ts finds tools by
 * name through the cached catalogue list, which may not show a tool inserted into the
 * database a moment ago.)
 */
export async function orderTool(request: APIRequestContext, toolId: string, quantity: number): Promise<string> {
  return (await postOrder(request, { toolId, quantity })).insertedId;
}
