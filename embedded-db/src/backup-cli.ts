import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { backupDatabase, exportExtendedJson } from "./storage/backup";
import { DATA_FILE } from "./storage/sqlite";

const USAGE = `usage: npm run db:backup -- <file> [--dbpath .data/db]
       npm run db:backup -- --json <dir> [--dbpath .data/db | --from <backup file>]`;

/** Online backup of a running (or stopped) embedded database, or its Extended JSON export. */
async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      dbpath: { type: "string", default: ".data/db" },
      from: { type: "string" },
      json: { type: "string" },
      help: { type: "boolean", default: false },
    },
  });
  const source = values.from ?? join(resolve(values.dbpath), DATA_FILE);
  if (values.help || (!values.json && positionals.length !== 1)) {
    console.log(USAGE);
    process.exitCode = values.help ? 0 : 1;
    return;
  }
  if (values.json) {
    for (const file of exportExtendedJson(source, values.json)) console.log(`exported ${file}`);
    return;
  }
  const dest = resolve(positionals[0] ?? "");
  await backupDatabase(source, dest);
  console.log(`backed up ${source} to ${dest}`);
}

main().catch((error: unknown) => {
  console.error(`embedded-db backup: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
