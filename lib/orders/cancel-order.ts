import "server-only";

import { apiMessage, conflict, notFound } from "@/lib/errors";
import { claimBooking, releaseBooking } from "@/lib/data/courier-parcels";
import { getOrder, type Order } from "@/lib/data/orders";
import { ORDER_NOT_FOUND } from "@/lib/orders/access";
import { formatOrderNumber } from "@/lib/orders/lifecycle";
import { issueOrderDocuments } from "@/lib/invoices/issue";
import { restockOrder } from "@/lib/orders/order-stock";
import { recordPayment } from "@/lib/orders/record-payment";
import { assertCanMove, transition } from "@/lib/orders/transition";
import { refundInFull } from "@/lib/orders/refund-once";
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
  // An order ready to ship is claimed as a booking is (lib/data/courier-parcels.ts): no parcel is
  // booked for it while it is cancelled, and it is not cancelled while one is being booked.
  const claimUntil = new Date(Date.now() + CANCEL_CLAIM_MS);
  if (order.status === "paid" || order.status === "confirmed") await claimAgainstBooking(order, claimUntil);
  try {
    // Refunded before the order moves: a refund that fails leaves a paid order, never a
    // cancelled one whose money was kept. Each refund has the order's key, so a retry is safe,
    // and is claimed first, so two cancels at once make one refund call.
    const cancelled = await transition(order, "cancelled", by, await refundInFull(order));
    await restockOrder(order);
    await issueOrderDocuments(cancelled);
    return cancelled;
  } catch (error) {
    await releaseBooking(order._id, claimUntil);
    throw error;
  }
}

/** Long enough for a refund at the gateway. */
const CANCEL_CLAIM_MS = 60_000;

async function claimAgainstBooking(order: Order, until: Date): Promise<void> {
  if (await claimBooking(order._id, until)) return;
  const now = await getOrder(order._id);
  if (!now) throw notFound(ORDER_NOT_FOUND);
  // Shipped meanwhile, say: the refusal says what it is now.
  assertCanMove(now, "cancelled", "shop");
  throw conflict(apiMessage("orders.busy", { number: formatOrderNumber(order.orderNumber) }));
}
