import "server-only";

import bcrypt from "bcryptjs";

const COST = 12;

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, COST);
}

export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return bcrypt.compare(password, hash);
}

/**
 * A hash to compare against when the email is unknown, so a wrong email takes as long
 * as a wrong password and response times do not reveal who has an account.
 */
export const DUMMY_PASSWORD_HASH = bcrypt.hashSync("not-a-real-password", COST);
