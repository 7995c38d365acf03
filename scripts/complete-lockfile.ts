/**
 * `npm run lockfile:complete`, after any change of dependencies.
 *
 * The registry our machines reach does not carry every platform build of packages such as
 * @next/swc-*, @tailwindcss/oxide-* or @unrs/resolver-binding-* (for macOS, Windows...).
 * npm then leaves those optional dependencies out of package-lock.json, while `npm ci`
 * refuses a lockfile that lacks them ("Missing: ... from lock file"). This adds an entry
 * for each: optional, so `npm ci` on Linux skips it exactly as it would a real one.
 */
import { readFileSync, writeFileSync } from "node:fs";

type LockEntry = {
  version?: string;
  dev?: boolean;
  devOptional?: boolean;
  optional?: boolean;
  optionalDependencies?: Record<string, string>;
};

const file = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(readFileSync(file, "utf8")) as { packages: Record<string, LockEntry> };
const added: string[] = [];

for (const [path, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    if (lock.packages[`node_modules/${name}`] || lock.packages[`${path}/node_modules/${name}`]) continue;
    lock.packages[`node_modules/${name}`] = {
      version,
      ...(entry.dev && { dev: true }),
      ...(entry.devOptional && { devOptional: true }),
      optional: true,
    };
    added.push(`${name}@${version}`);
  }
}

writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(
  added.length ? `Added ${added.length} optional entries: ${added.join(", ")}` : "package-lock.json is complete",
);
