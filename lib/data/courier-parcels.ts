import "server-only";

import type { Filter } from "mongodb";

import { getCollections, type CourierEventDocument, type OrderDocument } from "@/lib/db/collections";
import { objectIdFrom } from "@/lib/data/object-id";
import { toOrder, type Order } from "@/lib/data/orders";

/**
 * The orders' side of parcels booked through a courier's API: the booking claim, what the
 * courier says of the parcel, and which parcels the poll asks about. Each write is one
 * conditional update, so replays and racing callers change nothing twice.
 */

/** The orders' two claims: a booking (or cancel) of an order ready to ship, and the end of a shipped one's way. */
type ClaimField = "bookingClaimUntil" | "arrivalClaimUntil";

/** Sets `field` to `until` on the order if it is in `state` and no live claim of that kind holds it. */
async function claim(orderId: string, field: ClaimField, state: Filter<OrderDocument>, until: Date) {
  const _id = objectIdFrom(orderId);
  if (!_id) return null;
  const { orders } = await getCollections();
  const claimed = await orders.findOneAndUpdate(
    { _id, ...state, $or: [{ [field]: { $exists: false } }, { [field]: { $lte: new Date() } }] },
    { $set: { [field]: until } },
    { returnDocument: "after" },
  );
  return claimed ? toOrder(claimed) : null;
}

/** Lets go of the claim taken until `until`, if it is still that one: a later claim is left alone. */
async function release(orderId: string, field: ClaimField, until: Date): Promise<void> {
  const _id = objectIdFrom(orderId);
  if (!_id) return;
  const { orders } = await getCollections();
  await orders.updateOne({ _id, [field]: until }, { $unset: { [field]: "" } });
}

/**
 * Claims the booking of an order for one caller until `until`: only an order ready to ship,
 * not booked yet, and not claimed by a live booking. Null when another caller holds it (or the
 * order is not bookable any more). A cancel holds the same claim, so neither starts while the
 * other is under way.
 */
export const claimBooking = (orderId: string, until: Date): Promise<Order | null> =>
  claim(
    orderId,
    "bookingClaimUntil",
    { status: { $in: ["paid", "confirmed"] }, consignmentId: { $exists: false } },
    until,
  );

/** Lets a booking that failed go, so the admin may try again at once. */
export const releaseBooking = (orderId: string, until: Date) => release(orderId, "bookingClaimUntil", until);

/**
 * Claims the end of a shipped order's way for one caller until `until`: marking it delivered, or
 * returned with its payment refunded first. Null when another caller holds it, or the order is not
 * on its way any more.
 */
export const claimArrival = (orderId: string, until: Date): Promise<Order | null> =>
  claim(orderId, "arrivalClaimUntil", { status: "shipped" }, until);

export const releaseArrival = (orderId: string, until: Date) => release(orderId, "arrivalClaimUntil", until);

/** Records the courier's status of the parcel, unless a newer one is recorded already. */
export async function recordCourierStatus(
  orderId: string,
  consignmentId: string,
  status: string,
  at: Date,
): Promise<void> {
  const _id = objectIdFrom(orderId);
  if (!_id) return;
  const { orders } = await getCollections();
  await orders.updateOne(
    { _id, consignmentId, $or: [{ courierStatusAt: { $exists: false } }, { courierStatusAt: { $lte: at } }] },
    { $set: { courierStatus: status, courierStatusAt: at } },
  );
}

/** Adds the courier's message to the parcel's events, once per `key`. */
export async function addCourierEvent(orderId: string, consignmentId: string, event: CourierEventDocument) {
  const _id = objectIdFrom(orderId);
  if (!_id) return;
  const { orders } = await getCollections();
  await orders.updateOne(
    { _id, consignmentId, "courierEvents.key": { $ne: event.key } },
    { $push: { courierEvents: event } },
  );
}

/** Shipped parcels whose check is due, longest waiting first. */
export async function listParcelsDueCheck(now: Date, limit: number): Promise<Order[]> {
  const { orders } = await getCollections();
  const docs = await orders
    .find({ status: "shipped", courierCheckDueAt: { $lte: now } })
    .sort({ courierCheckDueAt: 1 })
    .limit(limit)
    .toArray();
  return docs.map(toOrder);
}

/** Takes the check of one parcel, pushing its next one to `next`; false when it is not due (taken by another). */
export async function takeParcelCheck(orderId: string, now: Date, next: Date): Promise<boolean> {
  const _id = objectIdFrom(orderId);
  if (!_id) return false;
  const { orders } = await getCollections();
  const { modifiedCount } = await orders.updateOne(
    { _id, status: "shipped", courierCheckDueAt: { $lte: now } },
    { $set: { courierCheckDueAt: next } },
  );
  return modifiedCount === 1;
}
