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

/**
 * A CSV download for spreadsheets: the BOM and `header`, then `rows` as they come, a few hundred
 * at a time, so a long period is never held in memory at once.
 */
export function csvResponse(header: readonly CsvCell[], rows: AsyncGenerator<readonly CsvCell[]>, filename: string) {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(UTF8_BOM + csvRow(header)));
    },
    async pull(controller) {
      let chunk = "";
      for (let count = 0; count < 200; count++) {
        const next = await rows.next();
        if (next.done) {
          if (chunk) controller.enqueue(encoder.encode(chunk));
          controller.close();
          return;
        }
        chunk += csvRow(next.value);
      }
      controller.enqueue(encoder.encode(chunk));
    },
    async cancel() {
      await rows.return(undefined);
    },
  });
  return new Response(body, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${filename}"`,
      "x-content-type-options": "nosniff",
    },
  });
}
