import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { serveBuildFiles, type BuildFiles } from "./static-files";

const script = `self.__chunk = ${JSON.stringify("Torque wrench 10–60 Nm ".repeat(400))};`;
const font = Buffer.from([0x77, 0x4f, 0x46, 0x32, 1, 2, 3]);
const HEADERS = [{ key: "X-Content-Type-Options", value: "nosniff" }];

let root: string;
let server: Server;
let base: string;

/** A server that answers from `buildFiles` what it can and 418 ("left to Next.js") for the rest. */
async function serve(buildFiles: BuildFiles): Promise<{ server: Server; base: string }> {
  const server = createServer((request, response) => {
    if (buildFiles.send(request, response)) return;
    response.statusCode = 418;
    response.end("left to Next.js");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "static-files-"));
  await mkdir(path.join(root, "static", "chunks"), { recursive: true });
  await mkdir(path.join(root, "static", "media"), { recursive: true });
  await writeFile(path.join(root, "static", "chunks", "app-1a2b.js"), script);
  await writeFile(path.join(root, "static", "media", "bengali.woff2"), font);
  // Outside the static folder: never reachable through it.
  await writeFile(path.join(root, "secret.js"), "the build's server code");
  ({ server, base } = await serve(await serveBuildFiles(path.join(root, "static"), HEADERS)));
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(root, { recursive: true, force: true });
});

/** Asks until the file is served from memory (its first requests are Next.js's while it loads). */
async function fromMemory(url: string, init: RequestInit = {}): Promise<Response> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const response = await fetch(base + url, init);
    if (response.status !== 418) return response;
    await response.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`${url} was never served from memory`);
}

const raw = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe("serveBuildFiles", () => {
  it("leaves a file's first request to Next.js, then sends it from memory, Brotli or gzip as asked, immutable", async () => {
    const first = await fetch(`${base}/_next/static/chunks/app-1a2b.js`);
    expect(first.status).toBe(418);
    // fetch() decodes the body: the coding shows in the headers, the bytes in the next test.
    const br = await fromMemory("/_next/static/chunks/app-1a2b.js", { headers: { "accept-encoding": "br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(br.headers.get("content-type")).toBe("application/javascript; charset=UTF-8");
    expect(br.headers.get("vary")).toBe("Accept-Encoding");
    expect(br.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await br.text()).toBe(script);
    const gzip = await fetch(`${base}/_next/static/chunks/app-1a2b.js?dpl=1`, {
      headers: { "accept-encoding": "gzip" },
    });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(await gzip.text()).toBe(script);
    const plain = await fetch(`${base}/_next/static/chunks/app-1a2b.js`, {
      headers: { "accept-encoding": "identity" },
    });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(Number(plain.headers.get("content-length"))).toBe(Buffer.byteLength(script));
    expect(await plain.text()).toBe(script);
  });

  it("sends the compressed bytes with their own length, smaller than the file", async () => {
    await fromMemory("/_next/static/chunks/app-1a2b.js");
    for (const [coding, decode] of [
      ["br", brotliDecompressSync],
      ["gzip", gunzipSync],
    ] as const) {
      const { headers, body } = await new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve) => {
        request(`${base}/_next/static/chunks/app-1a2b.js`, { headers: { "accept-encoding": coding } }, (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
        }).end();
      });
      expect(Number(headers["content-length"])).toBe(body.length);
      expect(body.length).toBeLessThan(Buffer.byteLength(script) / 4);
      expect(decode(body).toString()).toBe(script);
    }
  });

  it("sends a font as it is, and a HEAD with no body", async () => {
    const woff2 = await fromMemory("/_next/static/media/bengali.woff2", { headers: { "accept-encoding": "br" } });
    expect(woff2.headers.get("content-encoding")).toBeNull();
    expect(woff2.headers.get("content-type")).toBe("font/woff2");
    expect(await raw(woff2)).toEqual(font);
    const head = await fetch(`${base}/_next/static/media/bengali.woff2`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(font.length));
    expect((await raw(head)).length).toBe(0);
  });

  it("leaves to Next.js what it does not know: other paths, other methods, ranges, paths out of the folder", async () => {
    await fromMemory("/_next/static/chunks/app-1a2b.js");
    const leftAlone = [
      fetch(`${base}/_next/static/chunks/missing.js`),
      fetch(`${base}/_next/static/../secret.js`),
      fetch(`${base}/_next/static/chunks/..%2F..%2Fsecret.js`),
      fetch(`${base}/chunks/app-1a2b.js`),
      fetch(`${base}/_next/static/chunks/app-1a2b.js`, { method: "POST", body: "x" }),
      fetch(`${base}/_next/static/chunks/app-1a2b.js`, { headers: { range: "bytes=0-10" } }),
    ];
    for (const response of await Promise.all(leftAlone)) {
      expect(response.status, response.url).toBe(418);
      await response.arrayBuffer();
    }
  });
});

describe("loadAll", () => {
  it("puts every file in memory, so even the first request is served from there", async () => {
    const buildFiles = await serveBuildFiles(path.join(root, "static"), HEADERS);
    await buildFiles.loadAll();
    const warm = await serve(buildFiles);
    const response = await fetch(`${warm.base}/_next/static/media/bengali.woff2`);
    expect(response.status).toBe(200);
    expect(await raw(response)).toEqual(font);
    await new Promise((resolve) => warm.server.close(resolve));
  });
});
