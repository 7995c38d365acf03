import type { Order } from "@/lib/data/orders";

/** "With Pathao, tracking PT-1": once an order has been handed to a courier. */
export function ShipmentNote({ order }: { order: Pick<Order, "courier" | "trackingNumber"> }) {
  if (!order.courier) return null;
  return (
    <span className="block text-xs text-slate-600">
      With {order.courier}
      {order.trackingNumber && (
        <>
          , tracking <span className="font-mono">{order.trackingNumber}</span>
        </>
      )}
    </span>
  );
}
