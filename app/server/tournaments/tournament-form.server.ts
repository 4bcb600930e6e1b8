import { z } from "zod";
import { adminTournamentsCopy, arbiterCopy } from "~/content/tournament-arbiter";
import { parseKolkataLocal } from "~/lib/events";
import { type FormValues, fieldErrors, formValues } from "~/lib/form";
import { parseRupees } from "~/lib/money";
import { FIDE_ID_PATTERN } from "~/lib/student-kinds";
import {
  ENTRY_KINDS,
  MAX_SWISS_ROUNDS,
  SEEDING_KINDS,
  TIE_BREAK_CODES,
  TOURNAMENT_SYSTEMS,
} from "~/server/schema";
import type { TournamentInput } from "~/server/tournaments/tournaments.server";

/**
 * The arbiter pages' forms read on the server (docs/decisions/tournaments.md "Arbiter pages"):
 * the new tournament of /admin/tournaments and a walk-in player, each with zod, each message the
 * field's own, so a refused form is shown again as typed. Whatever text is posted, these answer
 * (never throw), and what they accept fits the database's checks.
 */

/** How many tie-break selects the form has. */
export const TIE_BREAK_SLOTS = 4;
/** The most categories one tournament may have. */
export const MAX_CATEGORIES = 20;
/** The longest time control, in characters. */
export const TIME_CONTROL_LIMIT = 80;

const e = adminTournamentsCopy.errors;
const oneOf = <T extends string>(list: readonly T[], message: string) =>
  z.string().refine((v): v is T => (list as readonly string[]).includes(v), message);

/** The text the form posts, as zod reads it: anything missing is "". */
const text = z
  .unknown()
  .transform((v) => (typeof v === "string" ? v : ""))
  .pipe(z.string());

const tournamentSchema = z
  .object({
    event: text.pipe(
      z
        .string()
        .regex(/^[1-9]\d{0,14}$/, e.event)
        .transform(Number),
    ),
    system: text.pipe(oneOf(TOURNAMENT_SYSTEMS, e.system)),
    rounds: text,
    timeControl: text.pipe(
      z
        .string()
        .transform((v) => v.replace(/\s+/g, " ").trim())
        .pipe(z.string().max(TIME_CONTROL_LIMIT, e.timeControl)),
    ),
    seeding: text.pipe(oneOf(SEEDING_KINDS, e.seeding)),
    deadline: text.transform((v, ctx) => {
      const at = parseKolkataLocal(v);
      if (!at) {
        ctx.addIssue({ code: "custom", message: e.deadline });
        return z.NEVER;
      }
      return at;
    }),
    entry: text.pipe(oneOf(ENTRY_KINDS, e.entry)),
    tieBreaks: z.array(text).transform((list, ctx) => {
      const chosen = list.filter((v) => v !== "");
      const known = chosen.every((v) => (TIE_BREAK_CODES as readonly string[]).includes(v));
      if (!known || new Set(chosen).size !== chosen.length) {
        ctx.addIssue({ code: "custom", message: e.tieBreaks });
        return z.NEVER;
      }
      return chosen as TournamentInput["tieBreaks"][number][];
    }),
    categories: text.transform((v, ctx) => {
      const names = v
        .split(/\r?\n/)
        .map((n) => n.replace(/\s+/g, " ").trim())
        .filter((n) => n !== "");
      const ok =
        names.length <= MAX_CATEGORIES &&
        names.every((n) => n.length <= 40) &&
        new Set(names.map((n) => n.toLowerCase())).size === names.length;
      if (!ok) {
        ctx.addIssue({ code: "custom", message: e.categories });
        return z.NEVER;
      }
      return names;
    }),
    entryFee: text.transform((v, ctx) => {
      const paise = v.trim() === "" ? 0 : parseRupees(v);
      if (paise === null) {
        ctx.addIssue({ code: "custom", message: e.entryFee });
        return z.NEVER;
      }
      return paise;
    }),
  })
  .transform((v, ctx): TournamentInput => {
    let rounds: number | null = null;
    if (v.system === "swiss") {
      const n = /^\d{1,2}$/.test(v.rounds.trim()) ? Number(v.rounds.trim()) : 0;
      if (n < 1 || n > MAX_SWISS_ROUNDS) {
        ctx.addIssue({ code: "custom", message: e.rounds, path: ["rounds"] });
        return z.NEVER;
      }
      rounds = n;
    }
    return {
      eventId: v.event,
      system: v.system as TournamentInput["system"],
      rounds,
      timeControl: v.timeControl,
      seeding: v.seeding as TournamentInput["seeding"],
      registrationDeadline: v.deadline,
      entry: v.entry as TournamentInput["entry"],
      tieBreaks: v.tieBreaks,
      categories: v.categories,
      entryFeePaise: v.entryFee,
    };
  });

/** The form's one message per field, or the settings read. */
export type FormReading<T> =
  | { ok: true; value: T }
  | { ok: false; errors: Record<string, string>; values: FormValues };

/**
 * Reads /admin/tournaments' create form: `event` (id), `system`, `rounds` (a Swiss), `timeControl`,
 * `seeding`, `deadline` (datetime-local, India time), `entry`, `tieBreak1`…`tieBreak4` (in order,
 * "" for none), `categories` (one a line) and `entryFee` (rupees).
 * @returns the tournament's settings, or each field's message with the values as typed
 */
export function readTournamentForm(form: FormData): FormReading<TournamentInput> {
  const values = formValues(form);
  const parsed = tournamentSchema.safeParse({
    ...Object.fromEntries(Object.keys(tournamentSchema.in.shape).map((k) => [k, ""])),
    ...values,
    tieBreaks: Array.from({ length: TIE_BREAK_SLOTS }, (_, i) => values[`tieBreak${i + 1}`] ?? ""),
  });
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, errors: fieldErrors(parsed.error), values };
}

/** A walk-in as the arbiter adds one. */
export type WalkInInput = {
  name: string;
  fideId: string;
  rating: number | null;
  categoryId: number | null;
};

const w = arbiterCopy.errors;
const walkInSchema = z.object({
  name: text.pipe(
    z
      .string()
      .transform((v) => v.replace(/\s+/g, " ").trim())
      .pipe(z.string().min(1, w.name).max(80, w.name)),
  ),
  fideId: text.pipe(
    z
      .string()
      .transform((v) => v.trim())
      .pipe(z.string().refine((v) => v === "" || new RegExp(FIDE_ID_PATTERN).test(v), w.fideId)),
  ),
  rating: text.transform((v, ctx) => {
    const t = v.trim();
    if (t === "") return null;
    if (!/^\d{1,4}$/.test(t) || Number(t) > 4000) {
      ctx.addIssue({ code: "custom", message: w.rating });
      return z.NEVER;
    }
    return Number(t);
  }),
  category: text,
});

/**
 * Reads the arbiter page's walk-in form: `name`, `fideId`, `rating` and `category` (an id of
 * `categoryIds`; required when the tournament has categories).
 * @returns the walk-in, or each field's message with the values as typed
 */
export function readWalkInForm(
  form: FormData,
  categoryIds: readonly number[],
): FormReading<WalkInInput> {
  const values = formValues(form);
  const parsed = walkInSchema.safeParse({
    name: "",
    fideId: "",
    rating: "",
    category: "",
    ...values,
  });
  const categoryId = categoryIds.find((id) => String(id) === values.category) ?? null;
  const categoryMissing = categoryIds.length > 0 && categoryId === null;
  if (parsed.success && !categoryMissing) {
    const { name, fideId, rating } = parsed.data;
    return { ok: true, value: { name, fideId, rating, categoryId } };
  }
  const errors = parsed.success ? {} : fieldErrors(parsed.error);
  if (categoryMissing) errors.category = w.category;
  return { ok: false, errors, values };
}
