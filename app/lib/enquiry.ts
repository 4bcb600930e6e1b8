import * as z from "zod/mini";

/**
 * The demo enquiry (spec §3 Enquiry / demo booking form, §5 Enquiry): five fields, all required,
 * trimmed; mode and level from fixed lists. Client-side only: the enquiry is handed off to
 * WhatsApp (spec §7), never sent to our server.
 */

/** Class modes with their display labels (spec §9: 2 modes), in the order the selects show them. */
export const MODES = [
  { value: "online", label: "Online" },
  { value: "offline", label: "Offline" },
] as const;

/** Levels with their display labels (spec §9: 5 levels), in the order the selects show them. */
export const LEVELS = [
  { value: "beginner", label: "Beginner" },
  { value: "intermediate", label: "Intermediate" },
  { value: "advanced", label: "Advanced" },
  { value: "master", label: "Master" },
  { value: "grandmaster", label: "Grandmaster" },
] as const;

/** "online" | "offline". */
export type Mode = (typeof MODES)[number]["value"];
/** "beginner" | "intermediate" | "advanced" | "master" | "grandmaster". */
export type Level = (typeof LEVELS)[number]["value"];

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

const required = () => z.string().check(z.trim(), z.minLength(1));

/**
 * Zod schema of a complete enquiry: text fields trimmed and non-empty (contact number has no
 * format or length rule, spec §5), mode and level one of the listed values.
 */
export const enquirySchema = z.object({
  name: required(),
  contactNo: required(),
  mode: z.enum(["online", "offline"]),
  level: z.enum(["beginner", "intermediate", "advanced", "master", "grandmaster"]),
  location: required(),
});

/** A validated enquiry: text fields trimmed and non-empty, mode and level valid. */
export type Enquiry = z.output<typeof enquirySchema>;

/** Result of {@link validateEnquiry}. */
export type EnquiryResult = { ok: true; enquiry: Enquiry } | { ok: false; invalid: EnquiryField[] };

/**
 * Checks a draft enquiry (spec §5: all five fields required).
 * @param draft the form values (any shape; unknown keys are dropped)
 * @returns `{ ok: true, enquiry }` with trimmed values, or `{ ok: false, invalid }` listing the
 *   fields that are missing, blank (only whitespace) or not an allowed mode/level
 */
export function validateEnquiry(draft: unknown): EnquiryResult {
  const parsed = z.safeParse(enquirySchema, draft);
  if (parsed.success) return { ok: true, enquiry: parsed.data };
  const invalid = new Set<EnquiryField>();
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && (ENQUIRY_FIELDS as readonly string[]).includes(field)) {
      invalid.add(field as EnquiryField);
    }
  }
  return { ok: false, invalid: ENQUIRY_FIELDS.filter((f) => invalid.has(f)) };
}

/** Display label of a mode ("online" → "Online"). */
export function modeLabel(mode: Mode): string {
  return MODES.find((m) => m.value === mode)?.label ?? mode;
}

/** Display label of a level ("grandmaster" → "Grandmaster"). */
export function levelLabel(level: Level): string {
  return LEVELS.find((l) => l.value === level)?.label ?? level;
}
