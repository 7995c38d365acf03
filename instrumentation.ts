/**
 * Runs once when a shop server starts (Next.js instrumentation): from then on, unpaid online
 * orders whose hold is over go back on sale (lib/orders/unpaid-hold.ts), booked parcels are
 * checked with their courier in case a webhook was lost (lib/orders/courier-poll.ts), and the
 * outbox's e-mails and SMS go out (lib/messages/outbox-worker.ts). All are safe on many instances.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { releaseExpiredHolds, sweepIntervalMs } = await import("@/lib/orders/unpaid-hold");
  const sweep = () =>
    releaseExpiredHolds().catch((error: unknown) => console.error("Releasing expired order holds failed", error));
  setInterval(sweep, sweepIntervalMs()).unref();
  const { pollCourierParcels, courierPollIntervalMs } = await import("@/lib/orders/courier-poll");
  const poll = () =>
    pollCourierParcels().catch((error: unknown) => console.error("Asking the courier about parcels failed", error));
  setInterval(poll, courierPollIntervalMs()).unref();
  (await import("@/lib/messages/outbox-worker")).startOutboxWorker();
}
