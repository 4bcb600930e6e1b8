import {
  AGE_GROUPS,
  BATCH_COURSES,
  BATCH_MODES,
  BATCH_STATUSES,
  CLASS_TYPES,
  LANGUAGES,
  SEAT_STATUSES,
} from "~/lib/batch-kinds";
import { BATCH_LIMITS } from "~/lib/batches";
import { EVENT_CENTRES } from "~/lib/events";

/**
 * Words of the admin's Batches, Holidays and seat-request pages (docs/decisions/timetable.md
 * "Admin"; docs/decisions/collection-kit.md "Routes").
 */

/** The Batches section. */
export const adminBatchesCopy = {
  path: "/admin/batches",
  publicPath: "/courses#timetable",
  title: "Batches",
  heading: "Batches",
  intro:
    "Your class timetable: each batch shows on the course pages once published. Days and times are India time (IST). Open a batch's seat requests to accept students.",
  add: "New batch",
  newHeading: "New batch",
  editHeading: (name: string) => `Edit “${name}”`,
  empty: "No batches yet.",
  deleted: "Batch deleted.",
  fixErrors: "Please correct the highlighted fields.",
  save: "Save batch",
  back: "Back to batches",
  requests: "Seat requests",
  requestsLabel: (name: string) => `Seat requests of ${name}`,
  seats: (taken: number, capacity: number, waiting: number) =>
    `${taken} of ${capacity} seats taken${waiting ? ` · ${waiting} waiting` : ""}`,
  fields: {
    course: "Course",
    classType: "Class type",
    mode: "Mode",
    centre: "Centre (offline batches)",
    ageGroup: "Age group",
    language: "Language of instruction",
    weekdays: "Days",
    startTime: "Start time (India time)",
    startTimeHint: "24-hour clock, for example 10:00 or 18:30.",
    durationMinutes: "Length of a class (minutes)",
    firstDate: "First class date",
    lastDate: "Last class date (optional)",
    lastDateHint: "Leave empty for a batch that runs on.",
    coachId: "Coach",
    noCoach: "Not chosen yet",
    capacity: "Seats",
    capacityHint: `How many students the batch takes (${BATCH_LIMITS.capacityMin}–${BATCH_LIMITS.capacityMax}).`,
    status: "Status",
    statusHint: "Full shows “Full — join the waiting list”; Closed takes no requests.",
    published: "Published (shown on the course pages)",
  },
  courses: BATCH_COURSES,
  classTypes: CLASS_TYPES,
  modes: BATCH_MODES,
  ageGroups: AGE_GROUPS,
  languages: LANGUAGES,
  statuses: BATCH_STATUSES,
  centres: EVENT_CENTRES,
} as const;

/** The Holidays section. */
export const adminHolidaysCopy = {
  path: "/admin/holidays",
  title: "Holidays",
  heading: "Holidays",
  intro:
    "Days on which no class runs. Every timetable and every student's calendar skips them once published.",
  add: "New holiday",
  newHeading: "New holiday",
  editHeading: (name: string) => `Edit “${name}”`,
  empty: "No holidays yet.",
  deleted: "Holiday deleted.",
  fixErrors: "Please correct the highlighted fields.",
  fields: { date: "Date", name: "Name", nameHint: "For example Pongal or Diwali." },
  published: {
    label: "Published",
    hint: "Untick to keep it as a draft: classes run on a draft holiday.",
  },
  save: "Save holiday",
  back: "Back to holidays",
} as const;

/** A batch's seat requests (/admin/batches/:id/requests). */
export const adminSeatsCopy = {
  heading: (name: string) => `Seat requests: ${name}`,
  intro: "Newest first. Accepting takes a seat; a batch never takes more students than its seats.",
  back: "Back to batches",
  empty: "No requests for this batch yet.",
  missing: "That batch no longer exists.",
  statuses: SEAT_STATUSES,
  seats: adminBatchesCopy.seats,
  requested: (when: string) => `Asked ${when}`,
  accept: "Accept",
  decline: "Decline",
  wait: "Move to the waiting list",
  move: "Move",
  moveTo: "Move to batch",
  label: (action: string, name: string) => `${action}: ${name}`,
  accepted: (name: string) => `Seat confirmed for ${name}.`,
  declined: (name: string) => `Request of ${name} declined.`,
  waiting: (name: string) => `${name} is on the waiting list.`,
  moved: (name: string) => `${name} moved to another batch.`,
  whatsApp: (name: string) => `Tell ${name}'s family on WhatsApp`,
  noWhatsApp: "The contact number cannot take a WhatsApp link: please call the family.",
  mailed: "An e-mail has been sent to the student's account address too.",
  full: "No seat is left in this batch. Decline, move to the waiting list, or raise the seats.",
  targetFull: "No seat is left in that batch.",
  sameStudent: "That student already has a request in that batch.",
  notFound: "That request no longer exists. The list below is up to date.",
  notOpen:
    "That request was cancelled or declined meanwhile, so nothing was changed. The list below is up to date.",
  badRequest: "That request could not be understood. Reload the page and try again.",
  /** The WhatsApp message to the family when a seat is confirmed. */
  message: (v: { name: string; batch: string; days: string; time: string; first: string }) =>
    [
      `Hello! ${v.name}'s seat is confirmed: ${v.batch}.`,
      `Days: ${v.days}`,
      `Time: ${v.time}`,
      `First class: ${v.first}`,
    ].join("\n"),
  /** The mail to the academy when a family withdraws a request (docs/decisions/families.md). */
  withdrawn: {
    subject: (v: { name: string; batch: string }) =>
      `Seat request withdrawn: ${v.name}, ${v.batch}`,
    text: (v: { name: string; batch: string; seatFreed: boolean; requests: string }) =>
      [
        `${v.name}'s family withdrew from ${v.batch}.`,
        v.seatFreed
          ? "The seat was confirmed: it is free again."
          : "The request was not confirmed: no seat was taken.",
        "",
        `The batch's requests: ${v.requests}`,
      ].join("\n"),
  },
} as const;
