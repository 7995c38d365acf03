import type { ServerResponse } from "node:http";

/** What Next.js tells its client router a rewrite turned the URL's query into. */
export const REWRITTEN_QUERY_HEADER = "x-nextjs-rewritten-query";

/**
 * Keeps Next.js from telling the browser's router that a page was rendered without the query it was
 * asked with.
 *
 * For every URL a rewrite in next.config.ts matches, Next.js 16.4 compares the request's query with
 * the one written in the rewrite's destination, and when they differ it answers the router's requests
 * with this header, carrying the destination's. The shop's rewrites only change the path (English
 * pages to app/[locale]/ as "en", and the old page names), so their destinations carry no query and
 * the header says "" for any URL that had one, although Next.js rendered the page with it. The router
 * then files /dashboard/overview?days=7, or /tools?page=2, under the same key as the URL without its
 * query: once a link's prefetch had arrived before the click, the click changed the address and left
 * the page it was on (in the owner's overview, the last 30 days' figures under "Last 7 days").
 *
 * Without the header the router takes the query from the URL it asked for, which is the one the page
 * was rendered with as long as no rewrite changes a query; tests/rewrites.test.ts holds next.config.ts
 * to that.
 */
export function dropRewrittenQuery(response: ServerResponse): void {
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse;
  // Node.js sends headers through writeHead, also when a body is written without calling it first.
  response.writeHead = ((...args: unknown[]) => {
    response.removeHeader(REWRITTEN_QUERY_HEADER);
    return writeHead(...args);
  }) as ServerResponse["writeHead"];
}
