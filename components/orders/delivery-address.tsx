import type { Order } from "@/lib/data/orders";

/** Who receives the order and where, as the courier's label would read; older orders may have no address. */
export function DeliveryAddress({ order }: { order: Order }) {
  return (
    <address className="not-italic">
      <span className="block font-medium">{order.BuyerName}</span>
      <span className="block">{order.BuyerPhone}</span>
      {order.district ? (
        <span className="block text-slate-600">
          {order.address}, {order.area}, {order.district}
        </span>
      ) : (
        <span className="block text-slate-500">No delivery address was given</span>
      )}
    </address>
  );
}
