import "server-only";

import { createHash, randomBytes } from "node:crypto";

import { getCollections, type TokenDocument } from "@/lib/db/collections";

/** Only the SHA-256 of a token is stored: a copy of the database opens no one's account. */
const hashOf = (token: string) => createHash("sha256").update(token, "utf8").digest("hex");

/** A new random token (256 bits, URL-safe) for `email`, valid for `ttlMs`; returns the token itself. */
export async function createToken(purpose: TokenDocument["purpose"], email: string, ttlMs: number): Promise<string> {
  const { tokens } = await getCollections();
  const token = randomBytes(32).toString("base64url");
  const now = new Date();
  await tokens.insertOne({
    _id: hashOf(token),
    purpose,
    email,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ttlMs),
  });
  return token;
}

/** The address a valid, unexpired token stands for, without using it up. */
export async function peekToken(purpose: TokenDocument["purpose"], token: string): Promise<string | null> {
  const { tokens } = await getCollections();
  const doc = await tokens.findOne({ _id: hashOf(token), purpose, expiresAt: { $gt: new Date() } });
  return doc?.email ?? null;
}

/** Uses a token up: one atomic delete, so it works once even if two requests race. Returns its address. */
export async function consumeToken(purpose: TokenDocument["purpose"], token: string): Promise<string | null> {
  const { tokens } = await getCollections();
  const doc = await tokens.findOneAndDelete({ _id: hashOf(token), purpose, expiresAt: { $gt: new Date() } });
  return doc?.email ?? null;
}

/** Ends every other outstanding token of that kind for the address (an older reset link after a reset). */
export async function deleteTokens(purpose: TokenDocument["purpose"], email: string): Promise<void> {
  const { tokens } = await getCollections();
  await tokens.deleteMany({ purpose, email });
}
