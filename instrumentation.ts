/**
 * Runs once when a shop server starts (Next.js instrumentation): from then on, unpaid card
 * orders whose hold is over go back on sale (lib/orders/unpaid-hold.ts).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { releaseExpiredHolds, sweepIntervalMs } = await import("@/lib/orders/unpaid-hold");
  const sweep = () =>
    releaseExpiredHolds().catch((error: unknown) => console.error("Releasing expired order holds failed", error));
  setInterval(sweep, sweepIntervalMs()).unref();
}
