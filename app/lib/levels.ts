/**
 * The five levels of chess players (spec §1 Audience, §9: 5 levels), said once: the enquiry
 * forms, a student's level (docs/decisions/families.md "Students") and the database's CHECK
 * constraint (app/server/schema/families.ts) all read them. No imports, so the schema can use it
 * under drizzle-kit too.
 */

/** Levels with their display labels, in the order the selects show them. */
export const LEVELS = [
  { value: "beginner", label: "Beginner" },
  { value: "intermediate", label: "Intermediate" },
  { value: "advanced", label: "Advanced" },
  { value: "master", label: "Master" },
  { value: "grandmaster", label: "Grandmaster" },
] as const;

/** "beginner" | "intermediate" | "advanced" | "master" | "grandmaster". */
export type Level = (typeof LEVELS)[number]["value"];
