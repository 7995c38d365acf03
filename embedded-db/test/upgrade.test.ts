import Database from "better-sqlite3";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { Store } from "../src/storage/store";
import { tempDir } from "./helpers";

const dir = tempDir("embedded-db-upgrade-");
afterAll(() => dir.remove());

describe("data files from before every index was stored", () => {
  it("get their index entries rebuilt once, in the current key format", async () => {
    const file = join(dir.path, "old.sqlite");
    const store = new Store(file);
    store.write(() => {
      const coll = store.ensureCollection("shop", "orders");
      store.createIndex(coll, { v: 2, key: { email: 1 }, name: "email_1", unique: true });
      store.createIndex(coll, { v: 2, key: { createdAt: -1 }, name: "createdAt_-1" });
      for (let i = 0; i < 50; i++) store.docs.insert(coll, { _id: i, email: `u${i}@x`, createdAt: new Date(i) });
    });
    store.close();
    // What an older version left: no entries for non-unique indexes, unique keys in another format.
    const raw = new Database(file);
    raw.exec("DELETE FROM ixentries; UPDATE ixkeys SET k = CAST(rid AS BLOB); PRAGMA user_version = 0;");
    raw.close();

    const reopened = new Store(file);
    const coll = reopened.catalog.get("shop", "orders");
    if (!coll) throw new Error("collection lost");
    for (const index of reopened.catalog.indexes(coll.id)) {
      expect(reopened.indexes.verify(index, reopened.docs.scan(coll.id))).toEqual({ keys: 50, valid: true });
    }
    reopened.close();
  });
});
