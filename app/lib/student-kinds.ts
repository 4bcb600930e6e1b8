import { LEVELS, type Level } from "./levels";

/**
 * The fixed rules of a student (docs/decisions/families.md "Students"), said once: the database's
 * CHECK constraints (app/server/schema/families.ts), the server's form rules
 * (app/server/families/student-form.server.ts) and the pages read them. Relative imports only,
 * so the schema can use it under drizzle-kit too.
 */

/** The levels as a kinds table (stored key → label), for check constraints and form choices. */
export const STUDENT_LEVELS = Object.fromEntries(
  LEVELS.map(({ value, label }) => [value, label]),
) as Record<Level, string>;

/** Longest name, FIDE ID and note for the coach (characters). */
export const STUDENT_LIMITS = { name: 80, fideId: 10, lichess: 30, notes: 500 } as const;

/** A FIDE ID: digits only (FIDE's IDs are numbers, today up to 9 digits). */
export const FIDE_ID_PATTERN = "^[0-9]{1,10}$";

/**
 * A Lichess username, by Lichess's own rule for existing accounts: 2 to 30 letters, digits,
 * underscores and hyphens, starting and ending with a letter or digit (lila's
 * `historicalUsernameRegex`, case-insensitive).
 */
export const LICHESS_USERNAME_PATTERN = "^[A-Za-z0-9][A-Za-z0-9_-]{0,28}[A-Za-z0-9]$";

/** Age at which a person is an adult under India's DPDP Act 2023 (its "child": under 18). */
export const ADULT_AGE = 18;
