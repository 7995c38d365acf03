import Database from "better-sqlite3";
import { ObjectId } from "bson";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { countFromIndex } from "../src/query/count";
import { idIndex } from "../src/storage/indexes";
import { encodeField } from "../src/storage/key-order";
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

describe("data files of schema version 1 (no ordered _id keys, multikey per index)", () => {
  it("get ordered _id keys and multikey per key field", async () => {
    const file = join(dir.path, "v1.sqlite");
    const ids = Array.from({ length: 40 }, (_, i) => new ObjectId(((i * 17) % 40).toString(16).padStart(24, "0")));
    const store = new Store(file);
    store.write(() => {
      const coll = store.ensureCollection("shop", "products");
      store.createIndex(coll, { v: 2, key: { fitKeys: 1, price: 1, _id: 1 }, name: "fitKeys_1_price_1__id_1" });
      ids.forEach((_id, i) => store.docs.insert(coll, { _id, price: i % 7, fitKeys: i % 3 ? ["a", "b"] : ["*"] }));
    });
    store.close();
    // What version 1 wrote: no id_order column, only a per-index multikey flag.
    const raw = new Database(file);
    raw.exec(`DROP INDEX docs_id_order; ALTER TABLE docs DROP COLUMN id_order;
      ALTER TABLE indexes DROP COLUMN multikey_fields; PRAGMA user_version = 1;`);
    raw.close();

    const reopened = new Store(file);
    const coll = reopened.catalog.get("shop", "products");
    if (!coll) throw new Error("collection lost");
    const [index] = reopened.catalog.indexes(coll.id);
    expect(index?.multikeyFields).toEqual([true, false, false]);
    const all = { lo: Buffer.alloc(0), hi: Buffer.from([255]) };
    const inIdOrder = [...reopened.indexes.scan(idIndex(coll.id), all, -1, 10)].map(([rid, ver]) => {
      return reopened.docs.fetch(rid, ver)?.exact._id as ObjectId;
    });
    const byHex = (id: ObjectId): string => id.toHexString();
    expect(inIdOrder.map(byHex)).toEqual(ids.map(byHex).sort().reverse());
    const keys = [...reopened.indexes.scan(idIndex(coll.id), all, 1, 10, true)].map(([, , key]) => key);
    expect(keys[0]).toEqual(encodeField(new ObjectId("0".repeat(24)), 1));
    reopened.close();
  });
});

describe("data files of schema version 2 (no counts of shared leading values)", () => {
  it("get them, so that a count from the keys still finds a document under two values once", async () => {
    const file = join(dir.path, "v2.sqlite");
    const store = new Store(file);
    const filter = { fitKeys: { $in: ["a", "*"] } };
    store.write(() => {
      const coll = store.ensureCollection("shop", "products");
      store.createIndex(coll, { v: 2, key: { fitKeys: 1, price: 1 }, name: "fitKeys_1_price_1" });
      for (let i = 0; i < 30; i++) store.docs.insert(coll, { _id: i, price: i, fitKeys: i % 3 ? ["a", "*"] : ["b"] });
    });
    store.close();
    // What version 2 wrote: no ixshared table.
    const raw = new Database(file);
    raw.exec("DROP TABLE ixshared; PRAGMA user_version = 2;");
    raw.close();

    const reopened = new Store(file);
    const coll = reopened.catalog.get("shop", "products");
    if (!coll) throw new Error("collection lost");
    expect(countFromIndex(reopened, coll, filter)).toMatchObject({ n: 20, stats: { dupsDropped: 20 } });
    const [index] = reopened.catalog.indexes(coll.id);
    if (!index) throw new Error("index lost");
    expect(reopened.indexes.verify(index, reopened.docs.scan(coll.id))).toEqual({ keys: 50, valid: true });
    reopened.close();
  });
});
