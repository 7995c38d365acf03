import type { MongoClient, ObjectId } from "mongodb";

import { startServer } from "@motoforge/embedded-db";

export type SeededShop = {
  client: MongoClient;
  /** The first seeded tool, which the tests order. */
  tool: { _id: ObjectId; orderQuantity: number };
  /** Its stock now. */
  stock(): Promise<number>;
  close(): Promise<void>;
};

/**
 * For tests of lib/ workflows without a browser: the embedded database in memory, seeded as
 * `npm run seed` does, with the shop's own client on it. `env` is set first, since the shop
 * reads its configuration once.
 */
export async function startSeededShop(database: string, env: Record<string, string>): Promise<SeededShop> {
  const server = await startServer({ port: 0, dbpath: ":memory:" });
  Object.assign(process.env, { MONGODB_URI: `${server.uri}/${database}`, ...env });
  const client = await (await import("@/lib/db/client")).getMongoClient();
  await (await import("@/lib/seed/seed")).seed(client.db(), { withDemoUsers: false });
  const tools = client.db().collection("tools");
  const first = await tools.findOne({}, { sort: { _id: 1 } });
  if (!first) throw new Error("the seed has no tools");
  const tool = { _id: first._id, orderQuantity: first.orderQuantity as number };
  return {
    client,
    tool,
    stock: async () => (await tools.findOne({ _id: tool._id }))?.availableQuantity as number,
    close: async () => {
      await client.close();
      await server.close();
    },
  };
}
