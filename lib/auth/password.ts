import "server-only";

import { hash, hashSync, verify, type Algorithm } from "@node-rs/argon2";
import bcrypt from "bcryptjs";

/**
 * Argon2id with OWASP's first recommended parameters (19 MiB, two passes, one lane). It runs
 * natively on libuv's thread pool, in about 20 ms here, while the bcryptjs it replaces took
 * 330 ms of the event loop's own thread per check, in 100 ms slices every other request waited
 * behind.
 */
const ARGON2ID = { algorithm: 2 as Algorithm.Argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 };
/** The start of every hash made with the parameters above, as the PHC string format writes it. */
const CURRENT_PREFIX = `$argon2id$v=19$m=${ARGON2ID.memoryCost},t=${ARGON2ID.timeCost},p=${ARGON2ID.parallelism}$`;
/** Hashes from before: bcrypt ($2a$, $2b$, $2y$), each upgraded at its owner's next login. */
const isBcrypt = (stored: string) => /^\$2[aby]\$/.test(stored);

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

/** False for a wrong password, and for a stored value that is no hash we know. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (isBcrypt(stored)) return bcrypt.compare(password, stored);
  return verify(stored, password).catch(() => false);
}

/** Whether a hash that just verified should be made again with the current parameters. */
export const needsRehash = (stored: string) => !stored.startsWith(CURRENT_PREFIX);

/**
 * A hash to compare against when the email is unknown, so a wrong email takes as long
 * as a wrong password and response times do not reveal who has an account.
 */
export const DUMMY_PASSWORD_HASH = hashSync("not-a-real-password", ARGON2ID);
