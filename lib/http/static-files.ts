import { readdir, readFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

import { preferredCoding, type ContentCoding } from "./accepted-encoding";

/**
 * The build's own files (`/_next/static/...`: scripts, stylesheets, fonts, icons), sent by server.ts
 * before Next.js sees the request. Their names carry a hash of their contents, so while a build is
 * served they never change: each is read and compressed once (Brotli at its best and gzip, in Node.js's
 * thread pool, off the thread that serves; all of them one by one as the server starts), then sent
 * from memory. Through Next.js every one was routed, read and compressed again on each request, 2 to
 * 8 ms of the server's one thread apiece: a first visit's fifteen at once held up the stylesheet the
 * page waits for to be drawn.
 */

const URL_PREFIX = "/_next/static/";
const IMMUTABLE = "public, max-age=31536000, immutable";
/** The types a build writes there; anything else is left to Next.js. */
const CONTENT_TYPES: Record<string, { type: string; compressible: boolean }> = {
  ".js": { type: "application/javascript; charset=UTF-8", compressible: true },
  ".css": { type: "text/css; charset=UTF-8", compressible: true },
  ".json": { type: "application/json; charset=UTF-8", compressible: true },
  ".svg": { type: "image/svg+xml", compressible: true },
  ".txt": { type: "text/plain; charset=UTF-8", compressible: true },
  ".woff2": { type: "font/woff2", compressible: false },
  ".woff": { type: "font/woff", compressible: false },
  ".png": { type: "image/png", compressible: false },
  ".ico": { type: "image/x-icon", compressible: false },
};

type Body = { bytes: Buffer } & Partial<Record<ContentCoding, Buffer>>;
/** A file of the build; `body` once it is in memory. */
type StaticFile = { type: string; compressible: boolean; file: string; body?: Body; loading?: Promise<void> };
type LoadedFile = StaticFile & { body: Body };

const compressors: Record<ContentCoding, (bytes: Buffer) => Promise<Buffer>> = {
  br: (bytes) =>
    promisify(brotliCompress)(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }),
  gzip: (bytes) => promisify(gzip)(bytes, { level: 9 }),
};

/** The files of one build, found when the server starts. */
export type BuildFiles = {
  /**
   * Sends the requested file if it is one of them and in memory, answering true; a file asked for
   * before it is in memory is Next.js's this once, while it is read and compressed for the next
   * requests. A path it does not know (or a range of one) is always Next.js's.
   */
  send: (request: IncomingMessage, response: ServerResponse) => boolean;
  /** Reads and compresses every file not yet in memory, one at a time, leaving the thread pool to requests. */
  loadAll: () => Promise<void>;
};

/** The files under `staticDir` (the build's `static` folder) as they are now. */
export async function serveBuildFiles(
  staticDir: string,
  headers: { key: string; value: string }[],
): Promise<BuildFiles> {
  const files = new Map<string, StaticFile>();
  for (const entry of await readdir(staticDir, { recursive: true, withFileTypes: true })) {
    const kind = CONTENT_TYPES[path.extname(entry.name)];
    if (!entry.isFile() || !kind) continue;
    const file = path.join(entry.parentPath, entry.name);
    files.set(URL_PREFIX + path.relative(staticDir, file).split(path.sep).join("/"), { ...kind, file });
  }
  const startLoading = (file: StaticFile) =>
    (file.loading ??= load(file).catch((error: unknown) => {
      console.warn(`Could not keep ${file.file} in memory`, error);
    }));
  return {
    send(request, response) {
      if ((request.method !== "GET" && request.method !== "HEAD") || request.headers.range) return false;
      const url = request.url ?? "";
      if (!url.startsWith(URL_PREFIX)) return false;
      const known = files.get(url.split("?", 1)[0]!);
      if (!known) return false;
      if (!isLoaded(known)) {
        void startLoading(known);
        return false;
      }
      send(request, response, known, headers);
      return true;
    },
    async loadAll() {
      for (const file of files.values()) await startLoading(file);
    },
  };
}

async function load(file: StaticFile): Promise<void> {
  const bytes = await readFile(file.file);
  const body: Body = { bytes };
  if (file.compressible) [body.br, body.gzip] = await Promise.all([compressors.br(bytes), compressors.gzip(bytes)]);
  file.body = body;
}

const isLoaded = (file: StaticFile): file is LoadedFile => file.body !== undefined;

function send(
  request: IncomingMessage,
  response: ServerResponse,
  file: LoadedFile,
  headers: { key: string; value: string }[],
) {
  for (const { key, value } of headers) response.setHeader(key, value);
  response.setHeader("Content-Type", file.type);
  response.setHeader("Cache-Control", IMMUTABLE);
  const coding = file.compressible ? preferredCoding(request.headers["accept-encoding"]) : undefined;
  if (file.compressible) response.setHeader("Vary", "Accept-Encoding");
  if (coding) response.setHeader("Content-Encoding", coding);
  const bytes = coding ? file.body[coding]! : file.body.bytes;
  response.setHeader("Content-Length", bytes.length);
  response.end(request.method === "HEAD" ? undefined : bytes);
}
