import type { IncomingMessage, ServerResponse } from "node:http";

import compression from "compression";

/** A request handler in Connect's shape, over Node.js's own request and response. */
export type NodeMiddleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

/**
 * What Next.js would compress with (next.config.ts turns its own off): gzip or Brotli, from 1 KB.
 * The middleware is typed for Express, but of Express it uses only Node.js's request and response.
 */
export function compressResponses(): NodeMiddleware {
  return compression() as unknown as NodeMiddleware;
}
