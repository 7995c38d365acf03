import "server-only";

import type { Courier, Parcel } from "@/lib/couriers/courier";
import { steadfast } from "@/lib/couriers/steadfast/client";
import { claimBooking, releaseBooking } from "@/lib/data/courier-parcels";
import { getOrder, moveOrder, type Order } from "@/lib/data/orders";
import { env } from "@/lib/env";
import { apiMessage, conflict, notFound, unavailable } from "@/lib/errors";
import { ORDER_NOT_FOUND } from "@/lib/orders/access";
import { formatOrderNumber } from "@/lib/orders/lifecycle";
import { courierClock } from "@/lib/orders/courier-updates";
import { notifyOrder } from "@/lib/orders/notify";
import { assertCanMove } from "@/lib/orders/transition";

/** Longer than the courier's two calls can take (10 s each): a claim older than this was abandoned. */
const BOOKING_CLAIM_MS = 60_000;

/** What the courier collects at the door: the taka total of an unpaid (cash) order, whole taka; nothing once paid. */
export const cashToCollectBdt = (order: Pick<Order, "paid" | "totalBdt">) =>
  order.paid ? 0 : Math.round(order.totalBdt);

const addressLimit = 250;

/** The parcel the courier is asked to carry for an order: the order number as its invoice. */
export function parcelFor(order: Order): Parcel {
  const number = formatOrderNumber(order.orderNumber);
  if (!order.district || !order.address || !order.area) throw conflict(apiMessage("courier.noAddress", { number }));
  const units = order.quantity === 1 ? "1 item" : `${order.quantity} items`;
  return {
    invoice: number,
    recipientName: order.BuyerName.slice(0, 100),
    recipientPhone: order.BuyerPhone,
    recipientAddress: `${order.address}, ${order.area}, ${order.district}`.slice(0, addressLimit),
    codAmountBdt: cashToCollectBdt(order),
    note: `MotoForge order ${number}: ${units}`,
  };
}

/**
 * Books an order's parcel with the courier (Steadfast) and ships the order with it: the order
 * stores the consignment and tracking code, and the buyer is told with the tracking link.
 *
 * Once only, however often it is asked: the booking is claimed on the order first (a second
 * click or another admin meanwhile gets a 409), the courier is asked by invoice before a parcel
 * is created (a retry after a lost answer finds the first one), and an order booked already is
 * answered as it is. A refusal or silence from the courier leaves the order as it was (502).
 */
export async function bookCourier(order: Order, courier: Courier | null = steadfast()): Promise<Order> {
  if (!courier) throw unavailable(apiMessage("courier.notConfigured"));
  if (order.consignmentId) return order;
  const number = formatOrderNumber(order.orderNumber);
  assertCanMove(order, "shipped", "shop");
  if (order.paymentReview) throw conflict(apiMessage("orders.riskyPayment", { number }));
  const parcel = parcelFor(order);

  const claimUntil = new Date(Date.now() + BOOKING_CLAIM_MS);
  const claimed = await claimBooking(order._id, claimUntil);
  if (!claimed) return answerUnclaimed(order._id, number);
  try {
    const consignment = (await courier.findByInvoice(parcel.invoice)) ?? (await courier.book(parcel));
    const now = Date.now();
    const shipped = await moveOrder(claimed._id, claimed.status, "shipped", {
      courier: courier.name,
      trackingNumber: consignment.trackingCode,
      consignmentId: consignment.consignmentId,
      trackingCode: consignment.trackingCode,
      courierStatus: consignment.deliveryStatus,
      courierStatusAt: courierClock(now),
      courierCheckDueAt: new Date(now + env().COURIER_POLL_MINUTES * 60_000),
    });
    if (!shipped) {
      // Cancelled while the courier was booking: the parcel must be cancelled with the courier by hand.
      console.error(`Order ${number} changed while ${courier.name} booked ${consignment.consignmentId} for it`);
      return answerUnclaimed(claimed._id, number);
    }
    await notifyOrder(shipped, "shipped");
    return shipped;
  } catch (error) {
    await releaseBooking(claimed._id, claimUntil);
    throw error;
  }
}

/** Someone else booked it (their answer stands) or is booking it now, or the order moved on. */
async function answerUnclaimed(orderId: string, number: string): Promise<Order> {
  const now = await getOrder(orderId);
  if (!now) throw notFound(ORDER_NOT_FOUND);
  if (now.consignmentId) return now;
  // Shipped by hand, cancelled...: the refusal says what it is now.
  if (now.status !== "paid" && now.status !== "confirmed") assertCanMove(now, "shipped", "shop");
  throw conflict(apiMessage("courier.bookingInProgress", { number }));
}
