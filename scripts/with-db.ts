/**
 * Runs a command (e.g. `next dev`) with a database. Without MONGODB_URI it
 * starts the embedded MongoDB-compatible server in-process on .data/db, seeds
 * it on its first start, and passes its URI (and a local AUTH_SECRET unless one
 * is set) to the command.
 *
 * usage: tsx scripts/with-db.ts <command> [args...]
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { constants } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { startServer, type RunningServer } from "@motoforge/embedded-db";
import { errorMessage } from "../lib/error-message";
import { localAuthSecret, seedOnFirstStart } from "./local-setup";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const DB_NAME = "motoparts";
const DB_PATH = ".data/db";
const AUTH_SECRET_FILE = ".data/auth-secret";

function resolveBin(command: string): string {
  const local = join(ROOT, "node_modules", ".bin", command);
  return existsSync(local) ? local : command;
}

function embeddedPort(): number {
  const raw = process.env.EMBEDDED_DB_PORT;
  const port = raw ? Number(raw) : 0;
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`invalid EMBEDDED_DB_PORT: ${raw}`);
  return port;
}

async function main(): Promise<void> {
  const [command, ...args] = process.argv.slice(2);
  if (!command) throw new Error("usage: tsx scripts/with-db.ts <command> [args...]");
  const env = { ...process.env };
  let server: RunningServer | undefined;
  if (!env.MONGODB_URI) {
    server = await startServer({ port: embeddedPort(), dbpath: join(ROOT, DB_PATH) });
    env.MONGODB_URI = `${server.uri}/${DB_NAME}`;
    env.AUTH_SECRET ??= localAuthSecret(join(ROOT, AUTH_SECRET_FILE));
    console.log(`embedded-db listening on ${server.uri} (dbpath ${DB_PATH})`);
    if (await seedOnFirstStart(env.MONGODB_URI))
      console.log("embedded-db: seeded the demo catalogue and accounts (see README)");
  }

  const child = spawn(resolveBin(command), args, { stdio: "inherit", env });
  const forward = (signal: NodeJS.Signals): void => {
    child.kill(signal);
  };
  process.on("SIGINT", forward);
  process.on("SIGTERM", forward);

  const finish = async (code: number): Promise<never> => {
    await server?.close();
    process.exit(code);
  };
  child.on("error", (error) => {
    console.error(`with-db: could not run ${command}: ${error.message}`);
    void finish(1);
  });
  child.on("exit", (code, signal) => {
    void finish(code ?? (signal ? 128 + constants.signals[signal] : 1));
  });
}

main().catch((error: unknown) => {
  console.error(`with-db: ${errorMessage(error)}`);
  process.exit(1);
});
