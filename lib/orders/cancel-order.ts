import "server-only";

import { apiMessage, conflict } from "@/lib/errors";
import type { Order } from "@/lib/data/orders";
import { issueOrderDocuments } from "@/lib/invoices/issue";
import { restockOrder } from "@/lib/orders/order-stock";
import { recordPayment } from "@/lib/orders/record-payment";
import { assertCanMove, transition } from "@/lib/orders/transition";
import { refundInFull } from "@/lib/orders/refund-once";
import { whileClaimedForShipping } from "@/lib/orders/ship-claim";
import { closeOpenPayment } from "@/lib/payments/gateways";

/**
 * Cancels an order, the one place for who may and what happens to the money. The buyer
 * cancels an unpaid or cash-on-delivery order before it ships; the shop also a paid one.
 * An unpaid order first has its open payment closed (if it has just been paid, the cancel is
 * refused, so whoever asked decides again knowing that); a paid one, say for a part that ran
 * out, is refunded in full first, to the card or wallet it came from. The order is kept, cancelled, and its quantity goes back in
 * stock. An invoiced order gets a credit note for the whole invoice.
 */
export async function cancelOrder(order: Order, by: "buyer" | "shop"): Promise<Order> {
  if (by === "buyer" && order.status === "paid") throw conflict(apiMessage("orders.paidNotCancellable"));
  assertCanMove(order, "cancelled", by);
  if (order.status === "unpaid") {
    const payment = await closeOpenPayment(order);
    if (payment) {
      await recordPayment(order, payment);
      throw conflict(apiMessage("orders.justPaid"));
    }
  }
  const cancel = async () => {
    // Refunded before the order moves: a refund that fails leaves a paid order, never a
    // cancelled one whose money was kept. Each refund has the order's key, so a retry is safe,
    // and is claimed first, so two cancels at once make one refund call.
    const cancelled = await transition(order, "cancelled", by, await refundInFull(order));
    await restockOrder(order);
    await issueOrderDocuments(cancelled);
    return cancelled;
  };
  // An order ready to ship is not cancelled while a parcel is booked or shipped for it, nor the other way round.
  const readyToShip = order.status === "paid" || order.status === "confirmed";
  return readyToShip ? whileClaimedForShipping(order, "cancelled", CANCEL_CLAIM_MS, cancel) : cancel();
}

/** Long enough for a refund at the gateway. */
const CANCEL_CLAIM_MS = 60_000;
