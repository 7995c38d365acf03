import { MongoClient, ObjectId } from "mongodb";
import { afterAll, beforeAll, expect, it } from "vitest";

import { startServer } from "@motoforge/embedded-db";
import { migrate } from "./migrations";

let database: Awaited<ReturnType<typeof startServer>>;
let client: MongoClient;

beforeAll(async () => {
  database = await startServer({ port: 0, dbpath: ":memory:" });
  client = await new MongoClient(database.uri).connect();
});

afterAll(async () => {
  await client.close();
  await database.close();
});

it("numbers the old shop's orders oldest first, gives them a timeline, and runs once", async () => {
  const db = client.db("migration-test");
  const orders = db.collection("orders");
  const placed = new Date("2025-01-01T10:00:00Z");
  const paidAt = new Date("2025-01-01T10:05:00Z");
  await orders.insertMany([
    { _id: new ObjectId(), toolName: "B", paid: true, status: "pending", createdAt: new Date("2025-02-01"), paidAt },
    { _id: new ObjectId(), toolName: "A", paid: false, status: "unpaid", createdAt: placed },
  ]);
  await migrate(db);
  const [first, second] = await orders.find().sort({ orderNumber: 1 }).toArray();
  expect(first).toMatchObject({
    toolName: "A",
    orderNumber: 10_001,
    status: "unpaid",
    paymentMethod: "card",
    timeline: [{ status: "unpaid", at: placed }],
  });
  expect(second).toMatchObject({
    toolName: "B",
    orderNumber: 10_002,
    status: "paid",
    timeline: [{ status: "unpaid" }, { status: "paid", at: paidAt }],
  });
  await orders.updateOne({ toolName: "A" }, { $set: { status: "pending" } });
  await migrate(db);
  expect((await orders.findOne({ toolName: "A" }))?.status).toBe("pending");
});

it("gives orders from before the delivery charge a free delivery, keeping what they cost", async () => {
  const db = client.db("delivery-migration-test");
  const orders = db.collection("orders");
  await orders.insertMany([
    { _id: new ObjectId(), toolName: "Old", price: 12.5, status: "paid", createdAt: new Date("2025-01-01") },
    {
      _id: new ObjectId(),
      toolName: "New",
      price: 10,
      deliveryCharge: 1.07,
      total: 11.07,
      status: "unpaid",
      createdAt: new Date("2025-02-01"),
    },
  ]);
  await migrate(db);
  expect(await orders.findOne({ toolName: "Old" })).toMatchObject({ price: 12.5, deliveryCharge: 0, total: 12.5 });
  expect(await orders.findOne({ toolName: "New" })).toMatchObject({ deliveryCharge: 1.07, total: 11.07 });
});

it("marks products from before fitment as not listed and starts the bike list, keeping an admin's model", async () => {
  const db = client.db("fitment-migration-test");
  await db.collection("tools").insertOne({ _id: new ObjectId(), name: "Old part", price: 5 });
  await db
    .collection("bikes")
    .insertOne({ make: "bajaj", model: "pulsar-n160", makeName: "Bajaj", name: "N160 (admin's)", years: [2022, 2030] });
  await migrate(db);
  expect(await db.collection("tools").findOne({ name: "Old part" })).toMatchObject({
    universal: false,
    fits: [],
    fitKeys: [],
  });
  const bikes = db.collection("bikes");
  expect(await bikes.countDocuments()).toBeGreaterThanOrEqual(12);
  expect(await bikes.findOne({ make: "bajaj", model: "pulsar-n160" })).toMatchObject({ name: "N160 (admin's)" });
  expect(await bikes.findOne({ make: "tvs", model: "apache-rtr-160-4v" })).toMatchObject({
    makeName: "TVS",
    name: "Apache RTR 160 4V",
    years: [2018, 2026],
    cc: 160,
  });
});

it("makes each order's one part its one line and fixes its amounts in taka at today's rate", async () => {
  const db = client.db("order-lines-migration-test");
  const orders = db.collection("orders");
  const toolId = new ObjectId();
  await orders.insertMany([
    {
      _id: new ObjectId(),
      toolId,
      toolName: "Chain kit",
      quantity: 3,
      unitPrice: 19.99,
      price: 59.97,
      deliveryCharge: 1.07,
      total: 61.04,
      district: "Sylhet",
      status: "confirmed",
      createdAt: new Date("2026-01-01"),
    },
    // The old shop's orders named their part and price only.
    { _id: new ObjectId(), toolName: "Spanner", price: 12.5, status: "paid", createdAt: new Date("2025-01-01") },
  ]);
  await migrate(db);
  const chain = await orders.findOne({ toolName: "Chain kit" });
  expect(chain).toMatchObject({
    items: [
      {
        toolId,
        toolName: "Chain kit",
        quantity: 3,
        unitPrice: 19.99,
        price: 59.97,
        unitPriceBdt: 2439,
        priceBdt: 7317,
      },
    ],
    quantity: 3,
    bdtPerUsd: 122,
    priceBdt: 7317,
    // $1.07 was the 130 taka charge outside Dhaka.
    deliveryChargeBdt: 130,
    totalBdt: 7447,
  });
  expect(chain).not.toHaveProperty("toolId");
  expect(chain).not.toHaveProperty("unitPrice");
  expect(await orders.findOne({ toolName: "Spanner" })).toMatchObject({
    items: [{ toolName: "Spanner", quantity: 1, unitPrice: 12.5, price: 12.5, priceBdt: 1525 }],
    quantity: 1,
    deliveryChargeBdt: 0,
    totalBdt: 1525,
  });
});

it("makes the photos of earlier returns private, and leaves product pictures public", async () => {
  const db = client.db("private-photos-migration-test");
  const [photo, picture] = [new ObjectId(), new ObjectId()];
  await db.collection("images.files").insertMany([
    { _id: photo, length: 1, metadata: { contentType: "image/png", uploadedBy: "rider@example.com" } },
    { _id: picture, length: 1, metadata: { contentType: "image/png", uploadedBy: "admin@example.com" } },
  ]);
  await db.collection("returns").insertOne({ photos: [photo.toHexString(), "not-an-id"] });
  await migrate(db);
  const files = db.collection("images.files");
  expect((await files.findOne({ _id: photo }))?.metadata).toMatchObject({ private: true });
  expect((await files.findOne({ _id: picture }))?.metadata).not.toHaveProperty("private");
});
