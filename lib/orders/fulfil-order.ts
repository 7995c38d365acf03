import "server-only";

import type { Order } from "@/lib/data/orders";
import { transition } from "@/lib/orders/transition";
import type { OrderUpdate } from "@/lib/validations/order";

/**
 * The shop's steps after an order is paid or confirmed: hand it to a courier, then mark it
 * delivered. A cash-on-delivery order is paid when it is delivered.
 */
export function fulfilOrder(order: Order, update: OrderUpdate): Promise<Order> {
  if (update.status === "shipped") {
    return transition(order, "shipped", "shop", { courier: update.courier, trackingNumber: update.trackingNumber });
  }
  const cashCollected = order.paymentMethod === "cod" ? { paid: true, paidAt: new Date() } : {};
  return transition(order, "delivered", "shop", cashCollected);
}
