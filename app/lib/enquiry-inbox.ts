import * as z from "zod/mini";
import { LEVELS, type Level, MODES, type Mode } from "~/lib/enquiry";
import { type EnquirySource, RETENTION_DAYS } from "~/lib/enquiry-log";
import { textOf } from "~/lib/form";

/**
 * The admin's enquiry inbox (docs/decisions/admin-area.md "Admin inbox"): follow-up statuses,
 * filters, and the rules of the two admin forms (the log setting, an enquiry's status and note).
 * Used by the /admin/enquiries route and re-checked by the store.
 */

/** Follow-up statuses in the order the inbox shows them; a new enquiry is "new". */
export const ENQUIRY_STATUSES = [
  { value: "new", label: "New" },
  { value: "contacted", label: "Contacted" },
  { value: "enrolled", label: "Enrolled" },
  { value: "closed", label: "Closed" },
] as const;
/** "new" | "contacted" | "enrolled" | "closed". */
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number]["value"];

/** How the inbox names the form an enquiry came from. */
export const SOURCE_LABELS: Record<EnquirySource, string> = {
  dialog: "Book Now dialog",
  "get-in-touch": "About page, Get in Touch",
  book: "Book page (/book)",
};

/** Longest note, in characters. */
export const NOTE_MAX = 2000;

/** The messages of the inbox forms (ours: the spec has none). */
export const ENQUIRY_INBOX_ERRORS = {
  retentionDays: `Please enter a whole number of days from ${RETENTION_DAYS.min} to ${RETENTION_DAYS.max}.`,
  status: "Please choose a status.",
  noteTooLong: `Please keep the note under ${NOTE_MAX} characters.`,
} as const;

const statusValues = ENQUIRY_STATUSES.map((s) => s.value) as [EnquiryStatus, ...EnquiryStatus[]];

/** Whether a value is one of {@link ENQUIRY_STATUSES}. */
export function isEnquiryStatus(value: unknown): value is EnquiryStatus {
  return statusValues.some((s) => s === value);
}

/** Display label of a status ("enrolled" → "Enrolled"). */
export function statusLabel(status: EnquiryStatus): string {
  return ENQUIRY_STATUSES.find((s) => s.value === status)?.label ?? status;
}

/**
 * The log setting as the admin posts it: the "Keep a copy of enquiries" checkbox (present and
 * not "" means ticked) and the retention period, a whole number of days in 1–3650.
 */
export const enquiryLogSettingSchema = z.object({
  enabled: z.pipe(
    z.unknown(),
    z.transform((v) => v === true || (typeof v === "string" && v !== "" && v !== "false")),
  ),
  retentionDays: z.pipe(
    z.unknown(),
    z.transform((v, ctx) => {
      const text = typeof v === "number" ? String(v) : typeof v === "string" ? v.trim() : "";
      const n = /^\d{1,4}$/.test(text) ? Number(text) : Number.NaN;
      if (!(n >= RETENTION_DAYS.min && n <= RETENTION_DAYS.max)) {
        ctx.issues.push({ code: "custom", message: ENQUIRY_INBOX_ERRORS.retentionDays, input: v });
        return z.NEVER;
      }
      return n;
    }),
  ),
});

/** An enquiry's follow-up as the admin posts it: a known status and a note (trimmed, ≤ 2000). */
export const enquiryFollowUpSchema = z.object({
  status: z.enum(statusValues, ENQUIRY_INBOX_ERRORS.status),
  note: z.pipe(
    z.transform(textOf),
    z.string().check(z.trim(), z.maxLength(NOTE_MAX, ENQUIRY_INBOX_ERRORS.noteTooLong)),
  ),
});

/** The inbox filters; each absent one matches everything. */
export type EnquiryFilters = { status?: EnquiryStatus; mode?: Mode; level?: Level };

/**
 * The filters from the inbox's query (`?status=new&mode=online&level=beginner`); unknown values
 * are ignored (treated as "all").
 */
export function parseEnquiryFilters(params: URLSearchParams): EnquiryFilters {
  const status = params.get("status");
  const mode = params.get("mode");
  const level = params.get("level");
  return {
    ...(isEnquiryStatus(status) ? { status } : {}),
    ...(MODES.some((m) => m.value === mode) ? { mode: mode as Mode } : {}),
    ...(LEVELS.some((l) => l.value === level) ? { level: level as Level } : {}),
  };
}

/** The query string of a filter set ("" when none), e.g. "?status=new&level=beginner". */
export function filtersQuery(filters: EnquiryFilters): string {
  const params = new URLSearchParams();
  if (filters.status) params.set("status", filters.status);
  if (filters.mode) params.set("mode", filters.mode);
  if (filters.level) params.set("level", filters.level);
  const query = params.toString();
  return query ? `?${query}` : "";
}

/**
 * A stored enquiry, as the store (app/server/enquiries/enquiries.server.ts) gives it and the mail and CSV
 * export read it. Here rather than in the store so the mail module can use it without importing
 * the store that sends the mail.
 */
export type StoredEnquiry = {
  id: number;
  name: string;
  contactNo: string;
  mode: Mode;
  level: Level;
  location: string;
  source: EnquirySource;
  status: EnquiryStatus;
  note: string;
  createdAt: Date;
  updatedAt: Date;
  updatedBy: string;
};

/** A stored enquiry as the inbox page gets it (instants as ISO 8601 strings). */
export type EnquiryView = Omit<StoredEnquiry, "createdAt" | "updatedAt"> & {
  receivedAt: string;
  updatedAt: string;
};

/** What an inbox action answers: a message, or field errors (for one enquiry when `id` is set). */
export type EnquiryInboxResult =
  | { ok: true; intent: string; message: string; id?: number }
  | {
      ok: false;
      intent: string;
      errors: Record<string, string>;
      id?: number;
      /** The typed values, so a refused form keeps them (also without JavaScript). */
      values?: Record<string, string>;
    };
