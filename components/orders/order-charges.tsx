import type { Order } from "@/lib/data/orders";
import { formatPrice } from "@/lib/money";

/** An order's money as rows of a <dl>: the items, the delivery charge and the total paid. */
export function OrderCharges({ order }: { order: Pick<Order, "price" | "deliveryCharge" | "total"> }) {
  return (
    <>
      <dt className="text-slate-500">Items</dt>
      <dd className="font-semibold">{formatPrice(order.price)}</dd>
      <dt className="text-slate-500">Delivery</dt>
      <dd className="font-semibold">{order.deliveryCharge > 0 ? formatPrice(order.deliveryCharge) : "Free"}</dd>
      <dt className="border-t pt-3 text-base font-bold">Total</dt>
      <dd className="border-t pt-3 text-base font-extrabold text-brand-700">{formatPrice(order.total)}</dd>
    </>
  );
}
