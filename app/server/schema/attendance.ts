import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
// Relative, not "~/": drizzle-kit reads this file without the app's path alias.
import {
  ATTENDANCE_MARKS,
  type AttendanceMark,
  SESSION_KINDS,
  type SessionKind,
} from "../../lib/attendance-kinds";
import { RATING_RANGE } from "../../lib/note-kinds";
import { user } from "./auth";
import { audited } from "./columns";
import { student } from "./families";
import { oneOf } from "./one-of";
import { coach } from "./people";
import { puzzle } from "./puzzles";
import { batch } from "./timetable";

/**
 * Coaches' accounts, class sessions and their registers (docs/decisions/attendance.md).
 * Migration: drizzle/0013_coaches_attendance.sql.
 */

/**
 * The admin's invitation for a coach profile to get an account (docs/decisions/attendance.md
 * "Coach accounts"): the link's token is stored as its SHA-256 only, works until `expires_at`,
 * once, and only for an account of the invited e-mail address. One open invitation per coach:
 * a new one replaces it.
 */
export const coachInvitation = pgTable(
  "coach_invitation",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    coachId: bigint("coach_id", { mode: "number" })
      .notNull()
      .references(() => coach.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    createdBy: text("created_by").notNull(),
  },
  (t) => [index("coach_invitation_coach").on(t.coachId)],
);

/**
 * A class session that differs from, or adds to, a batch's schedule, or has a register
 * (docs/decisions/attendance.md "Sessions"): a regular class is stored when it is cancelled or its
 * register is first saved (the schedule alone names the others); a make-up class is stored when
 * added. One session per batch, India date and start time.
 */
export const classSession = pgTable(
  "class_session",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    batchId: bigint("batch_id", { mode: "number" })
      .notNull()
      .references(() => batch.id, { onDelete: "cascade" }),
    date: date("date", { mode: "string" }).notNull(),
    /** India time the class starts, minutes after midnight (as the batch's). */
    startMinutes: smallint("start_minutes").notNull(),
    durationMinutes: smallint("duration_minutes").notNull(),
    kind: text("kind").$type<SessionKind>().notNull().default("regular"),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    cancelReason: text("cancel_reason").notNull().default(""),
    ...audited(),
  },
  (t) => [
    check("class_session_kind", oneOf(t.kind, SESSION_KINDS)),
    check("class_session_start_minutes", sql`${t.startMinutes} between 0 and 1439`),
    check("class_session_duration", sql`${t.durationMinutes} between 15 and 480`),
    check("class_session_cancelled", sql`(${t.cancelledAt} is null) = (${t.cancelReason} = '')`),
    uniqueIndex("class_session_slot").on(t.batchId, t.date, t.startMinutes),
  ],
);

/** A mark's columns: the session, the student, the mark, when and by whom (an e-mail). */
const markColumns = () => ({
  sessionId: bigint("session_id", { mode: "number" })
    .notNull()
    .references(() => classSession.id, { onDelete: "cascade" }),
  studentId: bigint("student_id", { mode: "number" })
    .notNull()
    .references(() => student.id, { onDelete: "cascade" }),
  mark: text("mark").$type<AttendanceMark>().notNull(),
  changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  changedBy: text("changed_by").notNull(),
});

/**
 * A student's mark on a session's register, as it stands, with who set it and when. Every change
 * is also kept in {@link attendanceChange}.
 */
export const attendance = pgTable("attendance", markColumns(), (t) => [
  primaryKey({ columns: [t.sessionId, t.studentId] }),
  check("attendance_mark", oneOf(t.mark, ATTENDANCE_MARKS)),
  index("attendance_student").on(t.studentId),
]);

/** Every mark a register was given, in order: who set which mark when (nothing is rewritten). */
export const attendanceChange = pgTable(
  "attendance_change",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    ...markColumns(),
  },
  (t) => [
    check("attendance_change_mark", oneOf(t.mark, ATTENDANCE_MARKS)),
    index("attendance_change_session").on(t.sessionId, t.studentId),
  ],
);

/**
 * A coach's progress note on a student (docs/decisions/attendance.md "Progress notes"): topics
 * covered, what went well, what to work on, optional homework (text, or one of the site's
 * puzzles) and rating figures. A draft until published (`published_at`); only published notes
 * reach the family. `author_name` is the coach's name as the family and the term report show it.
 */
export const progressNote = pgTable(
  "progress_note",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    studentId: bigint("student_id", { mode: "number" })
      .notNull()
      .references(() => student.id, { onDelete: "cascade" }),
    coachId: bigint("coach_id", { mode: "number" }).references(() => coach.id, {
      onDelete: "set null",
    }),
    authorName: text("author_name").notNull(),
    topics: text("topics").notNull().default(""),
    wentWell: text("went_well").notNull().default(""),
    workOn: text("work_on").notNull().default(""),
    homework: text("homework").notNull().default(""),
    homeworkPuzzleId: bigint("homework_puzzle_id", { mode: "number" }).references(() => puzzle.id, {
      onDelete: "set null",
    }),
    fideStandard: smallint("fide_standard"),
    fideRapid: smallint("fide_rapid"),
    fideBlitz: smallint("fide_blitz"),
    lichessRapid: smallint("lichess_rapid"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    ...audited(),
  },
  (t) => [
    index("progress_note_student").on(t.studentId, t.publishedAt),
    ...[t.fideStandard, t.fideRapid, t.fideBlitz, t.lichessRapid].map((column) =>
      check(
        `progress_note_${column.name}`,
        sql`${column} is null or ${column} between ${sql.raw(String(RATING_RANGE.min))} and ${sql.raw(String(RATING_RANGE.max))}`,
      ),
    ),
  ],
);

/**
 * A family's request to delete its data (docs/decisions/families.md "Deleting a family's data";
 * India's DPDP Act 2023, the right of erasure): asked by the family, carried out by the admin.
 * One open request per account. Once carried out, the row keeps only when and by whom
 * (`user_id` becomes null with the account).
 */
export const deletionRequest = pgTable(
  "deletion_request",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp("done_at", { withTimezone: true }),
    doneBy: text("done_by"),
  },
  (t) => [uniqueIndex("deletion_request_open").on(t.userId).where(sql`${t.doneAt} is null`)],
);

/**
 * Attendance kept for the academy's records after a family's data is deleted: counts of marks per
 * batch and month, with no student (docs/decisions/families.md "Deleting a family's data").
 */
export const attendanceTally = pgTable(
  "attendance_tally",
  {
    batchId: bigint("batch_id", { mode: "number" })
      .notNull()
      .references(() => batch.id, { onDelete: "cascade" }),
    /** The month's first day (India date). */
    month: date("month", { mode: "string" }).notNull(),
    mark: text("mark").$type<AttendanceMark>().notNull(),
    count: integer("count").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.batchId, t.month, t.mark] }),
    check("attendance_tally_mark", oneOf(t.mark, ATTENDANCE_MARKS)),
    check("attendance_tally_count", sql`${t.count} >= 0`),
  ],
);
