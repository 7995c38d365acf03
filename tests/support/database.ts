import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";

import { stop, stopOnExit } from "./processes";

const root = path.resolve(import.meta.dirname, "../..");
const tsx = path.join(root, "node_modules/.bin/tsx");
const cli = createRequire(import.meta.url).resolve("@motoforge/embedded-db/cli");

/**
 * Starts the embedded database the way `npm run db` does, in memory, on a free port,
 * and resolves with its URI once it accepts connections.
 */
export function startDatabase(): Promise<{ uri: string; close: () => Promise<void> }> {
  const child = stopOnExit(
    spawn(tsx, [cli, "--port", "0", "--dbpath", ":memory:"], {
      stdio: ["ignore", "pipe", "pipe"],
    }),
  );
  let output = "";
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const uri = /mongodb:\/\/127\.0\.0\.1:\d+/.exec(output)?.[0];
      if (uri) {
        child.stdout.off("data", onData);
        resolve({ uri, close: () => stop(child) });
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("exit", (code) => reject(new Error(`the embedded database exited (${code}):\n${output}`)));
    child.on("error", reject);
  });
}
