import path from "node:path";

import { e2eConfig } from "./env";
import { freePort } from "./free-port";
import { run, startAndWait, stop } from "./processes";

const root = path.resolve(import.meta.dirname, "../..");
const nextBin = path.join(root, "node_modules/next/dist/bin/next");

/** Builds the shop for the tests, starts it on a free port and returns the teardown. */
export default async function globalSetup() {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NEXT_DIST_DIR: e2eConfig.distDir,
    NEXT_PUBLIC_WHATSAPP_NUMBER: e2eConfig.whatsAppNumber,
    NEXT_TELEMETRY_DISABLED: "1",
  };
  if (!process.env.E2E_SKIP_BUILD) await run(process.execPath, [nextBin, "build"], env);

  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const app = await startAndWait(process.execPath, [nextBin, "start", "-p", String(port), "-H", "127.0.0.1"], env, baseURL);
  process.env.E2E_BASE_URL = baseURL;

  return async () => {
    await stop(app);
  };
}
