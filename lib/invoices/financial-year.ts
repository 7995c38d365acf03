import { dhakaDay } from "@/lib/stats/dhaka-days";

/**
 * Bangladesh's financial year, July to June in Dhaka time, as invoices name it: "2026-27" runs
 * from 1 July 2026 to 30 June 2027.
 */
export function financialYear(at: Date): string {
  const [year, month] = dhakaDay(at).split("-").map(Number) as [number, number];
  const start = month >= 7 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/** Each kind of document has its own series per financial year, numbered from 1 without gaps. */
export const DOCUMENT_PREFIX = { invoice: "INV", creditNote: "CN" } as const;
export type DocumentKind = keyof typeof DOCUMENT_PREFIX;

/** The series a document issued at `at` belongs to: "INV-2026-27". */
export function documentSeries(kind: DocumentKind, at: Date): string {
  return `${DOCUMENT_PREFIX[kind]}-${financialYear(at)}`;
}

/** The number people read: "INV-2026-27-000001". */
export function documentNumber(series: string, sequence: number): string {
  return `${series}-${String(sequence).padStart(6, "0")}`;
}
