import type { IncomingMessage, ServerResponse } from "node:http";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

import { preferredCoding, type ContentCoding } from "./accepted-encoding";

/**
 * What the shop's server (server.ts) does to response bodies before Node.js sends them, for the three
 * costs Next.js pays again on every request for a cached page, whose whole HTML it ends the response
 * with as one string:
 *
 * - Encoding: Node.js writes a large string to a socket about 2.5 times slower than the same bytes as
 *   a Buffer (a 115 KB page from a plain `http` server at 50 connections: 1,440 responses a second
 *   against 3,560 with the encoding done first). Large strings leave as bytes; small ones (chunk
 *   framing, short answers) pass as they are, since for them the copy costs more than it saves.
 * - Compression: browsers ask for Brotli or gzip, and compressing the home page's 105 KB took longer
 *   than serving it (gzip alone cut GET / from about 2,000 to 500 responses a second here). A whole
 *   body sent a second time is the same page again: its bytes and their compressed forms are kept,
 *   up to a total size, and sent as they are. Everything else (streamed pages, files, first sendings)
 *   is compressed as it goes by the `compression` middleware server.ts puts under this.
 * - Measuring: Next.js counts the string's UTF-8 bytes for its Content-Length first; for a body kept
 *   here, its kept bytes answer that (measureKeptBodiesByTheirBytes).
 *
 * A route handler's JSON arrives differently: Next.js sends the headers, then the body's bytes as a
 * stream, and drops any Content-Encoding a handler sets. JSON the same for everyone, which its
 * handler marks `public` (the catalogue at GET /api/tools), is held until its end and then sent as a
 * whole body like a page's, compressed once per version instead of once per request. Answers about
 * the caller (`private`, the API's default) stream on and are never kept.
 */
const SMALL_STRING = 4096;
export const REMEMBERED_BYTES = 8 * 1024 * 1024;
/** What compressing is worth it for: text the shop sends (pages, RSC payloads, JSON, SVG). */
const COMPRESSIBLE_TYPE = /^(?:text\/|application\/(?:json|javascript|xml|manifest\+json)|image\/svg\+xml)/i;
const JSON_TYPE = /^application\/json/i;
const PUBLIC = /(?:^|,)\s*public\s*(?:,|$)/i;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

export type RememberedBody = { utf8: Buffer; sendings: number } & Partial<Record<ContentCoding, Buffer>>;
/** Most recently sent last: a Map iterates in insertion order, so the first entry goes first. */
const rememberedBodies = new Map<string, RememberedBody>();
let rememberedBytes = 0;

const compressors: Record<ContentCoding, (bytes: Buffer) => Buffer> = {
  // Quality 5: about a tenth smaller than gzip for a few ms, paid once per version of a page
  // (11, the default, takes a fifth of a second for the home page).
  br: (bytes) =>
    brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }),
  gzip: (bytes) => gzipSync(bytes),
};

type WriteArgs = [chunk?: unknown, encodingOrCallback?: unknown, callback?: unknown];

/**
 * Makes `response.write` and `response.end` send large string bodies, and JSON, as described above.
 * `sent` hears of each whole body once it has been handed to Node.js, with the response's headers final.
 */
export function sendBodiesAsBytes(
  request: IncomingMessage,
  response: ServerResponse,
  sent?: (body: RememberedBody) => void,
): void {
  const write = response.write.bind(response) as (...args: WriteArgs) => boolean;
  const end = response.end.bind(response) as (...args: WriteArgs) => ServerResponse;
  const flushHeaders = response.flushHeaders.bind(response);
  let streamed = false;
  /** A public JSON body's bytes so far, from its first write to its end. */
  let heldJson: Buffer[] | undefined;
  const holdsJson = () => {
    if (!streamed && !response.headersSent && isPublicJson(response)) heldJson ??= [];
    return heldJson !== undefined;
  };

  // Next.js sends a route handler's headers before its first chunk; a held body's go with its end.
  response.flushHeaders = () => {
    if (!holdsJson()) flushHeaders();
  };
  response.write = ((...args: WriteArgs) => {
    if (holdsJson()) return hold(heldJson!, args);
    streamed = true;
    return write(...encodeLargeString(args));
  }) as ServerResponse["write"];
  response.end = ((...args: WriteArgs) => {
    const [chunk, encodingOrCallback, callback] = args;
    const done = typeof encodingOrCallback === "function" ? encodingOrCallback : callback;
    if (heldJson) {
      if (chunk != null && typeof chunk !== "function") hold(heldJson, [chunk, encodingOrCallback]);
      const bytes = Buffer.concat(heldJson);
      heldJson = undefined;
      return bytes.length >= SMALL_STRING ? sendWhole(bytes.toString("utf8"), done) : end(bytes, done);
    }
    const textEncoding = typeof encodingOrCallback === "string" ? encodingOrCallback : "utf8";
    const wholeUtf8Body =
      !streamed && typeof chunk === "string" && chunk.length >= SMALL_STRING && textEncoding === "utf8";
    return wholeUtf8Body ? sendWhole(chunk, done) : end(...encodeLargeString(args));
  }) as ServerResponse["end"];

  /** Ends the response with a whole body: its kept bytes, compressed once if it was sent before. */
  function sendWhole(text: string, done: unknown) {
    const body = remember(text);
    const coding = body.sendings > 1 ? codingFor(request, response) : undefined;
    const bytes = coding ? compressedBytes(body, coding) : body.utf8;
    if (coding) {
      response.setHeader("Content-Encoding", coding);
      response.setHeader("Content-Length", bytes.length);
      // Vary: Accept-Encoding comes from the middleware below, as for the responses it compresses itself.
    }
    const ended = end(bytes, done);
    sent?.(body);
    return ended;
  }
}

/** A kept body compressed with `coding`: compressed on its first asking, kept with it after. */
export const compressedBytes = (body: RememberedBody, coding: ContentCoding): Buffer =>
  (body[coding] ??= keep(compressors[coding](body.utf8)));

/**
 * Makes `Buffer.byteLength` answer from the kept bytes for a whole body sent before. Next.js sets a
 * cached page's Content-Length by measuring its whole HTML string on every request, and one letter
 * beyond Latin-1 (the taka sign, "বাংলা", a typographic quote) makes V8 store all of it as two-byte
 * text, which Node.js measures at about a nanosecond a character: 110 µs of the home page's 910 µs a
 * request. The kept body is that very string's UTF-8, so its length is the answer; any other string,
 * or another encoding, is measured as before. server.ts calls this once, before it serves.
 */
export function measureKeptBodiesByTheirBytes(): void {
  const byteLength = Buffer.byteLength;
  Buffer.byteLength = ((value: Parameters<typeof byteLength>[0], encoding?: BufferEncoding) => {
    const utf8 = encoding === undefined || encoding === "utf8" || encoding === "utf-8";
    const kept = utf8 && typeof value === "string" && value.length >= SMALL_STRING && rememberedBodies.get(value);
    return kept ? kept.utf8.length : byteLength(value, encoding);
  }) as typeof byteLength;
}

const isPublicJson = (response: ServerResponse) =>
  JSON_TYPE.test(String(response.getHeader("Content-Type") ?? "")) &&
  PUBLIC.test(String(response.getHeader("Cache-Control") ?? ""));

/** Adds a written chunk to a held body, calling back as a write would. */
function hold(held: Buffer[], [chunk, encodingOrCallback, callback]: WriteArgs): boolean {
  const encoding = typeof encodingOrCallback === "string" ? (encodingOrCallback as BufferEncoding) : "utf8";
  const bytes = chunk as Uint8Array;
  held.push(
    typeof chunk === "string"
      ? Buffer.from(chunk, encoding)
      : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
  );
  const done = typeof encodingOrCallback === "function" ? encodingOrCallback : callback;
  if (typeof done === "function") queueMicrotask(() => (done as () => void)());
  return true;
}

/** `(chunk, encoding?, callback?)` with a large string chunk replaced by its bytes. */
function encodeLargeString(args: WriteArgs): WriteArgs {
  const [chunk, encodingOrCallback, callback] = args;
  if (typeof chunk !== "string" || chunk.length < SMALL_STRING) return args;
  if (typeof encodingOrCallback === "function") return [Buffer.from(chunk, "utf8"), encodingOrCallback];
  return [Buffer.from(chunk, (encodingOrCallback as BufferEncoding | undefined) ?? "utf8"), callback];
}

/**
 * The body's remembered bytes, counted as sent once more and moved to the newest end. A body larger
 * than a quarter of the budget is no cached page: it is encoded and not kept.
 */
function remember(text: string): RememberedBody {
  const known = rememberedBodies.get(text);
  if (known) rememberedBodies.delete(text);
  const body = known ?? { utf8: Buffer.from(text, "utf8"), sendings: 0 };
  body.sendings++;
  if (body.utf8.length > REMEMBERED_BYTES / 4) return body;
  rememberedBodies.set(text, body);
  if (!known) keep(body.utf8);
  return body;
}

/** Counts bytes newly kept; the oldest bodies are forgotten once the total passes the budget. */
function keep(bytes: Buffer): Buffer {
  rememberedBytes += bytes.length;
  forgetOldest();
  return bytes;
}

function forgetOldest() {
  for (const [text, body] of rememberedBodies) {
    if (rememberedBytes <= REMEMBERED_BYTES) return;
    rememberedBodies.delete(text);
    rememberedBytes -= body.utf8.length + (body.br?.length ?? 0) + (body.gzip?.length ?? 0);
  }
}

/** How to compress this response, if at all: as the `compression` middleware decides for the others. */
function codingFor(request: IncomingMessage, response: ServerResponse): ContentCoding | undefined {
  const status = response.statusCode;
  const transformable =
    request.method !== "HEAD" &&
    status >= 200 &&
    status !== 204 &&
    status !== 304 &&
    !response.headersSent &&
    !response.hasHeader("Content-Encoding") &&
    COMPRESSIBLE_TYPE.test(String(response.getHeader("Content-Type") ?? "")) &&
    !NO_TRANSFORM.test(String(response.getHeader("Cache-Control") ?? ""));
  return transformable ? preferredCoding(request.headers["accept-encoding"]) : undefined;
}
