import { ENQUIRY_LABELS } from "~/lib/enquiry";

/**
 * Copy of the demo-booking forms (spec §2 Shared booking modal, §2 About "Get in Touch", §3 Enquiry,
 * §5 Enquiry, §8). Field labels, placeholders, button texts and the alert are the spec's words.
 */
export const bookingCopy = {
  /** Title of the modal dialog. */
  title: "Book Now",
  /** Prompt under the title. */
  prompt: "Please fill the below details.",
  labels: ENQUIRY_LABELS,
  /** Hints shown inside empty text fields. */
  placeholders: {
    name: "Student's name",
    contactNo: "Phone or WhatsApp number",
    location: "City or area",
  },
  /** Disabled first options of the modal's selects (spec §5). */
  choose: { mode: "Choose mode", level: "Choose level" },
  cancel: "Cancel",
  submit: "Submit",
  close: "Close",
  /** Alert when any field is empty (spec §8). */
  emptyAlert: "Please fill in all fields before submitting.",
  /** Label of the honeypot field, hidden from people (only bots fill it in). */
  honeypot: "Leave this field empty",
  /** Polite status line after the WhatsApp chat has been opened. */
  sent: "Opening WhatsApp… We'll reply soon.",
  /**
   * The notice and consent box the forms show only while the admin keeps a copy of enquiries
   * (docs/decisions/admin-area.md "Enquiry log"); the box starts unticked.
   */
  consent: {
    notice: (days: number) =>
      `If you tick the box, the academy also keeps a copy of these details to follow up your enquiry. Only the academy sees it, and it is deleted after ${days} ${days === 1 ? "day" : "days"}.`,
    label: "Keep a copy of my enquiry for the academy",
  },
} as const;

/**
 * Words only the About page's Get in Touch form and the /book page use: kept apart from
 * {@link bookingCopy}, which every page's JavaScript carries with the booking dialog
 * (docs/decisions/js-budget.md).
 */
export const getInTouchCopy = {
  /** Heading of the inline form on the About page. */
  title: "Get in Touch",
  intro:
    "Tell us a little about the player and we will set up a free demo class. Your details open in WhatsApp, so you can check them before you send.",
} as const;

/**
 * The /book page (the form without JavaScript; docs/decisions/admin-area.md "Every enquiry
 * reaches the academy").
 */
export const bookPageCopy = {
  title: "Book a Free Demo Class",
  intro:
    "Submit opens WhatsApp with your details filled in, so you can check them before you send.",
  /** /book's answer past the per-client limit (10 posts a minute; ours, as the sign-in limit's). */
  tooManyPosts: "Too many attempts. Please wait a minute and try again.",
} as const;
