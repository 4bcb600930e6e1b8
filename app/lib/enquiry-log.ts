/**
 * The enquiry log as the public forms see it (docs/decisions/admin-area.md "Enquiry log"): whether
 * the academy keeps a copy of enquiries and for how long, and the two extra fields the forms
 * send while it is on (the visitor's consent and the form the enquiry came from). Small on
 * purpose: it ships with the booking dialog on every page.
 */

/** The admin's setting: off by default; copies are deleted after `retentionDays`. */
export type EnquiryLogSetting = { enabled: boolean; retentionDays: number };

/** Bounds and default of the retention period, in whole days. */
export const RETENTION_DAYS = { min: 1, max: 3650, default: 90 } as const;

/** The setting before the admin has changed it: off, 90 days. */
export const DEFAULT_ENQUIRY_LOG: EnquiryLogSetting = {
  enabled: false,
  retentionDays: RETENTION_DAYS.default,
};

/** Name and value of the consent checkbox: the enquiry is stored only when it is posted ticked. */
export const CONSENT_FIELD = "keepCopy";
export const CONSENT_VALUE = "yes";
/** Name of the hidden field saying which form an enquiry came from. */
export const SOURCE_FIELD = "source";

/** The forms an enquiry comes from: the Book Now dialog, the About page's Get in Touch, /book. */
export const ENQUIRY_SOURCES = ["dialog", "get-in-touch", "book"] as const;
/** One of {@link ENQUIRY_SOURCES}. */
export type EnquirySource = (typeof ENQUIRY_SOURCES)[number];

/** Where the booking dialog posts its copy (fire-and-forget, beside the WhatsApp hand-off). */
export const ENQUIRY_COPY_PATH = "/enquiry";

/**
 * A posted source, or "book" for anything unknown (a plain /book post has none).
 * @param value the form's `source` field
 */
export function parseEnquirySource(value: unknown): EnquirySource {
  return ENQUIRY_SOURCES.find((s) => s === value) ?? "book";
}

/** Whether a posted consent field is the ticked box. */
export function hasConsent(value: unknown): boolean {
  return value === CONSENT_VALUE;
}
