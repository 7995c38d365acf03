import { createServer, get, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

import { afterEach, describe, expect, it, vi } from "vitest";

import { compressResponses } from "./compress";
import { measureKeptBodiesByTheirBytes, REMEMBERED_BYTES, sendBodiesAsBytes } from "./response-bodies";

const large = "Click Torque Wrench 10–60 Nm, ±4%, “tidy” ".repeat(200);
/** A large body no other test has sent, since the kept bodies outlive a test. */
const newPage = () => `${large}${randomUUID()}`;

/** A response whose own write and end only record what they were given. */
function recordingResponse() {
  const write = vi.fn((..._args: unknown[]) => true);
  const end = vi.fn((..._args: unknown[]) => {});
  const headers = { flushHeaders: vi.fn(), headersSent: false, getHeader: () => undefined };
  const response = { write, end, ...headers } as unknown as ServerResponse;
  sendBodiesAsBytes({ headers: {} } as never, response);
  return { response, write, end };
}

describe("sendBodiesAsBytes", () => {
  it("hands a large string on as its UTF-8 bytes, keeping the callback", () => {
    const { response, end } = recordingResponse();
    const done = () => {};
    response.end(large, done);
    expect(end).toHaveBeenCalledWith(Buffer.from(large, "utf8"), done);
  });

  it("encodes with the encoding the caller named", () => {
    const { response, write, end } = recordingResponse();
    const latin1 = "é".repeat(5000);
    response.write(latin1, "latin1");
    response.end(latin1, "latin1");
    expect(write).toHaveBeenCalledWith(Buffer.from(latin1, "latin1"), undefined);
    expect(end).toHaveBeenCalledWith(Buffer.from(latin1, "latin1"), undefined);
  });

  it("encodes a whole body sent again only once, and never mixes up two bodies", () => {
    const other = large.replace("tidy", "neat");
    const sent = [large, other, large].map((body) => {
      const { response, end } = recordingResponse();
      response.end(body);
      return end.mock.calls[0]![0] as Buffer;
    });
    expect(sent[2]).toBe(sent[0]);
    expect(sent[0]).toEqual(Buffer.from(large));
    expect(sent[1]).toEqual(Buffer.from(other));
  });

  it("forgets the least recently sent bodies past its budget, and never keeps one of a quarter of it", () => {
    const bodyOfAFifth = (letter: string) => letter.repeat(Math.floor(REMEMBERED_BYTES / 5));
    const [a, b, c, d, e, f] = ["a", "b", "c", "d", "e", "f"].map(bodyOfAFifth);
    const tooLarge = "z".repeat(REMEMBERED_BYTES / 4 + 1);
    const order = [a, b, c, d, e, a, tooLarge, tooLarge, f, b, a];
    const sent = order.map((body) => {
      const { response, end } = recordingResponse();
      response.end(body);
      return end.mock.calls[0]![0] as Buffer;
    });
    // Each sending, as the index of the first one that handed on the very same bytes: a, sent again
    // before f came, stays; b, the least recently sent then, goes.
    expect(sent.map((bytes) => sent.indexOf(bytes))).toEqual([0, 1, 2, 3, 4, 0, 6, 7, 8, 9, 0]);
  });

  it("encodes every streamed chunk anew, the last one included", () => {
    const { response, write, end } = recordingResponse();
    response.write(large);
    response.write(large);
    response.end(large);
    const [first, second] = write.mock.calls.map(([bytes]) => bytes as Buffer);
    expect(second).not.toBe(first);
    expect(second).toEqual(first);
    expect(end.mock.calls[0]![0]).toEqual(first);
  });

  it("leaves small strings, buffers and a bare end() as they are", () => {
    const { response, write, end } = recordingResponse();
    const bytes = Buffer.from(large);
    response.write("0\r\n\r\n");
    response.write(bytes);
    response.end();
    expect(write).toHaveBeenNthCalledWith(1, "0\r\n\r\n");
    expect(write).toHaveBeenNthCalledWith(2, bytes);
    expect(end).toHaveBeenCalledWith();
  });
});

describe("measureKeptBodiesByTheirBytes", () => {
  const byteLength = Buffer.byteLength;
  afterEach(() => {
    Buffer.byteLength = byteLength;
  });

  it("answers a kept body's length from its bytes, and measures every other string as Node.js does", () => {
    const page = newPage();
    recordingResponse().response.end(page);
    const measure = vi.fn(byteLength);
    Buffer.byteLength = measure as typeof byteLength;
    measureKeptBodiesByTheirBytes();

    expect(Buffer.byteLength(page)).toBe(byteLength(page));
    expect(Buffer.byteLength(page, "utf8")).toBe(byteLength(page));
    expect(measure).not.toHaveBeenCalled();

    // A string of the same length never sent, the kept one in another encoding, and the small ones.
    const unsent = page.replace("tidy", "neat").replace("–", "-");
    expect(Buffer.byteLength(unsent)).toBe(byteLength(unsent));
    expect(Buffer.byteLength(page, "latin1")).toBe(page.length);
    expect(Buffer.byteLength("৳ 1,250")).toBe(9);
    expect(Buffer.byteLength(Buffer.from(page))).toBe(byteLength(page));
    expect(measure).toHaveBeenCalledTimes(4);
  });
});

describe("on a server as server.ts builds it (with the compression middleware below)", () => {
  let close = () => {};
  afterEach(() => close());

  type Answer = { status: number; headers: IncomingHttpHeaders; bytes: Buffer };

  /** Serves `respond` behind compression() and sendBodiesAsBytes; asks it without decoding the answer. */
  async function serve(respond: (response: ServerResponse) => void) {
    const compress = compressResponses();
    const server = createServer((request, response) =>
      compress(request, response, () => {
        sendBodiesAsBytes(request, response);
        respond(response);
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    close = () => server.close();
    const port = (server.address() as AddressInfo).port;
    return (headers: Record<string, string> = {}, method = "GET") =>
      new Promise<Answer>((resolve, reject) => {
        const request = get({ host: "127.0.0.1", port, method, headers }, (answer) => {
          const chunks: Buffer[] = [];
          answer.on("data", (chunk: Buffer) => chunks.push(chunk));
          answer.on("end", () =>
            resolve({ status: answer.statusCode!, headers: answer.headers, bytes: Buffer.concat(chunks) }),
          );
        });
        request.on("error", reject);
      });
  }

  /** A cached page as Next.js sends it: one string, with its length, type and Vary set. */
  const cachedPage =
    (body: string, headers: Record<string, string> = {}) =>
    (response: ServerResponse) => {
      response.setHeader("Content-Type", "text/html; charset=utf-8");
      response.setHeader("Vary", "rsc, next-router-state-tree");
      response.setHeader("Content-Length", Buffer.byteLength(body));
      for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
      response.end(body);
    };

  const decoded = ({ headers, bytes }: Answer) =>
    (headers["content-encoding"] === "br"
      ? brotliDecompressSync(bytes)
      : headers["content-encoding"] === "gzip"
        ? gunzipSync(bytes)
        : bytes
    ).toString("utf8");

  it("compresses a page sent again once, and sends those bytes with their length from then on", async () => {
    const page = newPage();
    const ask = await serve(cachedPage(page));
    const browser = { "accept-encoding": "gzip, deflate, br, zstd" };
    const [first, second, third] = [await ask(browser), await ask(browser), await ask(browser)];
    for (const answer of [first, second, third]) {
      expect(answer.headers["content-encoding"]).toBe("br");
      expect(answer.headers.vary).toBe("rsc, next-router-state-tree, Accept-Encoding");
      expect(decoded(answer)).toBe(page);
    }
    // The first sending streams through the middleware; the kept bytes come with their length.
    expect(first.headers["content-length"]).toBeUndefined();
    expect(second.headers["content-length"]).toBe(String(second.bytes.length));
    expect(third.bytes.equals(second.bytes)).toBe(true);
    expect(second.bytes.length).toBeLessThan(Buffer.byteLength(page) / 10);
  });

  it("sends gzip to clients without Brotli, and plain bytes to clients that ask for neither", async () => {
    const page = newPage();
    const ask = await serve(cachedPage(page));
    await ask();
    const gzip = await ask({ "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.headers["content-length"]).toBe(String(gzip.bytes.length));
    expect(decoded(gzip)).toBe(page);
    const plain = await ask({ "accept-encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers["content-length"]).toBe(String(Buffer.byteLength(page)));
    expect(plain.bytes.toString("utf8")).toBe(page);
  });

  it("does not compress what must not be: HEAD, no-transform, images", async () => {
    const browser = { "accept-encoding": "br, gzip" };
    const noTransform = await serve(cachedPage(newPage(), { "Cache-Control": "public, no-transform" }));
    for (let sending = 0; sending < 2; sending++)
      expect((await noTransform(browser)).headers["content-encoding"]).toBeUndefined();
    close();

    const image = await serve(cachedPage(newPage(), { "Content-Type": "image/png" }));
    for (let sending = 0; sending < 2; sending++)
      expect((await image(browser)).headers["content-encoding"]).toBeUndefined();
    close();

    const page = await serve(cachedPage(newPage()));
    await page(browser);
    const head = await page(browser, "HEAD");
    expect(head.headers["content-encoding"]).toBeUndefined();
    expect(head.bytes.length).toBe(0);
  });

  /** A route handler's JSON as Next.js sends it: headers first, then the body's bytes in chunks. */
  const routeHandlerJson =
    (json: string, cacheControl: string, chunks = 2) =>
    (response: ServerResponse) => {
      response.setHeader("Content-Type", "application/json");
      response.setHeader("Cache-Control", cacheControl);
      response.flushHeaders();
      const bytes = Buffer.from(json, "utf8");
      const size = Math.ceil(bytes.length / chunks);
      for (let at = 0; at < bytes.length; at += size) response.write(new Uint8Array(bytes.subarray(at, at + size)));
      response.end();
    };
  const browser = { "accept-encoding": "br, gzip" };

  it("holds a route handler's public JSON to its end, then compresses it once like a page sent again", async () => {
    const json = JSON.stringify({ tools: newPage() });
    const ask = await serve(routeHandlerJson(json, "public, no-cache", 3));
    const [first, second, third] = [await ask(browser), await ask(browser), await ask(browser)];
    for (const answer of [first, second, third]) {
      expect(answer.headers["content-encoding"]).toBe("br");
      expect(answer.headers["cache-control"]).toBe("public, no-cache");
      expect(decoded(answer)).toBe(json);
    }
    expect(second.headers["content-length"]).toBe(String(second.bytes.length));
    expect(third.bytes.equals(second.bytes)).toBe(true);
    close();

    const small = JSON.stringify({ ok: true });
    const askSmall = await serve(routeHandlerJson(small, "public, no-cache"));
    expect(decoded(await askSmall(browser))).toBe(small);
  });

  it("streams JSON about the caller on, compressed as it goes and never kept", async () => {
    const json = JSON.stringify({ orders: newPage() });
    const ask = await serve(routeHandlerJson(json, "private, no-store"));
    for (let sending = 0; sending < 2; sending++) {
      const answer = await ask(browser);
      expect(answer.headers["content-encoding"]).toBe("br");
      expect(answer.headers["transfer-encoding"]).toBe("chunked");
      expect(decoded(answer)).toBe(json);
    }
  });

  it("still streams a page whose headers were flushed first", async () => {
    const ask = await serve((response) => {
      response.setHeader("Content-Type", "text/html; charset=utf-8");
      response.flushHeaders();
      response.write(large);
      response.end(large);
    });
    const answer = await ask({ "accept-encoding": "gzip" });
    expect(answer.headers["transfer-encoding"]).toBe("chunked");
    expect(decoded(answer)).toBe(large + large);
  });

  it("leaves a streamed page to the middleware, which compresses it as it goes", async () => {
    const ask = await serve((response) => {
      response.setHeader("Content-Type", "text/html; charset=utf-8");
      response.write(large);
      response.end(large);
    });
    for (let sending = 0; sending < 2; sending++) {
      const answer = await ask({ "accept-encoding": "gzip" });
      expect(answer.headers["content-encoding"]).toBe("gzip");
      expect(answer.headers["transfer-encoding"]).toBe("chunked");
      expect(decoded(answer)).toBe(large + large);
    }
  });
});
