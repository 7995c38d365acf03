/**
 * What the embedded database's local mode adds before the app starts: a session secret
 * kept in .data/, and the demo catalogue and accounts on a database's first start.
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";

import { MongoClient } from "mongodb";

import { seed } from "../lib/seed/seed";

/** AUTH_SECRET for local runs: made once, then reused so sessions survive restarts. */
export function localAuthSecret(file: string): string {
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Seeds the demo data when the database has no collections yet; a used database is left alone. */
export async function seedOnFirstStart(uri: string): Promise<boolean> {
  const client = await new MongoClient(uri).connect();
  try {
    const db = client.db();
    if ((await db.listCollections({}, { nameOnly: true }).toArray()).length > 0) return false;
    await seed(db, { withDemoUsers: true });
    return true;
  } finally {
    await client.close();
  }
}
