import { randomBytes } from "node:crypto";
import path from "node:path";

import { startDatabase } from "../../tests/support/database";
import { freePort } from "../../tests/support/free-port";
import { run, startAndWait, stop } from "../../tests/support/processes";
import { startRedis, type RedisServer } from "../../tests/support/redis-server";
import { serverScriptArgs, shopServerArgs } from "../../tests/support/shop-server";
import { e2eConfig } from "./env";

const root = path.resolve(import.meta.dirname, "../..");

export type Instances = {
  /** The two shops' URLs. */
  a: string;
  b: string;
  redis: RedisServer;
  close(): Promise<void>;
};

/**
 * Two instances of the e2e build, as behind a load balancer: one embedded database (seeded with
 * the demo accounts), one redis-server, the same AUTH_SECRET and REDIS_URL. All on ports of their
 * own, apart from the shops the global setup starts.
 */
export async function startInstances(): Promise<Instances> {
  const redis = await startRedis();
  const db = await startDatabase();
  const env = {
    ...process.env,
    MONGODB_URI: `${db.uri}/motoforge-e2e-instances`,
    NEXT_DIST_DIR: e2eConfig.distDir,
    AUTH_SECRET: randomBytes(32).toString("base64url"),
    REDIS_URL: redis.url,
  };
  await run(process.execPath, serverScriptArgs("scripts/seed.ts", "--demo-users"), env);
  const [a, b] = await Promise.all(
    ["a", "b"].map(async (name) => {
      const port = await freePort();
      const baseURL = `http://localhost:${port}`;
      const logFile = path.join(root, e2eConfig.distDir, `server-instance-${name}.log`);
      return {
        baseURL,
        server: await startAndWait(
          process.execPath,
          shopServerArgs(port),
          { ...env, AUTH_URL: baseURL },
          baseURL,
          logFile,
        ),
      };
    }),
  );
  return {
    a: a!.baseURL,
    b: b!.baseURL,
    redis,
    close: async () => {
      await Promise.all([stop(a!.server), stop(b!.server)]);
      await redis.stop();
      await db.close();
    },
  };
}
