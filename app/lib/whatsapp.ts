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
 * @param batch the batch line ({@link batchLineOf}); "" or absent for none
 */
export function enquiryMessage(enquiry: Enquiry, batch = ""): string {
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
export function buildWhatsAppLink(phoneDigits: string, enquiry: Enquiry, batch = ""): string {
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

/** The country code a number without one is read in: India's, where the academy is (spec §1). */
const HOME_COUNTRY_CODE = "91";

/**
 * The links that call or message a phone number a visitor typed (the admin's inbox). The
 * number has no format rule (spec §5), so it is read leniently: "+" or "00" starts an
 * international number; otherwise a 10-digit number, or 11 digits starting with 0, is an Indian
 * one. Spaces, hyphens, dots and brackets are dropped.
 * @param typed the contact number as typed, e.g. "+91 98765 43210" or "098765-43210"
 * @returns `tel` (a tel: URI, digits with "+" for an international number) and `whatsApp` (a
 *   wa.me link with the international digits, or null when the country is not known), or null
 *   when the text does not read as a phone number (letters, or fewer than 6 or more than 15
 *   digits)
 * @example phoneLinks("98765 43210") → { tel: "tel:9876543210", whatsApp: "https://wa.me/919876543210" }
 */
export function phoneLinks(typed: string): { tel: string; whatsApp: string | null } | null {
  const text = typed.trim();
  if (!/^(\+|00)?[\d\s().-]+$/.test(text)) return null;
  const international = /^(\+|00)/.test(text);
  let digits = text.replace(/\D/g, "");
  if (text.startsWith("00")) digits = digits.slice(2);
  if (digits.length < 6 || digits.length > 15) return null;
  let whatsApp: string | null = null;
  if (international) whatsApp = digits;
  else if (digits.length === 10 && !digits.startsWith("0"))
    whatsApp = `${HOME_COUNTRY_CODE}${digits}`;
  else if (digits.length === 11 && digits.startsWith("0"))
    whatsApp = `${HOME_COUNTRY_CODE}${digits.slice(1)}`;
  else if (digits.length === 12 && digits.startsWith(HOME_COUNTRY_CODE)) whatsApp = digits;
  return {
    tel: `tel:${international ? "+" : ""}${digits}`,
    whatsApp: whatsApp ? `https://wa.me/${whatsApp}` : null,
  };
}
