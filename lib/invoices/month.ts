import { dayStart, dhakaDay } from "@/lib/stats/dhaka-days";

/** A calendar month written yyyy-mm, as the admin's invoices page and its CSV ask for one. */
export const MONTH_PATTERN = /^\d{4}-(?:0[1-9]|1[0-2])$/;

/** The Dhaka month an instant falls in. */
export const dhakaMonth = (at: Date) => dhakaDay(at).slice(0, 7);

/** When a Dhaka month starts, and when the next one does. */
export function monthRange(month: string): { from: Date; to: Date } {
  const [year, number] = month.split("-").map(Number) as [number, number];
  const next = number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, "0")}`;
  return { from: dayStart(`${month}-01`), to: dayStart(`${next}-01`) };
}
