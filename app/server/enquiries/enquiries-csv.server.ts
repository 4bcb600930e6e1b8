import { levelLabel, modeLabel } from "~/lib/enquiry";
import { SOURCE_LABELS, statusLabel } from "~/lib/enquiry-inbox";
import type { StoredEnquiry } from "~/server/enquiries/enquiries.server";
import { type CsvColumn, csvDocument, indiaTimestamp } from "~/server/http/csv.server";

/** The inbox's CSV export (docs/decisions/enquiry-log.md "CSV"): one row per enquiry. */

/** The columns, in order: header and cell of each. */
const COLUMNS: readonly CsvColumn<StoredEnquiry>[] = [
  ["Received", (e) => indiaTimestamp(e.createdAt)],
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
 * The enquiries as one CSV document (RFC 4180; app/server/http/csv.server.ts): a header row, then
 * one row per enquiry in the order given.
 */
export function enquiriesCsv(items: readonly StoredEnquiry[]): string {
  return csvDocument(COLUMNS, items);
}
