import "server-only";

import { countUnpaidOrdersOf, deleteUnpaidOrder, type Order } from "@/lib/data/orders";
import { apiMessage, conflict } from "@/lib/errors";

/**
 * How many orders one account may leave waiting for their payment. Each holds its parts for the
 * hold time and texts a phone nobody confirmed: uncapped, one account placing and cancelling in a
 * loop could keep parts off sale and text any number it likes.
 */
export const MAX_UNPAID_ORDERS = 3;

const tooManyUnpaid = () => conflict(apiMessage("orders.tooManyUnpaid", { max: MAX_UNPAID_ORDERS }));

/** Refuses an order paid online before any stock is held for it, when the buyer's unpaid orders are at the cap. */
export async function assertRoomForUnpaidOrder(buyerEmail: string): Promise<void> {
  if ((await countUnpaidOrdersOf(buyerEmail)) >= MAX_UNPAID_ORDERS) throw tooManyUnpaid();
}

/**
 * The same cap, counted again once `order` is stored: racing requests all passed the first check,
 * and each now also sees the others stored before it counts. One that sees too many takes itself
 * back (`giveBackStock` then returns its parts), so the last to count keeps the total within the
 * cap: a race may refuse an order too many, never let one through.
 */
export async function keepWithinUnpaidCap(order: Order, giveBackStock: () => Promise<void>): Promise<void> {
  if ((await countUnpaidOrdersOf(order.BuyerEmail)) <= MAX_UNPAID_ORDERS) return;
  // Already moved on (paid in these milliseconds): it stands.
  if (!(await deleteUnpaidOrder(order._id))) return;
  await giveBackStock();
  throw tooManyUnpaid();
}
