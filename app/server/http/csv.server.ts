import { stringify } from "csv-stringify/sync";

/**
 * The admin's CSV exports (the enquiries, attendance; docs/decisions/enquiry-log.md "CSV"): csv-stringify with CRLF line
 * ends, a UTF-8 byte-order mark so spreadsheet programs read Tamil names right, quoting where a
 * cell needs it (a comma, a quote, or any CR or LF: a lone line break left unquoted would start
 * a new row), and every cell that a spreadsheet could run as a formula prefixed with a single
 * quote, except a phone number written with a leading "+".
 */

/** Characters that make a spreadsheet treat a cell as a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r\n]/;

/**
 * A phone number as visitors write it: "+", a digit, then only digits, spaces and - ( ) .
 * ("+91 98765 43210", "+1 (555) 010-2030"). Without a letter, "!", ":", "|" or a quote it
 * names no function, no cell or range and no external program, so a spreadsheet that reads it
 * as a formula can at most do arithmetic on its own digits (docs/decisions/enquiry-log.md).
 */
const PHONE_NUMBER = /^\+[0-9][0-9 ().-]*$/;

/**
 * A cell that cannot run as a formula: one beginning with =, +, -, @, a tab, a carriage return
 * or a line feed gets a leading single quote ("=1+1" → "'=1+1", "-2+3" → "'-2+3"), except a
 * phone number ({@link PHONE_NUMBER}: "+91 98765 43210" stays as typed).
 * @param value the cell's text
 * @returns the text to export
 */
export function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) && !PHONE_NUMBER.test(value) ? `'${value}` : value;
}

/** An instant as ISO 8601 in India time, e.g. "2026-11-23T18:05:00+05:30". */
export function indiaTimestamp(date: Date): string {
  return `${new Date(date.getTime() + 5.5 * 60 * 60 * 1000).toISOString().slice(0, 19)}+05:30`;
}

/** A CSV column: its header and its cell for an item. */
export type CsvColumn<T> = readonly [header: string, cell: (item: T) => string];

/**
 * Items as one CSV document (RFC 4180): a header row, then one row per item in the order given,
 * every cell neutralised ({@link neutraliseCell}).
 */
export function csvDocument<T>(columns: readonly CsvColumn<T>[], items: readonly T[]): string {
  const rows = items.map((item) => columns.map(([, cell]) => neutraliseCell(cell(item))));
  return stringify(rows, {
    header: true,
    columns: columns.map(([header]) => header),
    record_delimiter: "windows",
    // csv-stringify quotes a cell holding the whole CRLF delimiter, not a lone CR or LF.
    quoted_match: /[\r\n]/,
    bom: true,
  });
}

/**
 * A CSV download: `name-YYYY-MM-DD.csv` (India's day), never cached, not sniffed.
 * @param name the file name's start ("enquiries")
 */
export function csvResponse(csv: string, name: string, now = new Date()): Response {
  const day = indiaTimestamp(now).slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}-${day}.csv"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
