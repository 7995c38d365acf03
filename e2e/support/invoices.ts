import { execFileSync } from "node:child_process";

import type { APIRequestContext } from "@playwright/test";

/** A row of GET /api/invoices.csv, by its header's names. */
export type InvoiceCsvRow = Record<string, string>;

/** The cells of a CSV text as the shop writes it (RFC 4180: quoted cells double their quotes). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted && char === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === ",") {
      row.push(cell);
      cell = "";
    } else if (!quoted && char === "\r" && text[i + 1] === "\n") {
      rows.push([...row, cell]);
      row = [];
      cell = "";
      i++;
    } else {
      cell += char;
    }
  }
  return rows;
}

/** The month's CSV as the admin downloads it: its raw text (BOM included) and its rows. */
export async function invoiceCsv(admin: APIRequestContext, month?: string) {
  const response = await admin.get(`/api/invoices.csv${month ? `?month=${month}` : ""}`);
  if (response.status() !== 200) throw new Error(`invoices.csv: ${response.status()} ${await response.text()}`);
  const text = (await response.body()).toString("utf8");
  const [header, ...rows] = parseCsv(text.replace(/^\uFEFF/, ""));
  return {
    text,
    rows: rows.map((cells) => Object.fromEntries(header!.map((name, index) => [name, cells[index] ?? ""]))),
  };
}

/** The rows of one order's documents, by its number (MF-10234). */
export const rowsOfOrder = (rows: InvoiceCsvRow[], orderNumber: number) =>
  rows.filter((row) => row.order === `MF-${orderNumber}`);

export const INVOICE_NUMBER = /INV-\d{4}-\d{2}-\d{6}/;
export const CREDIT_NOTE_NUMBER = /CN-\d{4}-\d{2}-\d{6}/;

/**
 * The text of a PDF, as Debian's pdftotext (poppler-utils, scripts/ensure-chromium.sh) reads it,
 * without whitespace: it puts spaces between Bengali glyph clusters where the layout leaves gaps
 * ("মূ সক"), while the letters themselves, conjuncts and vowel signs, come back as they were.
 */
export function pdfText(pdf: Buffer): string {
  return withoutSpaces(execFileSync("pdftotext", ["-enc", "UTF-8", "-", "-"], { input: pdf }).toString("utf8"));
}

export const withoutSpaces = (text: string) => text.replace(/\s+/g, "");
