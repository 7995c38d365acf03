/**
 * The shop's HTTP server: Next.js's request handler behind a plain Node server, so the
 * client's address can be taken from the connection before any header a client wrote is
 * believed (lib/http/client-address.ts), and paths Next.js cannot decode get a 400 or 404
 * instead of its 500 (lib/http/malformed-path.ts). `npm start` runs it.
 *
 * It runs under tsx's ESM loader alone, not the `tsx` command: the command also hooks
 * CommonJS `require`, which Next.js calls for the page modules on every request.
 *
 * usage: node --import tsx/esm server.ts [--port 3000] [--hostname 0.0.0.0]
 */
import { createServer } from "node:http";
import { parseArgs } from "node:util";

import next from "next";

import { parseEnv } from "./lib/env/schema";
import { recordClientAddress } from "./lib/http/client-address";
import { divertMalformedPath } from "./lib/http/malformed-path";
import { encodeStringBodies } from "./lib/http/encode-string-bodies";

const { values } = parseArgs({
  options: {
    port: { type: "string", short: "p" },
    hostname: { type: "string", short: "H" },
  },
});
const { PORT, TRUSTED_PROXY_HOPS: trustedHops } = parseEnv(process.env);
const port = values.port ? Number(values.port) : PORT;

const app = next({ dev: false, port, hostname: values.hostname });
const handle = app.getRequestHandler();
await app.prepare();

const server = createServer((request, response) => {
  recordClientAddress(request, trustedHops);
  if (divertMalformedPath(request, response)) return;
  encodeStringBodies(response);
  void handle(request, response);
});
// Longer than a load balancer's usual 60 s idle timeout, so it never reuses a socket we just closed.
server.keepAliveTimeout = 65_000;
server.listen(port, values.hostname, () => {
  console.log(
    `MotoForge shop ready on http://${values.hostname ?? "localhost"}:${port} (trusted proxies: ${trustedHops})`,
  );
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
