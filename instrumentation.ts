/**
 * Runs once when a shop server starts (Next.js instrumentation): from then on, unpaid online
 * orders whose hold is over go back on sale (lib/orders/unpaid-hold.ts), and the outbox's
 * e-mails and SMS go out (lib/messages/outbox-worker.ts). Both are safe on many instances.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { releaseExpiredHolds, sweepIntervalMs } = await import("@/lib/orders/unpaid-hold");
  const sweep = () =>
    releaseExpiredHolds().catch((error: unknown) => console.error("Releasing expired order holds failed", error));
  setInterval(sweep, sweepIntervalMs()).unref();
  (await import("@/lib/messages/outbox-worker")).startOutboxWorker();
}
