import { createHash, randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { MongoClient } from "mongodb";
import { afterAll, describe, expect, it } from "vitest";
import { spawnCli } from "../src/spawn-cli";
import { tempDir } from "./helpers";

const dir = tempDir("embedded-db-durability-");
afterAll(() => dir.remove());

interface Written {
  _id: string;
  payload: string;
  sum: string;
}

const checksum = (payload: string): string => createHash("sha256").update(payload).digest("hex");

describe("durability", () => {
  it("keeps every acknowledged write across SIGKILL", async () => {
    const first = await spawnCli(dir.path);
    const client = new MongoClient(first.uri, { serverSelectionTimeoutMS: 2000, socketTimeoutMS: 5000 });
    await client.connect();
    const docs = client.db("shop").collection<Written>("events");
    const acknowledged: string[] = [];
    let killed = false;
    let reachedTarget: () => void = () => undefined;
    const target = new Promise<void>((resolve) => (reachedTarget = resolve));

    const inserter = async (worker: number): Promise<void> => {
      for (let i = 0; !killed; i++) {
        const payload = randomBytes(64 + ((worker * 31 + i) % 2000)).toString("base64");
        const doc = { _id: `${worker}-${i}`, payload, sum: checksum(payload) };
        try {
          await docs.insertOne(doc);
        } catch {
          return;
        }
        acknowledged.push(doc._id);
        if (acknowledged.length >= 400) reachedTarget();
      }
    };
    const workers = Array.from({ length: 8 }, (_, w) => inserter(w));
    await target;
    first.child.kill("SIGKILL");
    killed = true;
    expect((await first.exited).signal).toBe("SIGKILL");
    await Promise.all(workers);
    await client.close(true);

    const second = await spawnCli(dir.path);
    const reader = new MongoClient(second.uri, { serverSelectionTimeoutMS: 2000 });
    await reader.connect();
    const stored = await reader.db("shop").collection<Written>("events").find().toArray();
    const byId = new Map(stored.map((d) => [d._id, d]));
    const missing = acknowledged.filter((id) => !byId.has(id));
    expect(missing).toEqual([]);
    for (const doc of stored) expect(doc.sum).toBe(checksum(doc.payload));
    await reader.close();

    second.child.kill("SIGTERM");
    expect(await second.exited).toEqual({ code: 0, signal: null });
    expect(existsSync(join(dir.path, "embedded-db.lock"))).toBe(false);
  });

  it("keeps every index in step with its collection across SIGKILL", async () => {
    const data = tempDir("embedded-db-index-crash-");
    const first = await spawnCli(data.path);
    const client = new MongoClient(first.uri, { serverSelectionTimeoutMS: 2000, socketTimeoutMS: 5000 });
    await client.connect();
    const orders = client.db("shop").collection<{ _id: string; email: string; at: number; tags: string[] }>("orders");
    await orders.createIndex({ email: 1, at: -1, _id: -1 });
    await orders.createIndex({ tags: 1 });
    await orders.createIndex({ ref: 1 }, { unique: true, sparse: true });
    let killed = false;
    let writes = 0;
    let reachedTarget: () => void = () => undefined;
    const target = new Promise<void>((resolve) => (reachedTarget = resolve));
    const worker = async (w: number): Promise<void> => {
      for (let i = 0; !killed; i++) {
        const _id = `${w}-${i}`;
        try {
          await orders.insertOne({ _id, email: `u${i % 7}@x`, at: i, tags: [`t${i % 3}`, `t${w}`] });
          await orders.updateOne({ _id }, { $set: { email: `v${i % 5}@x`, ref: _id }, $push: { tags: "more" } });
          if (i % 3 === 0) await orders.deleteOne({ _id });
        } catch {
          return;
        }
        if (++writes >= 300) reachedTarget();
      }
    };
    const workers = Array.from({ length: 6 }, (_, w) => worker(w));
    await target;
    first.child.kill("SIGKILL");
    killed = true;
    await first.exited;
    await Promise.all(workers);
    await client.close(true);

    const second = await spawnCli(data.path);
    const reader = new MongoClient(second.uri, { serverSelectionTimeoutMS: 2000 });
    await reader.connect();
    const report = await reader.db("shop").command({ validate: "orders" });
    expect(report).toMatchObject({ valid: true, errors: [] });
    expect(report.nrecords).toBeGreaterThan(0);
    expect(report.keysPerIndex["email_1_at_-1__id_-1"]).toBe(report.nrecords);
    await reader.close();
    second.child.kill("SIGTERM");
    await second.exited;
    data.remove();
  });
});
