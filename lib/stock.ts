/** At or below this many units a product says how few are left, and Manage products flags it. */
const LOW_STOCK = 20;

export type StockLevel = { state: "out" | "low" | "plenty"; label: string | null };

/**
 * How a product's stock reads to shoppers. It is out of stock when fewer than its minimum
 * order are left, since nobody can order it then.
 */
export function stockLevel(tool: { availableQuantity: number; orderQuantity: number }): StockLevel {
  if (tool.availableQuantity < Math.max(1, tool.orderQuantity)) return { state: "out", label: "Out of stock" };
  if (tool.availableQuantity <= LOW_STOCK) return { state: "low", label: `Only ${tool.availableQuantity} left` };
  return { state: "plenty", label: null };
}
