import { getTranslations } from "next-intl/server";

import type { Order } from "@/lib/data/orders";

/** "With Pathao, tracking PT-1": once an order has been handed to a courier. */
export async function ShipmentNote({ order }: { order: Pick<Order, "courier" | "trackingNumber"> }) {
  if (!order.courier) return null;
  const t = await getTranslations("orders.shipment");
  return (
    <span className="block text-xs text-slate-600">
      {t("with", { courier: order.courier })}
      {order.trackingNumber && (
        <>
          {t("tracking")} <span className="font-mono">{order.trackingNumber}</span>
        </>
      )}
    </span>
  );
}
