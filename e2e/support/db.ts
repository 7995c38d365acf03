import { MongoClient, ObjectId, type Db } from "mongodb";

/**
 * Direct database access for arranging what the API cannot (yet) create, such as a tool
 * with exactly ten units left. Assertions still go through the API.
 */
export async function withDb<T>(work: (db: Db) => Promise<T>): Promise<T> {
  const uri = process.env.E2E_MONGODB_URI;
  if (!uri) throw new Error("E2E_MONGODB_URI is set by the global setup");
  const client = await new MongoClient(uri).connect();
  try {
    return await work(client.db());
  } finally {
    await client.close();
  }
}

export async function insertTool(fields: {
  name: string;
  orderQuantity: number;
  availableQuantity: number;
  price: number;
}) {
  return withDb(async (db) => {
    const { insertedId } = await db.collection("tools").insertOne({
      ...fields,
      shortDescription: "A tool made for one test.",
      image: "/images/tools/spark-plug.svg",
      // Fitment as the shop stores a product's until the admin lists it (lib/db/migrations.ts).
      universal: false,
      fits: [],
      fitKeys: [],
      // Old enough never to push the seeded tools off the home page.
      createdAt: new Date(0),
    });
    return insertedId.toHexString();
  });
}

/**
 * Marks an order paid with a payment Stripe has never confirmed (or, for a shop without
 * keys, one made while they were set), as only the database can.
 */
export async function markPaidBehindStripe(orderId: string, paymentIntentId: string): Promise<void> {
  await withDb((db) =>
    db.collection<{ timeline: { status: string; at: Date }[] }>("orders").updateOne(
      { _id: new ObjectId(orderId) },
      {
        $set: { paid: true, status: "paid", transactionId: paymentIntentId, paymentIntentId },
        $push: { timeline: { status: "paid", at: new Date() } },
      },
    ),
  );
}
