import { formText, textOf } from "~/lib/form";
import { LEVELS, type Level } from "~/lib/levels";
/**
 * The demo enquiry (spec §3 Enquiry / demo booking form, §5 Enquiry): five fields, all required,
 * trimmed; mode and level from fixed lists. The booking dialog checks them in the browser and
 * hands the enquiry off to WhatsApp (spec §7). The server checks the same rules where an enquiry
 * reaches it: `/book` posts the form without JavaScript (it answers with the same wa.me link),
 * and, while the admin's enquiry log is on, a ticked consent box stores a copy (the dialog and
 * the Get in Touch form post it to `/enquiry`; `/book` stores it itself;
 * docs/decisions/enquiry-log.md). Otherwise nothing of it reaches our server.
 *
 * Plain TypeScript, not a zod schema: these rules run in the browser on every page (the booking
 * dialog is in the site layout), and zod's parser core would add about 5.7 KB gzip of JavaScript
 * to every route, two thirds of what the 125 KB budget leaves above the framework. The rules are
 * five required fields and two fixed lists; tests/lib/enquiry.test.ts pins them down.
 */

/** Class modes with their display labels (spec §9: 2 modes), in the order the selects show them. */
export const MODES = [
  { value: "online", label: "Online" },
  { value: "offline", label: "Offline" },
] as const;

/** "online" | "offline". */
export type Mode = (typeof MODES)[number]["value"];
/** The five levels (spec §9), said once in app/lib/levels.ts. */
export { LEVELS, type Level } from "~/lib/levels";

/**
 * The label of each field, as the form shows it and as the WhatsApp message's five lines start
 * (spec §2 Shared booking modal, §7: "Name: …", "Contact No: …", …).
 */
export const ENQUIRY_LABELS = {
  name: "Name",
  contactNo: "Contact No",
  mode: "Mode",
  level: "Level",
  location: "Location",
} as const;

/** Name of the enquiry forms' honeypot field: hidden from people, filled in by bots. */
export const HONEYPOT_FIELD = "website";

/** The five fields of the enquiry form, in form order. */
export const ENQUIRY_FIELDS = ["name", "contactNo", "mode", "level", "location"] as const;
/** One field name of the enquiry form. */
export type EnquiryField = (typeof ENQUIRY_FIELDS)[number];

/**
 * What the form holds while the visitor types: every field a string, mode and level "" until
 * chosen. This is the state shared across pages.
 */
export type EnquiryDraft = Record<EnquiryField, string>;

/** An empty form: the state on first load and after a successful submit (spec §4 "clears the form"). */
export const emptyEnquiry: EnquiryDraft = {
  name: "",
  contactNo: "",
  mode: "",
  level: "",
  location: "",
};

/** The five fields of a posted or live enquiry form as typed ("" for a missing one). */
export function enquiryDraftOf(form: FormData): EnquiryDraft {
  return Object.fromEntries(
    ENQUIRY_FIELDS.map((field) => [field, formText(form, field)]),
  ) as EnquiryDraft;
}

/** A complete, checked enquiry: text fields trimmed and non-empty, mode and level valid. */
export type Enquiry = {
  name: string;
  contactNo: string;
  mode: Mode;
  level: Level;
  location: string;
};

/** Result of {@link validateEnquiry}. */
export type EnquiryResult = { ok: true; enquiry: Enquiry } | { ok: false; invalid: EnquiryField[] };

/** Control characters (C0, DEL, C1) and the Unicode line and paragraph separators. */
const CONTROL_RUN = /[\p{Cc}\u2028\u2029]+/gu;

/**
 * One line of text as typed into a single-line field: every run of control characters (line
 * breaks, tabs, NUL …) becomes one space, then the ends are trimmed. No field of the enquiry
 * holds more than one line, so a pasted line break cannot add a line to the WhatsApp message
 * or a row to the inbox's CSV export, and a NUL cannot fail the store (PostgreSQL text holds
 * none); docs/decisions/enquiry-log.md.
 * @param value the text as posted
 * @returns the folded, trimmed text
 */
export function singleLine(value: string): string {
  return value.replace(CONTROL_RUN, " ").trim();
}

const isMode = (v: string): v is Mode => MODES.some((m) => m.value === v);
const isLevel = (v: string): v is Level => LEVELS.some((l) => l.value === v);

/**
 * Checks a draft enquiry (spec §5: all five fields required; the contact number has no format or
 * length rule).
 * @param draft the form values (any shape; unknown keys are ignored)
 * @returns `{ ok: true, enquiry }` with each text on one line ({@link singleLine}: control
 *   characters folded to spaces, trimmed), or `{ ok: false, invalid }` listing, in form order,
 *   the fields that are missing, not text, blank (only whitespace or control characters) or
 *   not an allowed mode/level
 */
export function validateEnquiry(draft: unknown): EnquiryResult {
  const values = (typeof draft === "object" && draft !== null ? draft : {}) as Record<
    string,
    unknown
  >;
  const raw = (field: EnquiryField) => textOf(values[field]);
  const enquiry = {
    name: singleLine(raw("name")),
    contactNo: singleLine(raw("contactNo")),
    mode: raw("mode"),
    level: raw("level"),
    location: singleLine(raw("location")),
  };
  const invalid = ENQUIRY_FIELDS.filter((field) => {
    if (field === "mode") return !isMode(enquiry.mode);
    if (field === "level") return !isLevel(enquiry.level);
    return enquiry[field] === "";
  });
  if (invalid.length > 0) return { ok: false, invalid };
  return { ok: true, enquiry: enquiry as Enquiry };
}

/** Display label of a mode ("online" → "Online"). */
export function modeLabel(mode: Mode): string {
  return MODES.find((m) => m.value === mode)?.label ?? mode;
}

/** Display label of a level ("grandmaster" → "Grandmaster"). */
export function levelLabel(level: Level): string {
  return LEVELS.find((l) => l.value === level)?.label ?? level;
}
