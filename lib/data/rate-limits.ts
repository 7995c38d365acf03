import "server-only";

import { getCollections } from "@/lib/db/collections";

/**
 * Counts one more hit against `key` in a fixed window of `windowSeconds`, kept in MongoDB
 * so every app instance shares the count. Returns the count in the current window.
 */
export async function countHit(key: string, windowSeconds: number): Promise<number> {
  const { rateLimits } = await getCollections();
  const now = new Date();
  const expiresAt = new Date(now.getTime() + windowSeconds * 1000);
  // An expired window starts again from zero (the TTL index removes it eventually, but not on time).
  await rateLimits.updateOne({ _id: key, expiresAt: { $lte: now } }, { $set: { count: 0, expiresAt } });
  const entry = await rateLimits.findOneAndUpdate(
    { _id: key },
    { $inc: { count: 1 }, $setOnInsert: { expiresAt } },
    { upsert: true, returnDocument: "after" },
  );
  return entry?.count ?? 1;
}

/** The hits against `key` in its current window, without counting a new one. */
export async function currentHits(key: string): Promise<number> {
  const { rateLimits } = await getCollections();
  const entry = await rateLimits.findOne({ _id: key, expiresAt: { $gt: new Date() } });
  return entry?.count ?? 0;
}
