import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { MongoClient } from "mongodb";
import { afterAll, describe, expect, it } from "vitest";
import { startServer } from "../src/server";
import { spawnCli } from "../src/spawn-cli";
import { tempDir } from "./helpers";

const dir = tempDir("embedded-db-lock-");
afterAll(() => dir.remove());

describe("dbpath lock and persistence", () => {
  it("refuses a second server on the same dbpath and reopens persisted data", async () => {
    const first = await startServer({ port: 0, dbpath: dir.path });
    await expect(startServer({ port: 0, dbpath: dir.path })).rejects.toThrow(/already in use/);
    const client = await new MongoClient(first.uri).connect();
    await client.db("shop").collection("users").createIndex({ email: 1 }, { unique: true });
    await client.db("shop").collection("users").insertOne({ email: "a@b" });
    await client.close();
    await first.close();

    const second = await startServer({ port: 0, dbpath: dir.path });
    const again = await new MongoClient(second.uri).connect();
    const users = again.db("shop").collection("users");
    expect(await users.countDocuments()).toBe(1);
    await expect(users.insertOne({ email: "a@b" })).rejects.toMatchObject({ code: 11000 });
    await again.close();
    await second.close();
  });

  it("makes the CLI refuse a dbpath that is in use", async () => {
    const server = await startServer({ port: 0, dbpath: dir.path });
    await expect(spawnCli(dir.path)).rejects.toThrow(/already in use by another embedded-db server/);
    await server.close();
  });

  it("releases the dbpath when the port is taken", async () => {
    const other = await startServer({ port: 0, dbpath: ":memory:" });
    await expect(startServer({ port: other.port, dbpath: dir.path })).rejects.toThrow(/EADDRINUSE/);
    await other.close();
    const server = await startServer({ port: 0, dbpath: dir.path });
    await server.close();
  });

  it("takes over a stale lock left by a dead process", async () => {
    const dead = spawnSync(process.execPath, ["-e", ""]).pid;
    writeFileSync(join(dir.path, "embedded-db.lock"), `${dead}\n`);
    const server = await startServer({ port: 0, dbpath: dir.path });
    await server.close();
  });
});
