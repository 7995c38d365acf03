import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream } from "node:fs";

/** Runs a command to completion, failing with its output when it exits non-zero. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} failed:\n${output}`)),
    );
  });
}

/** Servers started for tests and benches that are still running. */
const running = new Set<ChildProcess>();
process.once("exit", () => {
  for (const child of running) child.kill("SIGTERM");
});

/**
 * Makes a server die with this process even when it ends early (an uncaught error, a closed
 * output pipe): one left behind keeps its port, and a bench's kept a core busy through every
 * later measurement. SIGTERM, which tsx passes on to the program it runs.
 */
export function stopOnExit<T extends ChildProcess>(child: T): T {
  running.add(child);
  child.once("exit", () => running.delete(child));
  return child;
}

/**
 * Starts a long-running server and resolves once `url` answers, or rejects if it dies first.
 * Its output goes to `logFile`, to read when a test fails.
 */
export async function startAndWait(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  url: string,
  logFile: string,
): Promise<ChildProcess> {
  const child = stopOnExit(spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] }));
  const log = createWriteStream(logFile);
  let output = "";
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    stream?.pipe(log);
  }
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${command} exited early:\n${output}`);
    try {
      const response = await fetch(url);
      if (response.ok) return child;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill("SIGKILL");
  throw new Error(`${url} did not answer within 60 s:\n${output}`);
}

export function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}
