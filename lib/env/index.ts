import "server-only";

import { parseEnv, type Env } from "@/lib/env/schema";

let checked: Env | undefined;

/** The shop's configuration, checked on first use; the one reader of process.env in the app. */
export function env(): Env {
  checked ??= parseEnv(process.env);
  return checked;
}
