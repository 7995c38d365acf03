import { parseArgs } from "node:util";
import { startServer } from "./server";

const USAGE = "usage: npm run db -- [--port 27017] [--dbpath .data/db] [--host 127.0.0.1]";

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: "string", default: "27017" },
      dbpath: { type: "string", default: ".data/db" },
      host: { type: "string", default: "127.0.0.1" },
      help: { type: "boolean", default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`invalid --port ${values.port}\n${USAGE}`);
  const server = await startServer({ port, dbpath: values.dbpath, host: values.host });
  console.log(`embedded-db listening on ${server.uri} (dbpath ${values.dbpath})`);
  const shutdown = (): void => {
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);
}

main().catch((error: unknown) => {
  console.error(`embedded-db: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
