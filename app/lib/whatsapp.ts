import { ENQUIRY_LABELS, type Enquiry, levelLabel, modeLabel, singleLine } from "~/lib/enquiry";

/** The label of the sixth line of a batch booking (docs/spec-coverage.md "Deliberate deviations" 8). */
export const BATCH_LABEL = "Batch";

/** Longest batch line a booking carries, in characters ("Beginner · Sat, Sun · 10:00 IST" is 31). */
const BATCH_LINE_MAX = 120;

/**
 * A booking's batch line as posted (the dialog's read-only Batch field, /book's hidden one): one
 * line of at most 120 characters, or "" for none (every booking but "Book this batch").
 */
export function batchLineOf(value: unknown): string {
  if (typeof value !== "string") return "";
  return singleLine(value).slice(0, BATCH_LINE_MAX);
}

/**
 * The WhatsApp message of an enquiry (spec §7 Enquiry hand-off): exactly five lines joined by
 * "\n" — `Name: …`, `Contact No: …`, `Mode: …`, `Level: …`, `Location: …` — with mode and level
 * as display labels ("Online", "Beginner") and every value trimmed. A booking made with "Book
 * this batch" adds a sixth, `Batch: Beginner · Sat, Sun · 10:00 IST` (docs/spec-coverage.md
 * "Deliberate deviations" 8); every other booking keeps exactly five.
 * @param batch the batch line as posted (kept as {@link batchLineOf} reads it); "" or absent for none
 */
export function enquiryMessage(enquiry: Enquiry, batch: unknown = ""): string {
  const labels = ENQUIRY_LABELS;
  const line = batchLineOf(batch);
  return [
    `${labels.name}: ${enquiry.name.trim()}`,
    `${labels.contactNo}: ${enquiry.contactNo.trim()}`,
    `${labels.mode}: ${modeLabel(enquiry.mode)}`,
    `${labels.level}: ${levelLabel(enquiry.level)}`,
    `${labels.location}: ${enquiry.location.trim()}`,
    ...(line ? [`${BATCH_LABEL}: ${line}`] : []),
  ].join("\n");
}

/**
 * The click-to-chat deep link that hands an enquiry to the academy on WhatsApp (spec §7).
 * @param phoneDigits the business number; anything but digits is dropped ("+91 98765-43210" →
 *   "919876543210")
 * @param enquiry a validated enquiry
 * @param batch the batch line of "Book this batch" ({@link enquiryMessage}); "" for none
 * @returns `https://wa.me/<digits>?text=<encodeURIComponent(message)>`
 */
export function buildWhatsAppLink(
  phoneDigits: string,
  enquiry: Enquiry,
  batch: unknown = "",
): string {
  return whatsAppTextLink(phoneDigits, enquiryMessage(enquiry, batch));
}

/**
 * A click-to-chat link to the academy with any pre-filled message (e.g. an event's
 * registration, docs/decisions/admin-area.md "Events").
 * @param phoneDigits the business number; anything but digits is dropped
 * @returns `https://wa.me/<digits>?text=<encodeURIComponent(text)>`
 */
export function whatsAppTextLink(phoneDigits: string, text: string): string {
  const digits = phoneDigits.replace(/\D/g, "");
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}
