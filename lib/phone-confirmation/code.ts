import { createHmac, randomInt, timingSafeEqual } from "node:crypto";

/** How long a code works, and how long a phone waits before another. */
export const CODE_VALID_SECONDS = 5 * 60;
export const RESEND_AFTER_SECONDS = 60;

/** Six random digits, leading zeros kept. */
export const newCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, "0");

/**
 * What is stored of a code: an HMAC under a key only the shop holds, bound to the account and
 * the phone. A plain hash of six digits is undone by trying all million; without the key it is not.
 */
export function codeDigest(key: Buffer, email: string, phone: string, code: string): string {
  return createHmac("sha256", key).update(`${email.toLowerCase()}\n${phone}\n${code}`).digest("hex");
}

/** Compares two digests in constant time (both are hex SHA-256, of one length). */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && timingSafeEqual(left, right);
}
