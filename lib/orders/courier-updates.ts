import "server-only";

import { addCourierEvent, recordCourierStatus } from "@/lib/data/courier-parcels";
import { moveOrder, type Order } from "@/lib/data/orders";
import { issueOrderDocuments } from "@/lib/invoices/issue";
import { orderStatusFor } from "@/lib/couriers/courier";
import { canMove } from "@/lib/orders/lifecycle";
import { notifyOrder } from "@/lib/orders/notify";
import { restockOrder } from "@/lib/orders/order-stock";
import { whileClaimedOnItsWay } from "@/lib/orders/ship-claim";
import { refundInFull } from "@/lib/orders/refund-once";

/** Steadfast stamps its notices to the second: the shop's own stamps are cut to match, so they compare alike. */
export const courierClock = (at = Date.now()) => new Date(Math.floor(at / 1000) * 1000);

/** What a courier says of a parcel, by webhook or when the poll asks. */
export type CourierNotice = {
  consignmentId: string;
  /** Its delivery status (Steadfast's delivery_status), when the notice carries one. */
  deliveryStatus?: string;
  /** A message for the parcel's timeline ("Reached the Mirpur hub"). */
  message?: string;
  /** When the courier said it. */
  at: Date;
  /** The cash it reports collected, in taka. */
  collectedBdt?: number;
};

/** ignored: not this order's parcel; recorded: noted, the order stays; delivered or returned: the order moved. */
export type NoticeOutcome = "ignored" | "recorded" | "delivered" | "returned";

/**
 * Applies a courier's notice to the order it names. Only the order's own consignment counts.
 * A delivered parcel makes the order delivered (a cash order paid, with what was collected);
 * a cancelled one brings it back to the shop, its parts back in stock, its invoice credited and an
 * online payment refunded.
 * Every write is conditional, so the same notice twice, or a webhook and the poll at once, change
 * it once.
 */
export async function applyCourierNotice(order: Order, notice: CourierNotice): Promise<NoticeOutcome> {
  if (!order.consignmentId || order.consignmentId !== notice.consignmentId) return "ignored";
  if (notice.message)
    await addCourierEvent(order._id, notice.consignmentId, {
      key: `${notice.at.toISOString()}:${notice.deliveryStatus ?? ""}:${notice.message}`,
      message: notice.message,
      at: notice.at,
    });
  if (!notice.deliveryStatus) return "recorded";
  await recordCourierStatus(order._id, notice.consignmentId, notice.deliveryStatus, notice.at);
  const to = orderStatusFor(notice.deliveryStatus);
  if (!to || !canMove(order.status, to, "courier")) return "recorded";
  const collected = notice.collectedBdt === undefined ? {} : { collectedBdt: notice.collectedBdt };
  const cashPaid = to === "delivered" && order.paymentMethod === "cod" ? { paid: true, paidAt: new Date() } : {};
  // The status that moved the order is its status, whatever the clocks said of the ones before.
  const status = { courierStatus: notice.deliveryStatus, courierStatusAt: notice.at };
  // One ending at a time (lib/orders/ship-claim.ts): while the admin's, or another notice's, is under
  // way this one is only recorded, and the next notice or poll finds the order as that one left it.
  const moved = await whileClaimedOnItsWay(
    order,
    to,
    async () => {
      // A parcel paid for online that comes back is refunded first; if the gateway fails, the order
      // stays shipped and the next notice or poll tries again.
      let refund = {};
      if (to === "returned") {
        try {
          refund = await refundInFull(order);
        } catch (error) {
          console.error(`Refund of returned order ${order._id} failed; the next courier check tries again.`, error);
          return null;
        }
      }
      return moveOrder(order._id, order.status, to, { ...collected, ...cashPaid, ...status, ...refund });
    },
    async () => null,
  );
  // Null: the refund failed, or another notice (or the poll) moved it first and did what follows.
  if (!moved) return "recorded";
  if (to === "returned") {
    await restockOrder(moved);
    await issueOrderDocuments(moved);
  }
  await notifyOrder(moved, to);
  return to;
}
