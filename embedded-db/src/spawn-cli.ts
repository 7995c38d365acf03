import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";

const PACKAGE = fileURLToPath(new URL("..", import.meta.url));

export interface CliServer {
  child: ChildProcess;
  uri: string;
  /** Resolves with the exit code (or signal) once the process is gone. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Runs the CLI (`src/cli.ts`) in a child process and waits for its
 * "listening" line. Used by the durability test and the benchmark.
 */
export async function spawnCli(dbpath: string): Promise<CliServer> {
  const child = spawn(process.execPath, ["--import", "tsx", "src/cli.ts", "--port", "0", "--dbpath", dbpath], {
    cwd: PACKAGE,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = once(child, "exit").then(([code, signal]) => ({
    code: code as number | null,
    signal: signal as NodeJS.Signals | null,
  }));
  let output = "";
  const uri = await new Promise<string>((resolveUri, reject) => {
    const onData = (chunk: Buffer): void => {
      output += chunk.toString();
      const match = output.match(/listening on (mongodb:\/\/127\.0\.0\.1:\d+)/);
      if (match?.[1]) resolveUri(match[1]);
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    void exited.then(() => reject(new Error(`embedded-db exited before listening:\n${output}`)));
  });
  return { child, uri, exited };
}
