import { mkdirSync } from "node:fs";
import { createServer, type Server, type Socket } from "node:net";
import { join, resolve } from "node:path";
import type { ServerStats } from "./commands/context";
import { serveConnection } from "./connection";
import { CursorRegistry } from "./cursors";
import { lockDbPath, type DbLock } from "./lock";
import { expireDocuments } from "./query/ttl";
import { DATA_FILE } from "./storage/sqlite";
import { Store } from "./storage/store";

export interface StartOptions {
  /** TCP port; 0 picks a free one. */
  port: number;
  /** Data directory, or ':memory:' to keep nothing on disk. */
  dbpath: string;
  /** Interface to bind; defaults to 127.0.0.1. */
  host?: string;
}

export interface RunningServer {
  /** e.g. mongodb://127.0.0.1:27017 (no database name). */
  uri: string;
  port: number;
  /** Stops accepting, closes all connections, commits and closes the store, releases the lock. */
  close(): Promise<void>;
}

const MEMORY = ":memory:";
/** How often idle cursors are dropped and TTL indexes are applied (MongoDB's TTL monitor runs every 60 s). */
const TTL_INTERVAL_MS = 60_000;

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolveListen, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      const address = server.address();
      resolveListen(typeof address === "object" && address ? address.port : port);
    });
  });
}

function openStore(dbpath: string): { store: Store; lock?: DbLock } {
  if (dbpath === MEMORY) return { store: new Store(MEMORY) };
  const dir = resolve(dbpath);
  mkdirSync(dir, { recursive: true });
  const lock = lockDbPath(dir);
  try {
    return { store: new Store(join(dir, DATA_FILE)), lock };
  } catch (error) {
    lock.release();
    throw error;
  }
}

/** Starts a MongoDB wire-protocol server backed by sqlite. */
export async function startServer(options: StartOptions): Promise<RunningServer> {
  const host = options.host ?? "127.0.0.1";
  const { store, lock } = openStore(options.dbpath);
  const cursors = new CursorRegistry();
  const stats: ServerStats = { startedAt: new Date(), currentConnections: 0, totalConnections: 0 };
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    stats.currentConnections++;
    stats.totalConnections++;
    socket.on("close", () => {
      sockets.delete(socket);
      stats.currentConnections--;
    });
    serveConnection(socket, { store, cursors, stats }, stats.totalConnections);
  });
  let port: number;
  try {
    port = await listen(server, options.port, host);
  } catch (error) {
    store.close();
    lock?.release();
    throw error;
  }
  const sweeper = setInterval(() => {
    cursors.sweep();
    try {
      expireDocuments(store);
    } catch (error) {
      console.error("embedded-db: TTL monitor failed", error);
    }
  }, TTL_INTERVAL_MS);
  sweeper.unref();

  let closing: Promise<void> | undefined;
  const close = (): Promise<void> => {
    closing ??= new Promise<void>((resolveClose) => {
      clearInterval(sweeper);
      server.close(() => resolveClose());
      for (const socket of sockets) socket.destroy();
      cursors.clear();
      store.close();
      lock?.release();
    });
    return closing;
  };
  const uriHost = host === "0.0.0.0" || host === "::" ? "127.0.0.1" : host.includes(":") ? `[${host}]` : host;
  return { uri: `mongodb://${uriHost}:${port}`, port, close };
}
