import { NextResponse } from "next/server";

import { parseWith } from "@/lib/api/input";
import { route } from "@/lib/api/route";
import { requireAdmin } from "@/lib/auth/access";
import { overviewStats } from "@/lib/data/stats";
import { resolvePeriod, statsQueryParams, statsQuerySchema } from "@/lib/validations/stats";

/**
 * The overview's figures as JSON, for the admin: `days` (7, 30, 90) or `from` and `to` (Dhaka
 * days, both included, at most 366 days), the last 30 days by default.
 */
export const GET = route(async (request) => {
  await requireAdmin(request);
  const period = resolvePeriod(parseWith(statsQuerySchema, statsQueryParams(new URL(request.url))));
  return NextResponse.json(await overviewStats(period.from, period.to));
});
