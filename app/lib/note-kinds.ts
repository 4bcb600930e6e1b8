/**
 * The fixed rules of a progress note (docs/decisions/attendance.md "Progress notes"), said once:
 * the database's CHECK constraints (app/server/schema/attendance.ts), the server's form rules
 * (app/server/coaching/progress-notes.server.ts) and the pages read them. Relative imports only.
 */

/** Longest text of each part of a note (characters). */
export const NOTE_LIMITS = { topics: 2000, wentWell: 2000, workOn: 2000, homework: 1000 } as const;

/** The rating figures a note may record, by field, with their labels. */
export const NOTE_RATINGS = {
  fideStandard: "FIDE standard",
  fideRapid: "FIDE rapid",
  fideBlitz: "FIDE blitz",
  lichessRapid: "Lichess rapid",
} as const;
export type NoteRating = keyof typeof NOTE_RATINGS;

/** The range a rating figure may take (FIDE's floor is 1400 today; Lichess starts at 400). */
export const RATING_RANGE = { min: 100, max: 3500 } as const;
