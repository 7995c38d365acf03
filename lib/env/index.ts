import "server-only";

import { PHASE_PRODUCTION_BUILD } from "next/constants";

import { parseEnv, type Env } from "@/lib/env/schema";

let checked: Env | undefined;

/** The shop's configuration, checked on first use; the one reader of process.env in the app. */
export function env(): Env {
  checked ??= parseEnv(process.env);
  return checked;
}

/** Whether this code runs inside `next build`, prerendering pages (Next.js says so in NEXT_PHASE). */
export const isBuilding = () => process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD;
