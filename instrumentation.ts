/**
 * Runs once when a shop server starts (Next.js instrumentation): from then on, unpaid online
 * orders whose hold is over go back on sale (lib/orders/unpaid-hold.ts), booked parcels are
 * checked with their courier in case a webhook was lost (lib/orders/courier-poll.ts), the
 * outbox's e-mails and SMS go out (lib/messages/outbox-worker.ts), and tools forget the marks of
 * old stock takes (lib/data/tools.ts). All are safe on many instances.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { releaseExpiredHolds, sweepIntervalMs } = await import("@/lib/orders/unpaid-hold");
  repeat(releaseExpiredHolds, sweepIntervalMs(), "Releasing expired order holds failed");
  const { pollCourierParcels, courierPollIntervalMs } = await import("@/lib/orders/courier-poll");
  repeat(pollCourierParcels, courierPollIntervalMs(), "Asking the courier about parcels failed");
  (await import("@/lib/messages/outbox-worker")).startOutboxWorker();
  const { forgetOldStockTakes, STOCK_TAKE_MEMORY_MS } = await import("@/lib/data/tools");
  repeat(forgetOldStockTakes, STOCK_TAKE_MEMORY_MS, "Forgetting old stock takes failed");
}

/**
 * Runs `task` every `intervalMs`, skipping a turn while its last run is still going: a gateway or
 * courier answering slowly must not stack one run on another, each asking it the same again.
 */
function repeat(task: () => Promise<unknown>, intervalMs: number, failure: string) {
  let running = false;
  setInterval(() => {
    if (running) return;
    running = true;
    task()
      .catch((error: unknown) => console.error(failure, error))
      .finally(() => {
        running = false;
      });
  }, intervalMs).unref();
}
