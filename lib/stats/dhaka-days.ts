/**
 * Days as the shop counts them: calendar days in Dhaka time (UTC+6, no daylight saving), written
 * yyyy-mm-dd. Pure, so the stats, their API, the page and the tests share one reckoning.
 */
export const DHAKA_UTC_OFFSET = "+06:00";
const OFFSET_MS = 6 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The Dhaka day an instant falls on. */
export function dhakaDay(at: Date): string {
  return new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

/** When a Dhaka day starts, as an instant (18:00 UTC the day before). */
export function dayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - OFFSET_MS);
}

/** The day `n` days after `day` (before, for negative `n`). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** How many days from `from` to `to`, both counted: 1 for the same day. */
export function daySpan(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** Every day from `from` to `to`, both included. */
export function daysFrom(from: string, to: string): string[] {
  return Array.from({ length: Math.max(0, daySpan(from, to)) }, (_, i) => addDays(from, i));
}

/** Whether `text` is a real calendar day written yyyy-mm-dd (not 2026-02-30). */
export function isDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const parsed = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(parsed) && new Date(parsed).toISOString().slice(0, 10) === text;
}

/** An instant as Dhaka's wall clock, for spreadsheets: "2026-11-27 09:05". */
export function dhakaDateTime(at: Date): string {
  return new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 16).replace("T", " ");
}
