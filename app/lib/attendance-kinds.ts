/**
 * The fixed choices of class sessions and their registers (docs/decisions/attendance.md), by
 * stored key with their labels. Imported by the Drizzle schema (its check constraints) with a
 * relative path, so it imports nothing.
 */

/** A student's mark on a session's register; every student starts Present. */
export const ATTENDANCE_MARKS = {
  present: "Present",
  late: "Late",
  absent: "Absent",
  excused: "Excused",
} as const;
export type AttendanceMark = keyof typeof ATTENDANCE_MARKS;

/** The mark a register gives every student until a coach changes it. */
export const DEFAULT_MARK: AttendanceMark = "present";

/** The marks that count as attending (the attendance rate's numerator). */
export const ATTENDED_MARKS: readonly AttendanceMark[] = ["present", "late"];

/**
 * A session of a batch: a class of its schedule (weekdays and start time), or a make-up class
 * the coach or the admin adds.
 */
export const SESSION_KINDS = { regular: "Class", "make-up": "Make-up class" } as const;
export type SessionKind = keyof typeof SESSION_KINDS;

/** How long a coach's invitation link works (days). */
export const INVITATION_DAYS = 7;

/** Longest reason for a cancelled session (characters). */
export const CANCEL_REASON_LIMIT = 200;
