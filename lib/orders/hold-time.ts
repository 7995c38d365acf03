import "server-only";

import type { Order } from "@/lib/data/orders";
import { env } from "@/lib/env";
import { apiMessage } from "@/lib/errors";

/**
 * An order paid online (card or wallet) takes its parts out of stock when it is placed; if it
 * is never paid they are held for this long (UNPAID_ORDER_HOLD_MINUTES, default 30) and then
 * go back on sale (lib/orders/unpaid-hold.ts).
 */
export const unpaidHoldMinutes = () => env().UNPAID_ORDER_HOLD_MINUTES;

export function holdEndsAt(order: Pick<Order, "createdAt">): Date {
  return new Date(new Date(order.createdAt).getTime() + unpaidHoldMinutes() * 60_000);
}

/** What the buyer is told by the API about an expired order, in their language. */
export const expiredError = () => apiMessage("orders.expired", { minutes: unpaidHoldMinutes() });
