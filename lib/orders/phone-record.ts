import type { OrderStatus } from "@/lib/orders/lifecycle";

/** How a phone's orders ended in this shop: the states the admin weighs a new cash order by. */
export const RECORD_STATES = ["delivered", "returned", "cancelled"] as const satisfies readonly OrderStatus[];
export type PhoneRecord = Record<(typeof RECORD_STATES)[number], number>;

export const emptyRecord = (): PhoneRecord => ({ delivered: 0, returned: 0, cancelled: 0 });

/**
 * A cash order waits for the shop's call when its phone has had parcels refused at the door
 * (returned) twice or more and never taken one: each such parcel costs the courier both ways.
 */
export function needsCall(record: PhoneRecord): boolean {
  return record.returned >= 2 && record.delivered === 0;
}

/** The state a new cash-on-delivery order starts in, by its phone's record. */
export const codStartStatus = (record: PhoneRecord): "needs-call" | "confirmed" =>
  needsCall(record) ? "needs-call" : "confirmed";
