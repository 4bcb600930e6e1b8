import { stringify } from "csv-stringify/sync";
import { levelLabel, modeLabel } from "~/lib/enquiry";
import { SOURCE_LABELS, statusLabel } from "~/lib/enquiry-inbox";
import type { StoredEnquiry } from "~/server/enquiries.server";

/**
 * The inbox's CSV export (issue 7 "export CSV (RFC 4180, via a maintained library, cells that
 * begin with =, +, - or @ neutralised)"): csv-stringify with CRLF line ends and quoting where a
 * cell needs it, a UTF-8 byte-order mark so spreadsheet programs read Tamil names right, and
 * every cell that a spreadsheet would run as a formula prefixed with a single quote.
 */

/** Characters that make a spreadsheet treat a cell as a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell that cannot run as a formula: one beginning with =, +, -, @, a tab or a carriage
 * return gets a leading single quote ("=1+1" → "'=1+1", "+91 98…" → "'+91 98…").
 */
export function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** An instant as ISO 8601 in India time, e.g. "2026-11-23T18:05:00+05:30". */
function indiaTime(date: Date): string {
  return `${new Date(date.getTime() + 5.5 * 60 * 60 * 1000).toISOString().slice(0, 19)}+05:30`;
}

/** The columns, in order: header and cell of each. */
const COLUMNS: ReadonlyArray<[string, (e: StoredEnquiry) => string]> = [
  ["Received", (e) => indiaTime(e.createdAt)],
  ["Name", (e) => e.name],
  ["Contact No", (e) => e.contactNo],
  ["Mode", (e) => modeLabel(e.mode)],
  ["Level", (e) => levelLabel(e.level)],
  ["Location", (e) => e.location],
  ["Form", (e) => SOURCE_LABELS[e.source]],
  ["Status", (e) => statusLabel(e.status)],
  ["Note", (e) => e.note],
];

/**
 * The enquiries as one CSV document (RFC 4180): a header row, then one row per enquiry in the
 * order given.
 */
export function enquiriesCsv(items: readonly StoredEnquiry[]): string {
  const rows = items.map((item) => COLUMNS.map(([, cell]) => neutraliseCell(cell(item))));
  return stringify(rows, {
    header: true,
    columns: COLUMNS.map(([header]) => header),
    record_delimiter: "windows",
    bom: true,
  });
}
