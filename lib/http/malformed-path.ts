import type { IncomingMessage, ServerResponse } from "node:http";

/**
 * Next.js answers a bare 500 when a dynamic segment cannot be percent-decoded
 * (`/api/order/%E0%A4%A`, `/legal/%ZZ`): its router throws before any handler of ours runs.
 * The shop's server (server.ts) catches such paths first.
 */

/** Whether the path (the query string is the handlers' own business) is not valid percent-encoding. */
export function hasMalformedPath(url: string): boolean {
  const [path = ""] = url.split(/[?#]/, 1);
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

/** A path that matches no route, so Next.js renders the not-found page with its 404. */
const UNMATCHED_PATH = "/_malformed-path";

/**
 * For a malformed path: answers an API request itself (400, in the API's `{ error }` shape)
 * and returns true; points a page request at the not-found page for Next.js to render.
 */
export function divertMalformedPath(request: IncomingMessage, response: ServerResponse): boolean {
  if (!request.url || !hasMalformedPath(request.url)) return false;
  if (request.url.startsWith("/api/")) {
    response.writeHead(400, { "content-type": "application/json", "x-content-type-options": "nosniff" });
    response.end(JSON.stringify({ error: "The address is not valid." }));
    return true;
  }
  request.url = UNMATCHED_PATH;
  return false;
}
