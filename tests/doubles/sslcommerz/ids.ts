import { randomBytes } from "node:crypto";

import { compactDhakaTime } from "./time";

const ALPHANUMERIC = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const UPPER_HEX = "0123456789ABCDEF";

export function token(length: number, alphabet = ALPHANUMERIC): string {
  return Array.from(randomBytes(length), (byte) => alphabet[byte % alphabet.length]).join("");
}

// Shaped like the gateway's: a 32-hex session key, and ids that start with the time they were made.
export const newSessionKey = (): string => token(32, UPPER_HEX);
export const newValId = (): string => `${compactDhakaTime()}${token(14)}`;
export const newBankTranId = (): string => `${compactDhakaTime()}${token(15)}`;
export const newRefundRefId = (): string => token(13, "0123456789abcdef");
