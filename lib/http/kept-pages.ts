import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";

import { areTagsExpired, areTagsStale, tagsManifest } from "../cache/next-internals";
import { preferredCoding } from "./accepted-encoding";
import { compressedBytes, type RememberedBody } from "./response-bodies";

/**
 * The home and blog pages, which shoppers and search engines ask for most and which are the same for
 * everyone: prerendered, cached by Next.js until their data changes (docs/architecture.md, "Caching"),
 * and left alone by the proxy (tests/proxy-matcher.test.ts).
 */
export const KEPT_PAGE_PATHS: ReadonlySet<string> = new Set(["/", "/bn", "/blog", "/bn/blog"]);

/**
 * How long server.ts answers such a page from its memory before it asks Next.js again. For a cached
 * page, Next.js's own work (routing, the rewrite to its language, the route's setup, the cache
 * lookup, the headers) took 910 to 1,040 µs of the server's CPU a request, against about 80 µs for
 * the same bytes from here, and gives the same answer every time. A second bounds how much later
 * than Next.js's own clock a page can expire; a change of data is seen at once, below.
 */
export const KEPT_FOR_MS = 1000;

/** Requests with any of these headers ask for the router's data, not the page (Next.js's Vary). */
const ROUTER_HEADERS = [
  "rsc",
  "next-router-state-tree",
  "next-router-prefetch",
  "next-router-segment-prefetch",
  "next-url",
  "next-action",
];
/** Headers that belong to one sending of the body, set again on every answer. */
const PER_SENDING_HEADERS = new Set(["content-encoding", "content-length", "transfer-encoding"]);
const SHARED_CACHEABLE = /(?:^|,)\s*s-maxage=\d+\s*(?:,|$)/i;
const NOT_FOR_SHARING = /(?:^|,)\s*(?:private|no-store|no-cache)\s*(?:[,=]|$)/i;

type KeptPage = { headers: OutgoingHttpHeaders; body: RememberedBody; askedAt: number };
const keptPages = new Map<string, KeptPage>();
/** When each plain request for one of those paths reached the server, for the answer Next.js gives it. */
const askedAt = new WeakMap<IncomingMessage, number>();

/**
 * Answers a plain request for one of those pages from memory when Next.js answered one from its
 * cache in the last second and no cache tag has been revalidated since that request arrived (on this
 * instance or, through the shared cache, another), and returns true; otherwise leaves the request to
 * Next.js and returns false.
 */
export function sendKeptPage(request: IncomingMessage, response: ServerResponse): boolean {
  if (!isPlainPageRequest(request)) return false;
  const now = Date.now();
  const kept = keptPages.get(request.url!);
  if (kept && now - kept.askedAt < KEPT_FOR_MS && !anyTagRevalidatedSince(kept.askedAt)) {
    send(kept, request, response);
    return true;
  }
  keptPages.delete(request.url!);
  askedAt.set(request, now);
  return false;
}

/**
 * Keeps Next.js's answer to a plain request for one of those pages when Next.js found it in its
 * cache (`x-nextjs-cache: HIT`) and any cache may share it: a 200 with `s-maxage` and no cookie. A
 * page it rendered is not kept: with the shared cache out of reach (lib/cache/shared-cache.ts) it
 * renders every request, since it cannot hear of other instances' changes, and so must the page's
 * next request. A page is kept as of when its request arrived, so a revalidation while Next.js
 * answered counts against it.
 */
export function keepPage(request: IncomingMessage, response: ServerResponse, body: RememberedBody): void {
  const arrived = askedAt.get(request);
  if (arrived === undefined || !isSharedCacheable(response)) return;
  const headers = Object.fromEntries(
    Object.entries(response.getHeaders()).filter(([name]) => !PER_SENDING_HEADERS.has(name)),
  );
  keptPages.set(request.url!, { headers, body, askedAt: arrived });
}

const isPlainPageRequest = (request: IncomingMessage) =>
  request.method === "GET" &&
  KEPT_PAGE_PATHS.has(request.url ?? "") &&
  !ROUTER_HEADERS.some((name) => request.headers[name] !== undefined);

function isSharedCacheable(response: ServerResponse): boolean {
  const cacheControl = String(response.getHeader("Cache-Control") ?? "");
  return (
    response.statusCode === 200 &&
    SHARED_CACHEABLE.test(cacheControl) &&
    !NOT_FOR_SHARING.test(cacheControl) &&
    !response.hasHeader("Set-Cookie") &&
    response.getHeader("x-nextjs-cache") === "HIT"
  );
}

/** As Next.js judges a cached entry by its tags (tags-manifest.external.js), over every known tag. */
function anyTagRevalidatedSince(time: number): boolean {
  const tags = [...tagsManifest.keys()];
  return areTagsStale(tags, time - 1) || areTagsExpired(tags, time - 1);
}

function send({ headers, body }: KeptPage, request: IncomingMessage, response: ServerResponse) {
  const coding = preferredCoding(request.headers["accept-encoding"]);
  const bytes = coding ? compressedBytes(body, coding) : body.utf8;
  response.writeHead(200, {
    ...headers,
    ...(coding && { "content-encoding": coding }),
    "content-length": bytes.length,
  });
  response.end(bytes);
}
