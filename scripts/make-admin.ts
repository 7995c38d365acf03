/**
 * Makes an existing account an admin, for the shop owner at the command line: the way in
 * for the first admin when Google sign-in (which proves ADMIN_EMAILS addresses) is not set up.
 * The owner running it vouches for the address, so it counts as proven.
 *
 * usage: npm run make-admin -- <email>
 */
import { MongoClient } from "mongodb";

import { errorMessage } from "../lib/error-message";

async function main(): Promise<void> {
  const email = process.argv[2]?.trim().toLowerCase();
  const uri = process.env.MONGODB_URI;
  if (!email) throw new Error("usage: npm run make-admin -- <email>");
  if (!uri) throw new Error("MONGODB_URI is not set (npm run make-admin starts the embedded database for you)");
  const client = await new MongoClient(uri).connect();
  try {
    const users = client.db().collection("users");
    const { matchedCount } = await users.updateOne({ email }, { $set: { role: "admin" } });
    if (matchedCount === 0) throw new Error(`No account for ${email}: sign up first, then run this again.`);
    await users.updateOne({ email, emailVerified: null }, { $set: { emailVerified: new Date() } });
    console.log(`${email} is now an admin.`);
  } finally {
    await client.close();
  }
}

main().catch((error: unknown) => {
  console.error(`make-admin: ${errorMessage(error)}`);
  process.exit(1);
});
