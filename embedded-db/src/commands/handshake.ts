import { hostname } from "node:os";
import { MAX_BSON_OBJECT_SIZE, MAX_MESSAGE_SIZE, MAX_WRITE_BATCH_SIZE } from "../wire/constants";
import type { CommandHandler } from "./context";

export const SERVER_VERSION = "7.0.0";
const MAX_WIRE_VERSION = 21;

const hello: CommandHandler = (cmd, ctx) => ({
  helloOk: true,
  isWritablePrimary: true,
  ismaster: true,
  maxBsonObjectSize: MAX_BSON_OBJECT_SIZE,
  maxMessageSizeBytes: MAX_MESSAGE_SIZE,
  maxWriteBatchSize: MAX_WRITE_BATCH_SIZE,
  localTime: new Date(),
  // Sessions are accepted (and ignored) like a standalone mongod does.
  logicalSessionTimeoutMinutes: 30,
  connectionId: ctx.connectionId,
  minWireVersion: 0,
  maxWireVersion: MAX_WIRE_VERSION,
  readOnly: false,
  ...(cmd.saslSupportedMechs !== undefined ? { saslSupportedMechs: [] } : {}),
  ok: 1,
});

const buildInfo: CommandHandler = () => ({
  version: SERVER_VERSION,
  gitVersion: "embedded-db",
  versionArray: [7, 0, 0, 0],
  bits: 64,
  debug: false,
  maxBsonObjectSize: MAX_BSON_OBJECT_SIZE,
  storageEngines: ["embedded-sqlite"],
  modules: [],
  ok: 1,
});

const getParameter: CommandHandler = (cmd) => {
  const known: Record<string, unknown> = {
    featureCompatibilityVersion: { version: "7.0" },
    authenticationMechanisms: [],
    maxBSONDepth: 100,
  };
  const all = cmd.getParameter === "*";
  const reply: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(known)) if (all || cmd[name] !== undefined) reply[name] = value;
  return { ...reply, ok: 1 };
};

const serverStatus: CommandHandler = (_cmd, ctx) => {
  const uptimeMillis = Date.now() - ctx.stats.startedAt.getTime();
  return {
    host: hostname(),
    version: SERVER_VERSION,
    process: "mongod",
    pid: process.pid,
    uptime: Math.floor(uptimeMillis / 1000),
    uptimeMillis,
    localTime: new Date(),
    connections: {
      current: ctx.stats.currentConnections,
      available: 10000,
      totalCreated: ctx.stats.totalConnections,
    },
    ok: 1,
  };
};

export const handshakeCommands: Record<string, CommandHandler> = {
  hello,
  isMaster: hello,
  ismaster: hello,
  ping: () => ({ ok: 1 }),
  buildInfo,
  buildinfo: buildInfo,
  getParameter,
  serverStatus,
  connectionStatus: () => ({ authInfo: { authenticatedUsers: [], authenticatedUserRoles: [] }, ok: 1 }),
  whatsmyuri: (_cmd, ctx) => ({ you: ctx.remoteAddress, ok: 1 }),
  hostInfo: () => ({
    system: { currentTime: new Date(), hostname: hostname() },
    os: { type: process.platform },
    ok: 1,
  }),
  getCmdLineOpts: () => ({ argv: process.argv, parsed: {}, ok: 1 }),
  getLog: () => ({ totalLinesWritten: 0, log: [], ok: 1 }),
};
