import { EJSON } from "bson";
import { copyFileSync, mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Decimal128, Long, MongoClient } from "mongodb";
import { afterAll, describe, expect, it } from "vitest";
import { startServer } from "../src/server";
import { backupDatabase, exportExtendedJson } from "../src/storage/backup";
import { DATA_FILE } from "../src/storage/sqlite";
import { tempDir } from "./helpers";

const dir = tempDir("embedded-db-backup-");
afterAll(() => dir.remove());

describe("backups", () => {
  it("copies a live database while writes continue; the restored copy has every write acknowledged before", async () => {
    const live = join(dir.path, "live");
    const server = await startServer({ port: 0, dbpath: live });
    const client = await new MongoClient(server.uri).connect();
    const events = client.db("shop").collection<{ _id: string; n: Long; price: Decimal128 }>("events");
    await events.createIndex({ n: -1 });
    const acknowledged: string[] = [];
    let writing = true;
    const writer = async (w: number): Promise<void> => {
      for (let i = 0; writing; i++) {
        const _id = `${w}-${i}`;
        await events.insertOne({ _id, n: Long.fromNumber(i), price: Decimal128.fromString(`${i}.10`) });
        acknowledged.push(_id);
      }
    };
    const writers = Array.from({ length: 4 }, (_, w) => writer(w));
    while (acknowledged.length < 300) await new Promise((resolve) => setTimeout(resolve, 5));
    const before = [...acknowledged];
    const file = join(dir.path, "backup.sqlite");
    await backupDatabase(join(live, DATA_FILE), file);
    writing = false;
    await Promise.all(writers);
    await client.close();
    await server.close();

    const restoredPath = join(dir.path, "restored");
    mkdirSync(restoredPath);
    copyFileSync(file, join(restoredPath, DATA_FILE));
    const restored = await startServer({ port: 0, dbpath: restoredPath });
    const reader = await new MongoClient(restored.uri).connect();
    const copy = reader.db("shop").collection<{ _id: string }>("events");
    const ids = new Set((await copy.find({}, { projection: { _id: 1 } }).toArray()).map((d) => d._id));
    expect(before.filter((id) => !ids.has(id))).toEqual([]);
    expect(await reader.db("shop").command({ validate: "events" })).toMatchObject({ valid: true });
    const sample = await copy.findOne({ _id: before[0] }, { promoteValues: false });
    await reader.close();
    await restored.close();

    const exported = exportExtendedJson(file, join(dir.path, "json"));
    expect(exported).toEqual([join(dir.path, "json", "shop.events.json")]);
    const lines = readFileSync(exported[0] ?? "", "utf8")
      .trim()
      .split("\n");
    expect(lines).toHaveLength(ids.size);
    const first = EJSON.parse(lines[0] ?? "{}", { relaxed: false });
    expect(first).toEqual(sample);
    expect(lines[0]).toContain('"$numberLong"');
  });
});
