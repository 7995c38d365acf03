import { randomBytes } from "node:crypto";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** A random alphanumeric token shaped like the tails of Stripe's ids and secrets. */
export function token(length = 24): string {
  return Array.from(randomBytes(length), (byte) => ALPHABET[byte % ALPHABET.length]).join("");
}

export function newId(prefix: string): string {
  return `${prefix}_${token()}`;
}
