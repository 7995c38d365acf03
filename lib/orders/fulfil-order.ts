import "server-only";

import { apiMessage, conflict } from "@/lib/errors";
import { clearPaymentReview, type Order } from "@/lib/data/orders";
import { issueOrderDocuments } from "@/lib/invoices/issue";
import { formatOrderNumber } from "@/lib/orders/lifecycle";
import { restockOrder } from "@/lib/orders/order-stock";
import { refundInFull } from "@/lib/orders/refund-once";
import { whileClaimedForShipping, whileClaimedOnItsWay } from "@/lib/orders/ship-claim";
import { transition } from "@/lib/orders/transition";
import type { OrderUpdate } from "@/lib/validations/order";

/**
 * The shop's steps after an order is paid or confirmed: hand it to a courier, then mark it
 * delivered, or returned when the rider refused it at the door (its parts back in stock, a card or
 * wallet payment refunded in full first, as a cancel's is). A
 * cash-on-delivery order is paid when it is delivered. A payment the gateway called risky is
 * accepted first, after the shop has checked it; a cash order held for a call is confirmed once called.
 * Each move that sells or undoes a sale issues its invoice or credit note.
 */
export async function fulfilOrder(order: Order, update: OrderUpdate): Promise<Order> {
  const number = formatOrderNumber(order.orderNumber);
  if (update.status === "paid") {
    const accepted = await clearPaymentReview(order._id);
    if (!accepted) throw conflict(apiMessage("orders.noPaymentToReview", { number }));
    await issueOrderDocuments(accepted);
    return accepted;
  }
  if (update.status === "confirmed") {
    const confirmed = await transition(order, "confirmed", "shop");
    await issueOrderDocuments(confirmed);
    return confirmed;
  }
  if (update.status === "returned") {
    const returned = await whileClaimedOnItsWay(order, "returned", async () =>
      transition(order, "returned", "shop", await refundInFull(order)),
    );
    await restockOrder(returned);
    await issueOrderDocuments(returned);
    return returned;
  }
  if (update.status === "shipped") {
    if (order.paymentReview) throw conflict(apiMessage("orders.riskyPayment", { number }));
    const fields = { courier: update.courier, trackingNumber: update.trackingNumber };
    return whileClaimedForShipping(order, "shipped", SHIP_CLAIM_MS, () => transition(order, "shipped", "shop", fields));
  }
  const cashCollected = order.paymentMethod === "cod" ? { paid: true, paidAt: new Date() } : {};
  return whileClaimedOnItsWay(order, "delivered", () => transition(order, "delivered", "shop", cashCollected));
}

/** Long enough for the move and the buyer's notice. */
const SHIP_CLAIM_MS = 30_000;
