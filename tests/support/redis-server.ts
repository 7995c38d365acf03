import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

import { freePort } from "./free-port";
import { stop, stopOnExit } from "./processes";

const root = path.resolve(import.meta.dirname, "../..");

export type RedisServer = {
  /** REDIS_URL for the shops. */
  url: string;
  /** Stops the server, as an outage does; `start` brings it back on the same port, empty. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Freezes the server with its connections open, as a hung host or a network cut leaves them; `thaw` resumes it. */
  freeze(): void;
  thaw(): void;
};

/**
 * Debian's redis-server on a free port, in memory only, for the tests and benchmarks of several
 * shop instances. scripts/ensure-redis.sh installs it first where it is missing (CI machines).
 */
export async function startRedis(): Promise<RedisServer> {
  execFileSync("bash", [path.join(root, "scripts/ensure-redis.sh")], { stdio: "inherit" });
  const port = await freePort();
  let server = await launch(port);
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () => stop(server),
    start: async () => {
      server = await launch(port);
    },
    freeze: () => server.kill("SIGSTOP"),
    thaw: () => server.kill("SIGCONT"),
  };
}

function launch(port: number): Promise<ChildProcess> {
  const args = ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"];
  const child = stopOnExit(spawn("redis-server", args, { stdio: ["ignore", "pipe", "pipe"] }));
  let output = "";
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (!output.includes("Ready to accept connections")) return;
      child.stdout.off("data", onData);
      resolve(child);
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("exit", (code) => reject(new Error(`redis-server exited (${code}):\n${output}`)));
    child.once("error", reject);
  });
}
