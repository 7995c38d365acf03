import { GridFSBucket } from "mongodb";
import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestDb, type TestDb } from "./helpers";

let t: TestDb;

beforeAll(async () => {
  t = await startTestDb();
});
afterAll(() => t.close());

async function download(bucket: GridFSBucket, name: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of bucket.openDownloadStreamByName(name)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe("GridFS", () => {
  it("uploads and downloads a 6 MB file byte for byte", async () => {
    const bucket = new GridFSBucket(t.db, { bucketName: "images" });
    const data = randomBytes(6 * 1024 * 1024 + 123);
    const upload = bucket.openUploadStream("photo.bin", { metadata: { contentType: "application/octet-stream" } });
    await pipeline(Readable.from([data]), upload);
    const [file] = await bucket.find({ filename: "photo.bin" }).toArray();
    expect(file).toMatchObject({ length: data.length, metadata: { contentType: "application/octet-stream" } });
    expect(Buffer.compare(await download(bucket, "photo.bin"), data)).toBe(0);
    const partial: Buffer[] = [];
    for await (const chunk of bucket.openDownloadStream(upload.id, { start: 1000, end: 300_000 }))
      partial.push(chunk as Buffer);
    expect(Buffer.compare(Buffer.concat(partial), data.subarray(1000, 300_000))).toBe(0);
    await bucket.delete(upload.id);
    expect(await t.coll("images.chunks").countDocuments()).toBe(0);
    expect(await bucket.find().toArray()).toEqual([]);
  });

  it("creates the GridFS indexes", async () => {
    const bucket = new GridFSBucket(t.db);
    await pipeline(Readable.from([Buffer.from("hello")]), bucket.openUploadStream("a.txt"));
    expect((await download(bucket, "a.txt")).toString()).toBe("hello");
    expect((await t.coll("fs.chunks").indexes()).map((i) => i.name)).toContain("files_id_1_n_1");
    expect((await t.coll("fs.files").indexes()).map((i) => i.name)).toContain("filename_1_uploadDate_1");
  });
});
