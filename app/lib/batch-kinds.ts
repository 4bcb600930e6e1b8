/**
 * The fixed choices of a class batch and a seat request (docs/decisions/timetable.md "Data"), by
 * stored key with their labels. Imported by the Drizzle schema (its check constraints) with a
 * relative path, so it imports nothing.
 */

/** The courses a batch teaches: the ids of /courses/:id (app/content/courses.ts). */
export const BATCH_COURSES = {
  beginner: "Beginner",
  intermediate: "Intermediate",
  advanced: "Advanced",
  "special-tracks": "Special Tracks",
} as const;
export type BatchCourse = keyof typeof BATCH_COURSES;

/** Class types (spec §1: individual, group and sibling). */
export const CLASS_TYPES = {
  individual: "Individual",
  group: "Group",
  sibling: "Sibling",
} as const;
export type ClassType = keyof typeof CLASS_TYPES;

/** Where a batch meets: online, or offline at a centre. */
export const BATCH_MODES = { online: "Online", offline: "Offline" } as const;
export type BatchMode = keyof typeof BATCH_MODES;

/** Who a batch is for (spec §2 Courses "Academic Programs"). */
export const AGE_GROUPS = { children: "Children", adults: "Adults" } as const;
export type AgeGroup = keyof typeof AGE_GROUPS;

/** The language a batch is taught in. */
export const LANGUAGES = { english: "English", tamil: "Tamil", both: "English and Tamil" } as const;
export type Language = keyof typeof LANGUAGES;

/** Whether a batch takes students: the admin's choice (a full batch also fills up by itself). */
export const BATCH_STATUSES = { open: "Open", full: "Full", closed: "Closed" } as const;
export type BatchStatus = keyof typeof BATCH_STATUSES;

/**
 * The days of the week by ISO number (1 Monday … 7 Sunday) with their short names, in the order
 * the timetable lists them, and their iCalendar names (RFC 5545 BYDAY).
 */
export const WEEKDAYS = [
  { day: 1, key: "mon", short: "Mon", long: "Monday", ical: "MO" },
  { day: 2, key: "tue", short: "Tue", long: "Tuesday", ical: "TU" },
  { day: 3, key: "wed", short: "Wed", long: "Wednesday", ical: "WE" },
  { day: 4, key: "thu", short: "Thu", long: "Thursday", ical: "TH" },
  { day: 5, key: "fri", short: "Fri", long: "Friday", ical: "FR" },
  { day: 6, key: "sat", short: "Sat", long: "Saturday", ical: "SA" },
  { day: 7, key: "sun", short: "Sun", long: "Sunday", ical: "SU" },
] as const;

/**
 * Where a seat request stands: requested (new), on the waiting list, confirmed (takes a seat),
 * declined by the academy, or cancelled by the student.
 */
export const SEAT_STATUSES = {
  requested: "Requested",
  waiting: "Waiting list",
  confirmed: "Confirmed",
  declined: "Declined",
  cancelled: "Cancelled",
} as const;
export type SeatStatus = keyof typeof SEAT_STATUSES;

/** The statuses of a request that is still open: only one per student and batch. */
export const ACTIVE_SEAT_STATUSES = ["requested", "waiting", "confirmed"] as const;
