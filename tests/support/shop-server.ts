import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");
const tsxCli = path.join(root, "node_modules/tsx/dist/cli.mjs");

/**
 * Runs one of the project's scripts (seed, make-admin) as the server code it is: with React's
 * server condition, under which `server-only` modules such as lib/auth/password.ts import
 * cleanly. Never for server.ts: Next.js needs React's client build to render HTML.
 */
export const serverScriptArgs = (script: string, ...args: string[]) => [
  tsxCli,
  "--conditions=react-server",
  path.join(root, script),
  ...args,
];

/** The arguments for `node` that start the built shop as `npm start` does (server.ts), on `port`. */
export const shopServerArgs = (port: number) => [
  "--import",
  "tsx/esm",
  path.join(root, "server.ts"),
  "--port",
  String(port),
];
