import "server-only";

import type { Order } from "@/lib/data/orders";
import { returnStock, takeStock, type Tool } from "@/lib/data/tools";

export type StockRequest = { toolId: string; quantity: number };

/**
 * Takes every line's quantity out of stock, all or nothing: each line is one atomic update
 * that checks what is left (lib/data/tools.ts), and when one cannot be taken the lines already
 * taken go back. So two buyers racing for the last units never drive stock below zero, and
 * without a multi-document transaction. Returns each tool as it was when taken, in the lines'
 * order, or the first line that could not be taken.
 */
export async function takeStockForLines(
  lines: readonly StockRequest[],
): Promise<{ taken: Tool[] } | { failed: StockRequest }> {
  const results = await Promise.all(lines.map((line) => takeStock(line.toolId, line.quantity)));
  const failedAt = results.findIndex((tool) => !tool);
  if (failedAt === -1) return { taken: results as Tool[] };
  await Promise.all(lines.map((line, index) => (results[index] ? returnStock(line.toolId, line.quantity) : null)));
  return { failed: lines[failedAt]! };
}

export async function returnStockForLines(lines: readonly StockRequest[]): Promise<void> {
  await Promise.all(lines.map((line) => returnStock(line.toolId, line.quantity)));
}

/** Puts a cancelled or expired order's parts back on sale (the old shop's lines name no product). */
export async function restockOrder(order: Pick<Order, "items">): Promise<void> {
  await returnStockForLines(order.items.flatMap(({ toolId, quantity }) => (toolId ? [{ toolId, quantity }] : [])));
}
