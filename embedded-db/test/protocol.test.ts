import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestDb, type TestDb } from "./helpers";
import { opMsg, opQuery, rawConnect } from "./raw-wire";

let t: TestDb;

beforeAll(async () => {
  t = await startTestDb();
});
afterAll(() => t.close());

describe("wire protocol", () => {
  it("answers a legacy OP_QUERY hello with OP_REPLY", async () => {
    const conn = await rawConnect(t.server.port);
    const { opCode, doc } = await conn.request(opQuery("admin.$cmd", { ismaster: 1, helloOk: true }));
    expect(opCode).toBe(1);
    expect(doc).toMatchObject({ ismaster: true, helloOk: true, maxWireVersion: 21, minWireVersion: 0, ok: 1 });
    expect(doc.compression).toBeUndefined();
    conn.socket.destroy();
  });

  it("accepts OP_MSG checksums, document sequences and moreToCome", async () => {
    const conn = await rawConnect(t.server.port);
    const ping = await conn.request(opMsg({ ping: 1, $db: "admin" }, { checksum: true }));
    expect(ping).toEqual({ opCode: 2013, doc: { ok: 1 } });
    conn.socket.write(
      opMsg({ insert: "raw", $db: "test" }, { moreToCome: true, sequence: ["documents", [{ _id: 1 }, { _id: 2 }]] }),
    );
    const inserted = await conn.request(
      opMsg({ insert: "raw", $db: "test" }, { sequence: ["documents", [{ _id: 3 }]] }),
    );
    expect(inserted.doc).toEqual({ n: 1, ok: 1 });
    expect(await t.coll("raw").countDocuments()).toBe(3);
    conn.socket.destroy();
  });

  it("replies CommandNotFound to unknown commands", async () => {
    await expect(t.db.command({ frobnicate: 1 })).rejects.toMatchObject({ code: 59, codeName: "CommandNotFound" });
  });

  it.each([
    ["garbage bytes", Buffer.from("this is not a mongodb message at all!!")],
    ["a bad length", Buffer.from([0xff, 0xff, 0xff, 0x7f, 0, 0, 0, 0])],
    [
      "an unknown opcode",
      Buffer.concat([Buffer.from([20, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0x39, 0x05, 0, 0]), Buffer.alloc(4)]),
    ],
    [
      "bad BSON",
      (() => {
        const m = opMsg({ ping: 1, $db: "admin" });
        m[25] = 0x7f;
        return m;
      })(),
    ],
    [
      "a wrong checksum",
      (() => {
        const m = opMsg({ ping: 1, $db: "admin" }, { checksum: true });
        m.writeUInt32LE(m.readUInt32LE(m.length - 4) ^ 1, m.length - 4);
        return m;
      })(),
    ],
  ])("closes only the connection that sent %s", async (_name, message) => {
    const bad = await rawConnect(t.server.port);
    const good = await rawConnect(t.server.port);
    bad.socket.write(message);
    await bad.closed;
    expect((await good.request(opMsg({ ping: 1, $db: "admin" }))).doc).toEqual({ ok: 1 });
    expect(await t.db.command({ ping: 1 })).toEqual({ ok: 1 });
    good.socket.destroy();
  });

  it("reports standard error codes", async () => {
    await expect(t.db.command({ find: "x", filter: { a: { $bogus: 1 } } })).rejects.toMatchObject({ code: 2 });
    await expect(t.db.command({ find: "x", filter: "nope" })).rejects.toMatchObject({ code: 14 });
    await expect(t.db.command({ update: "x", updates: [{ q: {}, u: { $bogus: { a: 1 } } }] })).resolves.toMatchObject({
      writeErrors: [{ index: 0, code: 9 }],
    });
    await expect(t.db.command({ insert: "x", documents: [{ _id: [1] }] })).resolves.toMatchObject({
      writeErrors: [{ code: 53 }],
    });
    const conn = await rawConnect(t.server.port);
    expect((await conn.request(opMsg({ find: "x", $db: "bad db" }))).doc).toMatchObject({
      ok: 0,
      code: 73,
      codeName: "InvalidNamespace",
    });
    expect(
      (await conn.request(opMsg({ createIndexes: "x", indexes: [{ key: { a: "bogus" }, name: "a" }], $db: "test" })))
        .doc,
    ).toMatchObject({ code: 67 });
    expect((await conn.request(opMsg({ find: "x", txnNumber: 1, $db: "test" }))).doc).toMatchObject({ code: 20 });
    conn.socket.destroy();
  });

  it("serves buildInfo, getParameter, serverStatus and friends", async () => {
    const admin = t.client.db("admin");
    expect(await admin.command({ buildInfo: 1 })).toMatchObject({
      version: "7.0.0",
      versionArray: [7, 0, 0, 0],
      ok: 1,
    });
    expect(await admin.command({ getParameter: 1, featureCompatibilityVersion: 1 })).toMatchObject({
      featureCompatibilityVersion: { version: "7.0" },
    });
    expect(await admin.command({ serverStatus: 1 })).toMatchObject({ process: "mongod", ok: 1 });
    expect(await admin.command({ connectionStatus: 1 })).toMatchObject({ authInfo: { authenticatedUsers: [] }, ok: 1 });
    expect((await admin.command({ whatsmyuri: 1 })).you).toMatch(/:\d+$/);
    expect(await admin.command({ killAllSessions: [] })).toEqual({ ok: 1 });
    expect(await admin.command({ endSessions: [] })).toEqual({ ok: 1 });
  });
});
