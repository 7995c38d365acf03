import "server-only";

import { getCollections } from "@/lib/db/collections";
import { env } from "@/lib/env";

export type RateLimitRule = { name: string; limit: number; windowSeconds: number };

/**
 * Every password check or sign-up from one address; generous, as many riders share a
 * carrier-grade NAT. AUTH_RATE_LIMIT_PER_IP changes it (the e2e suite, one address, raises it).
 */
export const attemptsPerAddress = (): RateLimitRule => ({
  name: "auth-ip",
  limit: env().AUTH_RATE_LIMIT_PER_IP,
  windowSeconds: 15 * 60,
});
/**
 * Wrong passwords for one account from one address: stops guessing against a single rider,
 * while a stranger elsewhere cannot use up the owner's own allowance and lock them out.
 */
export const failuresPerAccountAndAddress: RateLimitRule = {
  name: "login-failures",
  limit: 10,
  windowSeconds: 15 * 60,
};

/**
 * Counts a hit in a fixed window kept in MongoDB, so every app instance shares the count.
 * Returns whether the caller is still within the limit.
 */
export async function hit(rule: RateLimitRule, subject: string): Promise<boolean> {
  return (await countHit(rule, subject)) <= rule.limit;
}

/** Whether the subject has already used up its allowance, without counting a new hit. */
export async function isLimited(rule: RateLimitRule, subject: string): Promise<boolean> {
  const { rateLimits } = await getCollections();
  const entry = await rateLimits.findOne({ _id: key(rule, subject), expiresAt: { $gt: new Date() } });
  return (entry?.count ?? 0) >= rule.limit;
}

async function countHit(rule: RateLimitRule, subject: string): Promise<number> {
  const { rateLimits } = await getCollections();
  const now = new Date();
  const expiresAt = new Date(now.getTime() + rule.windowSeconds * 1000);
  const id = key(rule, subject);
  // An expired window starts again from zero (the TTL index removes it eventually, but not on time).
  await rateLimits.updateOne({ _id: id, expiresAt: { $lte: now } }, { $set: { count: 0, expiresAt } });
  const entry = await rateLimits.findOneAndUpdate(
    { _id: id },
    { $inc: { count: 1 }, $setOnInsert: { expiresAt } },
    { upsert: true, returnDocument: "after" },
  );
  return entry?.count ?? 1;
}

function key(rule: RateLimitRule, subject: string) {
  return `${rule.name}:${subject.toLowerCase()}`;
}
