import type { ServerResponse } from "node:http";

/**
 * Node.js writes a large string to a socket about 2.5 times slower than the same bytes as a
 * Buffer (a 115 KB page from a plain `http` server at 50 connections: 1,440 responses a second
 * against 3,560 with the encoding done first), and Next.js ends the response of a cached page
 * with its whole HTML as one string. So the shop's server (server.ts) encodes large string
 * bodies itself before Node.js sees them; small strings (chunk framing, short answers) pass
 * as they are, since for them the copy costs more than it saves.
 */
const SMALL_STRING = 4096;

/**
 * A cached page is the very same string on every request until it is revalidated, so the
 * bytes of the most recent whole bodies are kept, up to a total size: looking the same string
 * up again costs next to nothing, encoding 115 KB of UTF-16 costs a good part of the request.
 * Streamed chunks differ every time and are never kept.
 */
export const REMEMBERED_BYTES = 4 * 1024 * 1024;
const encodedBodies = new Map<string, Buffer>();
let rememberedBytes = 0;

type WriteArgs = [chunk?: unknown, encodingOrCallback?: unknown, callback?: unknown];

/** Makes `response.write` and `response.end` hand a large string body on as a Buffer. */
export function encodeStringBodies(response: ServerResponse): void {
  const write = response.write.bind(response) as (...args: WriteArgs) => boolean;
  const end = response.end.bind(response) as (...args: WriteArgs) => ServerResponse;
  response.write = ((...args: WriteArgs) => write(...encodeLargeString(args, Buffer.from))) as ServerResponse["write"];
  response.end = ((...args: WriteArgs) => end(...encodeLargeString(args, encodeWholeBody))) as ServerResponse["end"];
}

/** `(chunk, encoding?, callback?)` with a large string chunk replaced by its bytes. */
function encodeLargeString(args: WriteArgs, encode: (text: string, encoding: BufferEncoding) => Buffer): WriteArgs {
  const [chunk, encodingOrCallback, callback] = args;
  if (typeof chunk !== "string" || chunk.length < SMALL_STRING) return args;
  if (typeof encodingOrCallback === "function") return [encode(chunk, "utf8"), encodingOrCallback];
  return [encode(chunk, (encodingOrCallback as BufferEncoding | undefined) ?? "utf8"), callback];
}

/** The bytes of a whole UTF-8 body, remembered for the next request that sends the same one. */
function encodeWholeBody(text: string, encoding: BufferEncoding): Buffer {
  if (encoding !== "utf8") return Buffer.from(text, encoding);
  const remembered = encodedBodies.get(text);
  if (remembered) return remembered;
  const bytes = Buffer.from(text, encoding);
  if (bytes.length > REMEMBERED_BYTES) return bytes;
  encodedBodies.set(text, bytes);
  rememberedBytes += bytes.length;
  // A Map iterates in insertion order: the first entry is the oldest body.
  for (const [oldest, oldestBytes] of encodedBodies) {
    if (rememberedBytes <= REMEMBERED_BYTES) break;
    encodedBodies.delete(oldest);
    rememberedBytes -= oldestBytes.length;
  }
  return bytes;
}
