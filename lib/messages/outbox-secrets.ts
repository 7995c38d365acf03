import "server-only";

import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

import { authSecret } from "@/lib/auth/secret";

/**
 * What a message must not keep readable at rest: the token in a reset or verification link,
 * a code sent by SMS. The outbox stores the message with a placeholder in its place and the
 * secrets apart, sealed with AES-256-GCM under a key derived from AUTH_SECRET and bound to the
 * message's id; the worker puts them back as it sends, and they are removed once the message
 * is sent or given up. So a copy of the database holds no link, token or code that works.
 */

export type MessageContent = { subject?: string; text: string; html?: string };

/** Letters, digits, - and _ (tokens, codes): such a secret reads the same in text, HTML and a URL. */
const SECRET_SHAPE = /^[A-Za-z0-9_-]{6,}$/;
const placeholder = (index: number) => `⟦hidden ${index + 1}⟧`;
const PLACEHOLDERS = /⟦hidden (\d+)⟧/g;

const FIELDS = ["subject", "text", "html"] as const;

/** The content with every occurrence of each secret replaced by its placeholder. */
export function maskSecrets<T extends MessageContent>(content: T, secrets: readonly string[]): T {
  for (const secret of secrets)
    if (!SECRET_SHAPE.test(secret)) throw new Error("An outbox secret must be letters, digits, - and _ only");
  // Longest first, so a secret inside another is never left half masked.
  const order = secrets.map((secret, index) => ({ secret, index })).sort((a, b) => b.secret.length - a.secret.length);
  const masked = { ...content };
  for (const field of FIELDS) {
    let value = masked[field];
    if (value === undefined) continue;
    for (const { secret, index } of order) value = value.replaceAll(secret, placeholder(index));
    masked[field] = value;
  }
  return masked;
}

/** The content as it is to be sent: each placeholder replaced by its secret. */
export function revealSecrets<T extends MessageContent>(content: T, secrets: readonly string[]): T {
  const revealed = { ...content };
  for (const field of FIELDS) {
    const value = revealed[field];
    if (value !== undefined)
      revealed[field] = value.replace(PLACEHOLDERS, (match, number: string) => secrets[Number(number) - 1] ?? match);
  }
  return revealed;
}

const ALGORITHM = "aes-256-gcm";
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A key of its own, so the outbox never shares one with sessions or API tokens. */
const sealingKey = () => Buffer.from(hkdfSync("sha256", authSecret(), "", "motoforge outbox secrets", 32));

/** The secrets encrypted for the message `messageId` alone: iv, tag and ciphertext, base64url. */
export function sealSecrets(secrets: readonly string[], messageId: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, sealingKey(), iv).setAAD(Buffer.from(messageId, "utf8"));
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(secrets), "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString("base64url");
}

/** The secrets sealed for `messageId`; throws when they were sealed under another AUTH_SECRET or for another message. */
export function openSecrets(sealed: string, messageId: string): string[] {
  const bytes = Buffer.from(sealed, "base64url");
  const decipher = createDecipheriv(ALGORITHM, sealingKey(), bytes.subarray(0, IV_BYTES))
    .setAAD(Buffer.from(messageId, "utf8"))
    .setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  const plain = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
  return JSON.parse(plain.toString("utf8")) as string[];
}
