import * as z from "@/lib/validations/zod";

import { addDays, daySpan, dhakaDay, isDay } from "@/lib/stats/dhaka-days";
import { firstValue, type SearchParams } from "@/lib/validations/search-params";

/** The period picker's presets, in days ending today. */
export const PERIOD_PRESETS = [7, 30, 90] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];
export const DEFAULT_PRESET: PeriodPreset = 30;
/** The longest period one request may ask for: a year, leap day included. */
export const MAX_PERIOD_DAYS = 366;

const day = z
  .string()
  .check(
    z.maxLength(10, "from and to are days written yyyy-mm-dd"),
    z.refine(isDay, "from and to are days written yyyy-mm-dd"),
  );

const preset = z.pipe(
  z.enum(["7", "30", "90"], { error: "days must be 7, 30 or 90" }),
  z.transform((value) => Number(value) as PeriodPreset),
);

/**
 * GET /api/admin/stats and the orders' CSV: `days` (7, 30 or 90, ending today in Dhaka), or
 * `from` and `to` (Dhaka days, both included, at most a year apart); neither is the last 30 days.
 */
export const statsQuerySchema = z
  .object({ days: z.optional(preset), from: z.optional(day), to: z.optional(day) })
  .check(
    z.refine((query) => (query.from === undefined) === (query.to === undefined), {
      message: "from and to go together",
      path: ["to"],
    }),
    z.refine((query) => !(query.days && query.from), {
      message: "ask for days or for from and to, not both",
      path: ["days"],
    }),
    z.refine((query) => !query.from || !query.to || query.from <= query.to, {
      message: "from must not be after to",
      path: ["from"],
    }),
    z.refine((query) => !query.from || !query.to || daySpan(query.from, query.to) <= MAX_PERIOD_DAYS, {
      message: `a period is at most ${MAX_PERIOD_DAYS} days`,
      path: ["to"],
    }),
  );
export type StatsQuery = z.infer<typeof statsQuerySchema>;

/** A period of Dhaka days, both included, and the preset it is when it is one. */
export type StatsPeriod = { from: string; to: string; preset: PeriodPreset | null };

/** The days a valid query asks for, as of `now`. */
export function resolvePeriod(query: StatsQuery, now = new Date()): StatsPeriod {
  if (query.from && query.to) return { from: query.from, to: query.to, preset: null };
  const days = query.days ?? DEFAULT_PRESET;
  const today = dhakaDay(now);
  return { from: addDays(today, 1 - days), to: today, preset: days };
}

/** The overview page: a stale or mistyped URL shows the default period instead of an error. */
export function lenientPeriod(params: SearchParams, now = new Date()): StatsPeriod {
  const single = (value: string | string[] | undefined) => firstValue(value) || undefined;
  const parsed = statsQuerySchema.safeParse({
    days: single(params.days),
    from: single(params.from),
    to: single(params.to),
  });
  return resolvePeriod(parsed.success ? parsed.data : {}, now);
}

/** URL search params of a request as the schema reads them (first value of each; empty is absent). */
export function statsQueryParams(url: URL): Record<string, string> {
  const query: Record<string, string> = {};
  for (const key of ["days", "from", "to"]) {
    const value = url.searchParams.get(key);
    if (value) query[key] = value;
  }
  return query;
}
