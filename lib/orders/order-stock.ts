import "server-only";

import { revalidateTagOutsideRequests } from "@/lib/cache/outside-requests";
import { cacheTags } from "@/lib/data/cache-tags";
import type { Order } from "@/lib/data/orders";
import { returnStockOfLines } from "@/lib/data/tools";

/**
 * Puts a cancelled, refused or expired order's parts back on sale (the old shop's lines name no
 * product), and the cached catalogue with them on the next request. Here rather than in each route,
 * since the unpaid-order sweep and the courier poll restock outside any request.
 */
export async function restockOrder(order: Pick<Order, "items">): Promise<void> {
  await returnStockOfLines(order.items.flatMap(({ toolId, quantity }) => (toolId ? [{ toolId, quantity }] : [])));
  await revalidateTagOutsideRequests(cacheTags.tools);
}
