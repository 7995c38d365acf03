import "server-only";

import { timingSafeEqual } from "node:crypto";

import { hit, isLimited, trackLookupsPerAddress, trackLookupsPerOrder } from "@/lib/auth/rate-limit";
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
 * The order with this number, if it was placed with this phone. Every lookup counts against the
 * caller's address (TRACK_LOOKUPS_PER_MINUTE); a lookup that finds nothing counts against the
 * number it named too (TRACK_LOOKUPS_PER_ORDER_PER_HOUR), and once a number has had that many,
 * it is refused from anywhere, so guesses spread over many addresses stop as well. A rider who
 * looks their order up again and again never counts there. A wrong pair, an unknown number and an
 * unreadable one all get the same "no such order".
 */
export async function trackOrder(orderText: string, phoneText: string, clientAddress: string): Promise<TrackedOrder> {
  if (!(await hit(trackLookupsPerAddress(), clientAddress))) throw rateLimited(apiMessage("tracking.tooMany"));
  const orderNumber = parseOrderNumber(orderText.slice(0, 40));
  if (orderNumber === null) throw notFound(NO_SUCH_ORDER);
  const guessed = String(orderNumber);
  if (await isLimited(trackLookupsPerOrder(), guessed)) throw rateLimited(apiMessage("tracking.tooManyForOrder"));
  const phone = bdMobileSchema.safeParse(phoneText.slice(0, 40));
  const order = phone.success ? await getOrderByNumber(orderNumber) : null;
  if (!order || !phone.success || !samePhone(order.BuyerPhone, phone.data)) {
    await hit(trackLookupsPerOrder(), guessed);
    throw notFound(NO_SUCH_ORDER);
  }
  return tracked(order);
}
