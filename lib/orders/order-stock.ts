import "server-only";

import type { Order } from "@/lib/data/orders";
import { returnStockOfLines } from "@/lib/data/tools";

/** Puts a cancelled or expired order's parts back on sale (the old shop's lines name no product). */
export async function restockOrder(order: Pick<Order, "items">): Promise<void> {
  await returnStockOfLines(order.items.flatMap(({ toolId, quantity }) => (toolId ? [{ toolId, quantity }] : [])));
}
