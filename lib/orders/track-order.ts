import "server-only";

import { timingSafeEqual } from "node:crypto";

import { hit, trackLookupsPerAddress, trackLookupsPerOrder } from "@/lib/auth/rate-limit";
import { getOrderByNumber, type Order } from "@/lib/data/orders";
import { apiMessage, notFound, rateLimited } from "@/lib/errors";
import { formatOrderNumber, parseOrderNumber, type OrderStatus } from "@/lib/orders/lifecycle";
import { bdMobileSchema } from "@/lib/validations/phone";

/** What anyone holding an order's number and phone may see of it: nothing that names or reaches the buyer beyond a first name. */
export type TrackedOrder = {
  orderNumber: string;
  status: OrderStatus;
  placedAt: string;
  timeline: { status: OrderStatus; at: string }[];
  /** What the courier said of the parcel on its way, oldest first. */
  courierEvents: { message: string; at: string }[];
  courier: string | null;
  trackingCode: string | null;
  district: string | null;
  firstName: string;
};

export const NO_SUCH_ORDER = apiMessage("tracking.noSuchOrder");

function tracked(order: Order): TrackedOrder {
  return {
    orderNumber: formatOrderNumber(order.orderNumber),
    status: order.status,
    placedAt: order.createdAt,
    timeline: order.timeline,
    courierEvents: order.courierEvents ?? [],
    courier: order.courier ?? null,
    trackingCode: order.trackingNumber ?? null,
    district: order.district ?? null,
    firstName: order.BuyerName.trim().split(/\s+/)[0] ?? "",
  };
}

const samePhone = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * The order with this number, if it was placed with this phone. Every lookup counts against
 * the caller's address (TRACK_LOOKUPS_PER_MINUTE) and, when it names an order number, against
 * that number (TRACK_LOOKUPS_PER_ORDER_PER_HOUR), whatever its outcome: a wrong pair, an unknown
 * number and an unreadable one all get the same "no such order".
 */
export async function trackOrder(orderText: string, phoneText: string, clientAddress: string): Promise<TrackedOrder> {
  if (!(await hit(trackLookupsPerAddress(), clientAddress))) throw rateLimited(apiMessage("tracking.tooMany"));
  const orderNumber = parseOrderNumber(orderText.slice(0, 40));
  if (orderNumber === null) throw notFound(NO_SUCH_ORDER);
  if (!(await hit(trackLookupsPerOrder(), String(orderNumber)))) throw rateLimited(apiMessage("tracking.tooMany"));
  const phone = bdMobileSchema.safeParse(phoneText.slice(0, 40));
  const order = phone.success ? await getOrderByNumber(orderNumber) : null;
  if (!order || !phone.success || !samePhone(order.BuyerPhone, phone.data)) throw notFound(NO_SUCH_ORDER);
  return tracked(order);
}
