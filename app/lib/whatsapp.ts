import { ENQUIRY_LABELS, type Enquiry, levelLabel, modeLabel } from "~/lib/enquiry";

/**
 * The WhatsApp message of an enquiry (spec §7 Enquiry hand-off): exactly five lines joined by
 * "\n" — `Name: …`, `Contact No: …`, `Mode: …`, `Level: …`, `Location: …` — with mode and level
 * as display labels ("Online", "Beginner") and every value trimmed.
 */
export function enquiryMessage(enquiry: Enquiry): string {
  const labels = ENQUIRY_LABELS;
  return [
    `${labels.name}: ${enquiry.name.trim()}`,
    `${labels.contactNo}: ${enquiry.contactNo.trim()}`,
    `${labels.mode}: ${modeLabel(enquiry.mode)}`,
    `${labels.level}: ${levelLabel(enquiry.level)}`,
    `${labels.location}: ${enquiry.location.trim()}`,
  ].join("\n");
}

/**
 * The click-to-chat deep link that hands an enquiry to the academy on WhatsApp (spec §7).
 * @param phoneDigits the business number; anything but digits is dropped ("+91 98765-43210" →
 *   "919876543210")
 * @param enquiry a validated enquiry
 * @returns `https://wa.me/<digits>?text=<encodeURIComponent(message)>`
 */
export function buildWhatsAppLink(phoneDigits: string, enquiry: Enquiry): string {
  return whatsAppTextLink(phoneDigits, enquiryMessage(enquiry));
}

/**
 * A click-to-chat link to the academy with any pre-filled message (e.g. an event's
 * registration, issue 7 Events).
 * @param phoneDigits the business number; anything but digits is dropped
 * @returns `https://wa.me/<digits>?text=<encodeURIComponent(text)>`
 */
export function whatsAppTextLink(phoneDigits: string, text: string): string {
  const digits = phoneDigits.replace(/\D/g, "");
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}
