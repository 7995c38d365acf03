import { describe, expect, it } from "vitest";
import { expireDocuments } from "../src/query/ttl";
import { Store } from "../src/storage/store";

describe("TTL monitor", () => {
  it("expires documents older than expireAfterSeconds", () => {
    const store = new Store(":memory:");
    const now = Date.now();
    const coll = store.write(() => {
      const created = store.ensureCollection("test", "sessions");
      store.createIndex(created, { v: 2, key: { expires: 1 }, name: "expires_1", expireAfterSeconds: 60 });
      store.docs.insert(created, { _id: "old", expires: new Date(now - 120_000) });
      store.docs.insert(created, { _id: "list", expires: [new Date(now), new Date(now - 61_000)] });
      store.docs.insert(created, { _id: "new", expires: new Date(now) });
      store.docs.insert(created, { _id: "none" });
      return created;
    });
    expect(expireDocuments(store, now)).toBe(2);
    expect([...store.docs.scan(coll.id)].map((d) => d.exact._id)).toEqual(["new", "none"]);
    store.close();
  });
});
