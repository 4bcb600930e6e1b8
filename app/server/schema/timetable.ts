import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
// Relative, not "~/": drizzle-kit reads this file without the app's path alias.
import {
  AGE_GROUPS,
  type AgeGroup,
  BATCH_COURSES,
  BATCH_MODES,
  BATCH_STATUSES,
  type BatchCourse,
  type BatchMode,
  type BatchStatus,
  CLASS_TYPES,
  type ClassType,
  LANGUAGES,
  type Language,
  SEAT_STATUSES,
  type SeatStatus,
} from "../../lib/batch-kinds";
import { user } from "./auth";
import { audited, lastChange, publishedFlag } from "./columns";
import { student } from "./families";
import { oneOf } from "./one-of";
import { coach } from "./people";

/**
 * A class batch of the timetable (docs/decisions/timetable.md "Data"): a course taught to a group
 * on fixed weekdays at a fixed India time. Times are stored as India wall time (minutes after
 * midnight; India has no daylight saving, so every class's instant follows from its date), dates
 * as calendar dates. `weekdays` holds ISO day numbers (1 Monday … 7 Sunday). Deleting a coach
 * leaves the batch without one; deleting the batch deletes its seat requests.
 */
export const batch = pgTable(
  "batch",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    course: text("course").$type<BatchCourse>().notNull(),
    classType: text("class_type").$type<ClassType>().notNull(),
    mode: text("mode").$type<BatchMode>().notNull(),
    /** The centre's key (app/lib/events.ts EVENT_CENTRES) of an offline batch; "" online. */
    centre: text("centre").notNull().default(""),
    ageGroup: text("age_group").$type<AgeGroup>().notNull(),
    language: text("language").$type<Language>().notNull(),
    weekdays: smallint("weekdays").array().notNull(),
    /** India time the class starts, in minutes after midnight (600 = 10:00 IST). */
    startMinutes: smallint("start_minutes").notNull(),
    durationMinutes: smallint("duration_minutes").notNull(),
    firstDate: date("first_date", { mode: "string" }).notNull(),
    lastDate: date("last_date", { mode: "string" }),
    coachId: bigint("coach_id", { mode: "number" }).references(() => coach.id, {
      onDelete: "set null",
    }),
    capacity: smallint("capacity").notNull(),
    status: text("status").$type<BatchStatus>().notNull().default("open"),
    position: integer("position").notNull(),
    published: publishedFlag(false),
    ...lastChange(),
  },
  (t) => [
    check("batch_course", oneOf(t.course, BATCH_COURSES)),
    check("batch_class_type", oneOf(t.classType, CLASS_TYPES)),
    check("batch_mode", oneOf(t.mode, BATCH_MODES)),
    check("batch_age_group", oneOf(t.ageGroup, AGE_GROUPS)),
    check("batch_language", oneOf(t.language, LANGUAGES)),
    check("batch_status", oneOf(t.status, BATCH_STATUSES)),
    check(
      "batch_weekdays",
      sql`cardinality(${t.weekdays}) between 1 and 7 and ${t.weekdays} <@ '{1,2,3,4,5,6,7}'::smallint[]`,
    ),
    check("batch_start_minutes", sql`${t.startMinutes} between 0 and 1439`),
    check("batch_duration", sql`${t.durationMinutes} between 15 and 480`),
    check("batch_capacity", sql`${t.capacity} between 1 and 500`),
    check("batch_dates", sql`${t.lastDate} is null or ${t.lastDate} >= ${t.firstDate}`),
  ],
);

/**
 * A day on which no class runs (a festival such as Pongal): every schedule and calendar skips it.
 * Two holidays may share a date (a skipped date is skipped once).
 */
export const holiday = pgTable("holiday", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  date: date("date", { mode: "string" }).notNull(),
  name: text("name").notNull(),
  published: publishedFlag(true),
  ...lastChange(),
});

/**
 * A family account's request for a seat in a batch, for one of its students (a parent may ask for
 * several children; docs/decisions/families.md "Students"). One open request (requested, waiting,
 * confirmed) per student and batch: a unique index on the batch and the student, for open ones.
 * The student's name and age group are still written with every request (expand, then contract:
 * an older server during a rolling upgrade reads and writes them; drizzle/0012_students.sql fills
 * `student_id` for its inserts). A confirmed request takes a seat; the last seat is taken once
 * (app/server/timetable/seats.server.ts locks the batch row while it counts).
 */
export const seatRequest = pgTable(
  "seat_request",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    batchId: bigint("batch_id", { mode: "number" })
      .notNull()
      .references(() => batch.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    studentId: bigint("student_id", { mode: "number" })
      .notNull()
      .references(() => student.id, { onDelete: "cascade" }),
    studentName: text("student_name").notNull(),
    ageGroup: text("age_group").$type<AgeGroup>().notNull(),
    contact: text("contact").notNull(),
    status: text("status").$type<SeatStatus>().notNull().default("requested"),
    ...audited(),
  },
  (t) => [
    check("seat_request_status", oneOf(t.status, SEAT_STATUSES)),
    check("seat_request_age_group", oneOf(t.ageGroup, AGE_GROUPS)),
    uniqueIndex("seat_request_one_open")
      .on(t.batchId, t.studentId)
      .where(sql`${t.status} in ('requested', 'waiting', 'confirmed')`),
    index("seat_request_user").on(t.userId),
    index("seat_request_student").on(t.studentId),
  ],
);

/**
 * A student's private calendar address (docs/decisions/timetable.md "Calendar"): one per account,
 * revoked by deleting the row, regenerated by replacing the token.
 */
export const calendarToken = pgTable("calendar_token", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  token: text("token").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
