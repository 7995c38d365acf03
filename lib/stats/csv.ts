/**
 * CSV for spreadsheets (RFC 4180, CRLF line ends), safe to open: a text cell that a spreadsheet
 * would read as a formula (starting with = + - @, or a tab or carriage return that some strip
 * before looking) gets a leading apostrophe, so a part or buyer named "=HYPERLINK(...)" stays text.
 * Numbers are the shop's own and written as they are.
 */
export type CsvCell = string | number | boolean | null | undefined;

/** What Excel needs to read the file as UTF-8 (Bangla names, the taka sign). */
export const UTF8_BOM = "\uFEFF";

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  if (typeof value !== "string") return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(cells: readonly CsvCell[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}
