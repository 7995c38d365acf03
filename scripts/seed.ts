/**
 * `npm run seed`: fills the database in MONGODB_URI with the demo catalogue and reviews.
 * `--demo-users` adds the demo accounts too (the embedded database gets them on first start).
 */
import { MongoClient } from "mongodb";

import { seed } from "../lib/seed/seed";

const uri = process.env.MONGODB_URI;
if (!uri) {
  console.error("seed: set MONGODB_URI to the database to fill (npm run dev starts one for you).");
  process.exit(1);
}
const client = await new MongoClient(uri).connect();
try {
  await seed(client.db(), { withDemoUsers: process.argv.includes("--demo-users") });
  console.log(
    "seed: catalogue, reviews" + (process.argv.includes("--demo-users") ? " and demo users" : "") + " are in place",
  );
} finally {
  await client.close();
}
