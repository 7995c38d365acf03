import { stockLevel } from "@/lib/stock";
import { cn } from "@/lib/utils";

/** "Only N left" or "Out of stock", or nothing while there is plenty. */
export function StockBadge({
  tool,
  className,
}: {
  tool: { availableQuantity: number; orderQuantity: number };
  className?: string;
}) {
  const { state, label } = stockLevel(tool);
  if (!label) return null;
  return (
    <span
      className={cn(
        "inline-flex w-fit items-center rounded-full px-2.5 py-0.5 text-xs font-bold",
        state === "out" ? "bg-red-100 text-red-800" : "bg-amber-100 text-amber-900",
        className,
      )}
    >
      {label}
    </span>
  );
}
