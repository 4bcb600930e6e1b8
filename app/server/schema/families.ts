import { sql } from "drizzle-orm";
import {
  bigserial,
  check,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
// Relative, not "~/": drizzle-kit reads this file without the app's path alias.
import { AGE_GROUPS, type AgeGroup } from "../../lib/batch-kinds";
import type { Level } from "../../lib/levels";
import { FIDE_ID_PATTERN, LICHESS_USERNAME_PATTERN, STUDENT_LEVELS } from "../../lib/student-kinds";
import { user } from "./auth";
import { audited } from "./columns";
import { oneOf } from "./one-of";

/**
 * A student of a family account (docs/decisions/families.md "Students"): a child of the family or
 * an adult who is their own student. Name (one per family, compared in lower case), age group,
 * optional year of birth, level (null: not assessed yet), optional FIDE ID and Lichess username
 * ("" when not given), a note for the coach, and, for a child, the consent the family gave (its
 * exact wording and when; both null for an adult or a student made from an older seat request).
 * Deleting the account deletes its students, and their seat requests with them.
 * Migration: drizzle/0012_students.sql.
 */
export const student = pgTable(
  "student",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    ageGroup: text("age_group").$type<AgeGroup>().notNull(),
    birthYear: smallint("birth_year"),
    level: text("level").$type<Level>(),
    fideId: text("fide_id").notNull().default(""),
    lichessUsername: text("lichess_username").notNull().default(""),
    notes: text("notes").notNull().default(""),
    consentText: text("consent_text"),
    consentAt: timestamp("consent_at", { withTimezone: true }),
    /**
     * The family's consent to show the student's full name in published tournament results (the
     * words they agreed to, and when); without it results show the first name and initial
     * (docs/decisions/tournaments.md "Names").
     */
    fullNameConsentText: text("full_name_consent_text"),
    fullNameConsentAt: timestamp("full_name_consent_at", { withTimezone: true }),
    ...audited(),
  },
  (t) => [
    check("student_age_group", oneOf(t.ageGroup, AGE_GROUPS)),
    check("student_level", sql`${t.level} is null or ${oneOf(t.level, STUDENT_LEVELS)}`),
    check(
      "student_birth_year",
      sql`${t.birthYear} is null or ${t.birthYear} between 1900 and 2100`,
    ),
    check(
      "student_fide_id",
      sql`${t.fideId} = '' or ${t.fideId} ~ ${sql.raw(`'${FIDE_ID_PATTERN}'`)}`,
    ),
    check(
      "student_lichess_username",
      sql`${t.lichessUsername} = '' or ${t.lichessUsername} ~ ${sql.raw(`'${LICHESS_USERNAME_PATTERN}'`)}`,
    ),
    check("student_consent", sql`(${t.consentText} is null) = (${t.consentAt} is null)`),
    check(
      "student_full_name_consent",
      sql`(${t.fullNameConsentText} is null) = (${t.fullNameConsentAt} is null)`,
    ),
    uniqueIndex("student_family_name").on(t.userId, sql`lower(${t.name})`),
  ],
);
