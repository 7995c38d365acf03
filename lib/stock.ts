/** At or below this many units a product says how few are left, and Manage products flags it. */
const LOW_STOCK = 20;

/** How a stock level reads is in the `tool` messages (StockBadge), in the page's language. */
export type StockLevel = "out" | "low" | "plenty";

/**
 * How a product's stock reads to shoppers. It is out of stock when fewer than its minimum
 * order are left, since nobody can order it then.
 */
export function stockLevel(tool: { availableQuantity: number; orderQuantity: number }): StockLevel {
  if (tool.availableQuantity < Math.max(1, tool.orderQuantity)) return "out";
  if (tool.availableQuantity <= LOW_STOCK) return "low";
  return "plenty";
}
