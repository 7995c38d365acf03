import "server-only";

import { MongoClient, type Db } from "mongodb";

import { env } from "@/lib/env";

/**
 * One MongoClient per process. It is kept on globalThis because Next.js may evaluate
 * this module more than once (dev reloads, separate route bundles) in the same process.
 */
const globalForMongo = globalThis as typeof globalThis & { __mongoClient?: Promise<MongoClient> };

export function getMongoClient(): Promise<MongoClient> {
  if (!globalForMongo.__mongoClient) {
    const uri = env().MONGODB_URI;
    if (!uri) {
      throw new Error(
        "MONGODB_URI is not set. Build and start the shop with `npm run build`, `npm start` or `npm run dev`, which provide a database.",
      );
    }
    const connecting = new MongoClient(uri, { appName: "motoforge-shop" }).connect();
    // A failed connection must not be cached, or the process would never retry.
    connecting.catch(() => {
      globalForMongo.__mongoClient = undefined;
    });
    globalForMongo.__mongoClient = connecting;
  }
  return globalForMongo.__mongoClient;
}

/** The shop's database: the one named in MONGODB_URI (the driver's default is "test"). */
export async function getDb(): Promise<Db> {
  return (await getMongoClient()).db();
}
