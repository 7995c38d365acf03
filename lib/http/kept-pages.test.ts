import { createServer, request as ask, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync } from "node:zlib";

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { markRevalidated } from "../cache/tag-revalidations";
import { compressResponses } from "./compress";
import { KEPT_FOR_MS, keepPage, sendKeptPage } from "./kept-pages";
import { sendBodiesAsBytes } from "./response-bodies";

type Answer = { status: number; headers: IncomingHttpHeaders; text: string };
type NextJs = (response: ServerResponse) => void | Promise<void>;

/** The clock the kept pages read; each test starts a second after the last, past anything kept. */
let now = Date.parse("2026-11-29T10:00:00Z");
beforeEach(() => {
  now += 10 * KEPT_FOR_MS;
  vi.spyOn(Date, "now").mockImplementation(() => now);
});

let close = () => {};
afterEach(() => {
  close();
  vi.restoreAllMocks();
});

/** server.ts's order: the kept pages first, then Next.js (here `nextJs`) behind compression. */
async function serve(nextJs: NextJs) {
  const calls = { count: 0 };
  const compress = compressResponses();
  const server = createServer((request, response) => {
    if (sendKeptPage(request, response)) return;
    compress(request, response, () => {
      sendBodiesAsBytes(request, response, (body) => keepPage(request, response, body));
      calls.count++;
      void nextJs(response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  close = () => server.close();
  const port = (server.address() as AddressInfo).port;
  const get = (path = "/", headers: Record<string, string> = {}, method = "GET") =>
    new Promise<Answer>((resolve, reject) => {
      const sent = ask({ host: "127.0.0.1", port, path, method, headers }, (answer) => {
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () => {
          const bytes = Buffer.concat(chunks);
          const text = (answer.headers["content-encoding"] === "br" ? brotliDecompressSync(bytes) : bytes).toString();
          resolve({ status: answer.statusCode!, headers: answer.headers, text });
        });
      });
      sent.on("error", reject).end();
    });
  return { get, calls };
}

/** A cached page as Next.js sends it, a new one on every call. */
const homePage =
  (headers: Record<string, string> = {}, status = 200): NextJs =>
  (response) => {
    const body = `<!DOCTYPE html><p>Click Torque Wrench 10–60 Nm, ৳4,500</p>${"<li>part</li>".repeat(400)}${randomUUID()}`;
    response.statusCode = status;
    response.setHeader("Content-Type", "text/html; charset=utf-8");
    response.setHeader("Cache-Control", "s-maxage=600");
    response.setHeader("Vary", "rsc, next-router-state-tree, next-router-prefetch");
    response.setHeader("x-nextjs-cache", "HIT");
    response.setHeader("X-Frame-Options", "DENY");
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    response.end(body);
  };

const browser = { "accept-encoding": "gzip, deflate, br, zstd" };

describe("kept pages", () => {
  it("answers a home page from memory once Next.js has answered for it: same headers and page, compressed as asked", async () => {
    const { get, calls } = await serve(homePage());
    const fromNext = await get("/", browser);
    const kept = await get("/", browser);
    const plain = await get("/");
    expect(calls.count).toBe(1);
    for (const answer of [kept, plain]) {
      expect(answer.status).toBe(200);
      expect(answer.text).toBe(fromNext.text);
      for (const header of ["content-type", "cache-control", "vary", "x-nextjs-cache", "x-frame-options"])
        expect(answer.headers[header]).toBe(fromNext.headers[header]);
    }
    expect(kept.headers.vary).toContain("Accept-Encoding");
    expect(kept.headers["content-encoding"]).toBe("br");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(Number(plain.headers["content-length"])).toBe(Buffer.byteLength(fromNext.text));
  });

  it("keeps each home page on its own", async () => {
    const { get, calls } = await serve(homePage());
    const [english, bangla] = [await get("/"), await get("/bn")];
    expect((await get("/")).text).toBe(english.text);
    expect((await get("/bn")).text).toBe(bangla.text);
    expect(english.text).not.toBe(bangla.text);
    expect(calls.count).toBe(2);
  });

  it("asks Next.js again a second after the request it kept the page from", async () => {
    const { get, calls } = await serve(homePage());
    const first = await get("/");
    now += KEPT_FOR_MS - 1;
    expect((await get("/")).text).toBe(first.text);
    now += 1;
    expect((await get("/")).text).not.toBe(first.text);
    expect(calls.count).toBe(2);
  });

  it("asks Next.js again as soon as a cache tag is revalidated, on this instance or another", async () => {
    const { get, calls } = await serve(homePage());
    const first = await get("/");
    now += 5;
    markRevalidated({ tags: ["tools"], durations: { expire: 0 } }, now);
    const afterAnOrder = await get("/");
    expect(afterAnOrder.text).not.toBe(first.text);
    now += 5;
    markRevalidated({ tags: ["reviews"] }, now);
    now += 5;
    expect((await get("/")).text).not.toBe(afterAnOrder.text);
    expect(calls.count).toBe(3);
  });

  it("does not keep an answer whose data changed while Next.js was answering", async () => {
    let answer = () => {};
    let slow = true;
    const { get, calls } = await serve(async (response) => {
      if (slow) await new Promise<void>((resolve) => (answer = resolve));
      homePage()(response);
    });
    const pending = get("/");
    await vi.waitFor(() => expect(calls.count).toBe(1));
    now += 5;
    markRevalidated({ tags: ["tools"], durations: { expire: 0 } }, now);
    now += 5;
    slow = false;
    answer();
    const old = await pending;
    expect((await get("/")).text).not.toBe(old.text);
    expect(calls.count).toBe(2);
  });

  it.each([
    ["a page not found", homePage({ "Cache-Control": "private, no-cache, no-store, max-age=0" }, 404)],
    ["a page for one visitor", homePage({ "Cache-Control": "private, no-cache, no-store, max-age=0" })],
    ["a page with no s-maxage", homePage({ "Cache-Control": "public, max-age=60" })],
    ["a page that sets a cookie", homePage({ "Set-Cookie": "session=abc; HttpOnly" })],
    [
      "a page Next.js rendered, as it does for every request while Redis is out of reach",
      homePage({ "x-nextjs-cache": "MISS" }),
    ],
    ["a page Next.js rendered after a revalidation", homePage({ "x-nextjs-cache": "REVALIDATED" })],
    ["a stale copy sent while a new one renders", homePage({ "x-nextjs-cache": "STALE" })],
  ])("never keeps %s", async (_, nextJs) => {
    const { get, calls } = await serve(nextJs);
    const first = await get("/");
    expect((await get("/")).text).not.toBe(first.text);
    expect(calls.count).toBe(2);
  });

  it.each([
    ["another page", "/tools", {}, "GET"],
    ["a home page with a query", "/?utm_source=facebook", {}, "GET"],
    ["the router's data for a page", "/", { rsc: "1" }, "GET"],
    ["a prefetch", "/", { rsc: "1", "next-router-prefetch": "1" }, "GET"],
    ["a server action", "/", { "next-action": "abc123" }, "POST"],
    ["a HEAD request", "/", {}, "HEAD"],
  ])("leaves %s to Next.js", async (_, path, headers, method) => {
    const { get, calls } = await serve(homePage());
    await get("/");
    await get(path, headers, method);
    expect(calls.count).toBe(2);
  });
});
