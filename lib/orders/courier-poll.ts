import "server-only";

import { randomUUID } from "node:crypto";

import type { Courier } from "@/lib/couriers/courier";
import { steadfast } from "@/lib/couriers/steadfast/client";
import { listParcelsDueCheck, takeParcelCheck } from "@/lib/data/courier-parcels";
import { releaseLease, takeLease } from "@/lib/data/leases";
import { env } from "@/lib/env";
import { DomainError } from "@/lib/errors";
import { applyCourierNotice, courierClock } from "@/lib/orders/courier-updates";

/**
 * Webhooks get lost: the shop also asks the courier about every booked parcel not yet
 * delivered, each at most every COURIER_POLL_MINUTES (30). instrumentation.ts runs this in every
 * instance; a lease in the database lets one of them at a time do it.
 */

const LEASE = "courier-poll";
/** Longer than a batch takes (the courier answers in 10 s or is given up on); a dead holder's lease runs out. */
const LEASE_MS = 5 * 60_000;

const pollMinutes = () => env().COURIER_POLL_MINUTES;

/** How often instrumentation.ts looks for parcels due a check: every minute, or more often for a shorter period. */
export const courierPollIntervalMs = () => Math.min(60_000, pollMinutes() * 60_000);

/** Asks the courier about each parcel due a check and applies its answer; returns how many it asked about. */
export async function pollCourierParcels(courier: Courier | null = steadfast(), batchSize = 50): Promise<number> {
  if (!courier) return 0;
  const holder = randomUUID();
  if (!(await takeLease(LEASE, holder, LEASE_MS))) return 0;
  try {
    const now = new Date();
    const next = new Date(now.getTime() + pollMinutes() * 60_000);
    let asked = 0;
    for (const order of await listParcelsDueCheck(now, batchSize)) {
      if (!order.consignmentId || !(await takeParcelCheck(order._id, now, next))) continue;
      asked++;
      try {
        const deliveryStatus = await courier.statusOf(order.consignmentId);
        await applyCourierNotice(order, { consignmentId: order.consignmentId, deliveryStatus, at: courierClock() });
      } catch (error) {
        // The courier not answering: the parcel's next check asks again.
        if (!(error instanceof DomainError)) throw error;
      }
    }
    return asked;
  } finally {
    await releaseLease(LEASE, holder);
  }
}
