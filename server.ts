/**
 * The shop's HTTP server: Next.js's request handler behind a plain Node server, so the
 * client's address can be taken from the connection before any header a client wrote is
 * believed (lib/http/client-address.ts), and paths Next.js cannot decode get a 400 or 404
 * instead of its 500 (lib/http/malformed-path.ts), and responses are compressed here
 * (lib/http/compress.ts) rather than by Next.js, so a cached page is compressed once, not on every
 * request (lib/http/response-bodies.ts), and the build's own files are sent from memory, compressed
 * once (lib/http/static-files.ts), as are the home and blog pages for a second at a time once
 * Next.js has answered for them from its cache (lib/http/kept-pages.ts). It keeps Next.js from
 * telling the browser's router that a rewritten page lost its query (lib/http/rewritten-query.ts).
 * Once listening, it asks itself for the pages shoppers reach first, so their code is loaded before
 * the first visitor's request (lib/http/warm-up.ts).
 * `npm start` runs it.
 *
 * It runs under tsx's ESM loader alone, not the `tsx` command: the command also hooks
 * CommonJS `require`, which Next.js calls for the page modules on every request.
 *
 * usage: node --import tsx/esm server.ts [--port 3000] [--hostname 0.0.0.0]
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { parseArgs } from "node:util";

import next from "next";

import { buildDir } from "./lib/build-dir";
import { parseEnv } from "./lib/env/schema";
import { recordClientAddress } from "./lib/http/client-address";
import { compressResponses } from "./lib/http/compress";
import { keepPage, sendKeptPage } from "./lib/http/kept-pages";
import { divertMalformedPath } from "./lib/http/malformed-path";
import { measureKeptBodiesByTheirBytes, sendBodiesAsBytes } from "./lib/http/response-bodies";
import { dropRewrittenQuery } from "./lib/http/rewritten-query";
import { securityHeaders } from "./lib/http/security-headers";
import { serveBuildFiles } from "./lib/http/static-files";
import { warmUp } from "./lib/http/warm-up";

const { values } = parseArgs({
  options: {
    port: { type: "string", short: "p" },
    hostname: { type: "string", short: "H" },
  },
});
const env = parseEnv(process.env);
const { PORT, TRUSTED_PROXY_HOPS: trustedHops } = env;
const port = values.port ? Number(values.port) : PORT;

const app = next({ dev: false, port, hostname: values.hostname });
const handle = app.getRequestHandler();
await app.prepare();
measureKeptBodiesByTheirBytes();
const buildFiles = await serveBuildFiles(path.join(buildDir(), "static"), securityHeaders(env));
const compress = compressResponses();

const server = createServer((request, response) => {
  recordClientAddress(request, trustedHops);
  if (divertMalformedPath(request, response) || buildFiles.send(request, response)) return;
  if (sendKeptPage(request, response)) return;
  compress(request, response, () => {
    // Over the middleware, so a page it has kept compressed leaves as it is.
    sendBodiesAsBytes(request, response, (body) => keepPage(request, response, body));
    dropRewrittenQuery(response);
    void handle(request, response);
  });
});
// Longer than a load balancer's usual 60 s idle timeout, so it never reuses a socket we just closed.
server.keepAliveTimeout = 65_000;
server.listen(port, values.hostname, () => {
  console.log(
    `MotoForge shop ready on http://${values.hostname ?? "localhost"}:${port} (trusted proxies: ${trustedHops})`,
  );
  // So that the first visitors already get the build's files from memory (a second or two of work).
  void buildFiles.loadAll();
  void warmUp(server.address() as AddressInfo);
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
