import * as z from "zod/mini";
import {
  AGE_GROUPS,
  BATCH_COURSES,
  BATCH_MODES,
  BATCH_STATUSES,
  CLASS_TYPES,
  LANGUAGES,
  WEEKDAYS,
} from "~/lib/batch-kinds";
import { EVENT_CENTRES, eventCentre } from "~/lib/events";
import { textOf } from "~/lib/form";
import { oneOfKinds, optionalText, publishedFlag, requiredText } from "~/lib/people-fields";
import { clockText, isIsoDate, parseClock } from "~/lib/timetable";

/**
 * The rules of the admin's batch and holiday forms (docs/decisions/timetable.md "Admin"),
 * checked by the admin route and again by the stores (app/server/collections/batches.server.ts).
 * Weekdays come as one checkbox each (`day1` … `day7`: a form field posted twice keeps only its
 * first value, app/lib/form.ts), the start time as "HH:MM" India time, dates as "YYYY-MM-DD".
 */

/** Limits of a batch, as the database's checks have them. */
export const BATCH_LIMITS = {
  durationMin: 15,
  durationMax: 480,
  capacityMin: 1,
  capacityMax: 500,
  holidayName: 80,
} as const;

/** The batch and holiday forms' messages. */
export const BATCH_ERRORS = {
  course: "Please choose a course.",
  classType: "Please choose a class type.",
  mode: "Please choose online or offline.",
  centre: "Please choose the centre of an offline batch.",
  ageGroup: "Please choose an age group.",
  language: "Please choose the language of instruction.",
  weekdays: "Please tick at least one day.",
  startTime: "Please enter the start time (India time), for example 10:00.",
  duration: `Please enter the length of a class in minutes, from ${BATCH_LIMITS.durationMin} to ${BATCH_LIMITS.durationMax}.`,
  firstDate: "Please enter the date of the first class.",
  lastDate: "Please enter a real date, or leave it empty.",
  lastBeforeFirst: "The last class cannot come before the first.",
  coach: "Please choose a coach from the list.",
  capacity: `Please enter the number of seats, from ${BATCH_LIMITS.capacityMin} to ${BATCH_LIMITS.capacityMax}.`,
  status: "Please choose a status.",
  holidayDate: "Please enter the holiday's date.",
  holidayName: "Please enter the holiday's name, for example Pongal.",
  holidayNameTooLong: `Please keep the name under ${BATCH_LIMITS.holidayName} characters.`,
} as const;

const e = BATCH_ERRORS;

/** A whole number from a form field within [min, max], else the message. */
function wholeNumber(min: number, max: number, message: string) {
  return z.pipe(
    z.transform((v: unknown) =>
      typeof v === "string" && /^\d{1,4}$/.test(v.trim())
        ? Number(v)
        : typeof v === "number"
          ? v
          : Number.NaN,
    ),
    z.number().check(z.refine((n) => Number.isInteger(n) && n >= min && n <= max, message)),
  );
}

/** A date "YYYY-MM-DD" (required), else the message. */
function isoDate(message: string) {
  return z.pipe(
    z.transform((v: unknown) => textOf(v).trim()),
    z.string().check(z.refine(isIsoDate, message)),
  );
}

/** The day boxes' field names, `day1` (Monday) … `day7` (Sunday). */
export const DAY_FIELDS = WEEKDAYS.map((w) => `day${w.day}` as const);

const dayBoxes = Object.fromEntries(DAY_FIELDS.map((name) => [name, publishedFlag])) as Record<
  (typeof DAY_FIELDS)[number],
  typeof publishedFlag
>;

/**
 * The admin's batch form as posted (docs/decisions/timetable.md "Admin"), checked: the kinds
 * from their lists, a centre for an offline batch, at least one day, an India start time, a
 * length, a first date and an optional last one not before it, an optional coach id, the seats.
 * Its output has `weekdays` (ISO day numbers) instead of the day boxes, `startMinutes` instead
 * of the time, and `coachId` a number or null.
 */
export const batchInputSchema = z
  .pipe(
    z.object({
      course: oneOfKinds(BATCH_COURSES, e.course),
      classType: oneOfKinds(CLASS_TYPES, e.classType),
      mode: oneOfKinds(BATCH_MODES, e.mode),
      centre: optionalText(40, e.centre),
      ageGroup: oneOfKinds(AGE_GROUPS, e.ageGroup),
      language: oneOfKinds(LANGUAGES, e.language),
      ...dayBoxes,
      startTime: z.pipe(
        z.transform((v: unknown) => parseClock(v)),
        z.custom<number>((v) => typeof v === "number", e.startTime),
      ),
      durationMinutes: wholeNumber(BATCH_LIMITS.durationMin, BATCH_LIMITS.durationMax, e.duration),
      firstDate: isoDate(e.firstDate),
      lastDate: z.pipe(
        z.transform((v: unknown) => textOf(v).trim()),
        z.string().check(z.refine((v) => v === "" || isIsoDate(v), e.lastDate)),
      ),
      coachId: z.pipe(
        z.transform((v: unknown) =>
          v === "" || v === undefined || v === null
            ? null
            : typeof v === "string" && /^[1-9]\d{0,15}$/.test(v)
              ? Number(v)
              : typeof v === "number"
                ? v
                : Number.NaN,
        ),
        z.custom<number | null>((v) => v === null || Number.isSafeInteger(v), e.coach),
      ),
      capacity: wholeNumber(BATCH_LIMITS.capacityMin, BATCH_LIMITS.capacityMax, e.capacity),
      status: oneOfKinds(BATCH_STATUSES, e.status),
      published: publishedFlag,
    }),
    z.transform((v) => {
      const { startTime, ...rest } = v;
      const weekdays = WEEKDAYS.filter((w) => v[`day${w.day}`]).map((w) => w.day);
      return {
        course: rest.course,
        classType: rest.classType,
        mode: rest.mode,
        centre: rest.mode === "offline" ? rest.centre : "",
        ageGroup: rest.ageGroup,
        language: rest.language,
        weekdays,
        startMinutes: startTime,
        durationMinutes: rest.durationMinutes,
        firstDate: rest.firstDate,
        lastDate: rest.lastDate === "" ? null : rest.lastDate,
        coachId: rest.coachId,
        capacity: rest.capacity,
        status: rest.status,
        published: rest.published,
      };
    }),
  )
  .check(
    z.superRefine((v, ctx) => {
      const issue = (path: string, message: string) =>
        ctx.issues.push({ code: "custom", message, path: [path], input: v });
      if (v.weekdays.length === 0) issue("weekdays", e.weekdays);
      if (v.mode === "offline" && !eventCentre(v.centre)) issue("centre", e.centre);
      if (v.lastDate !== null && v.lastDate < v.firstDate) issue("lastDate", e.lastBeforeFirst);
    }),
  );

/** The admin's holiday form: a date and a name (e.g. Pongal). */
export const holidayInputSchema = z.object({
  date: isoDate(e.holidayDate),
  name: requiredText(BATCH_LIMITS.holidayName, e.holidayName, e.holidayNameTooLong),
  published: publishedFlag,
});

/** A stored batch's fields as the form shows them (the inverse of {@link batchInputSchema}). */
export function batchFormValues(row: {
  course: string;
  classType: string;
  mode: string;
  centre: string;
  ageGroup: string;
  language: string;
  weekdays: readonly number[];
  startMinutes: number;
  durationMinutes: number;
  firstDate: string;
  lastDate: string | null;
  coachId: number | null;
  capacity: number;
  status: string;
  published: boolean;
}): Record<string, string> {
  const days = Object.fromEntries(
    WEEKDAYS.map((w) => [`day${w.day}`, row.weekdays.includes(w.day) ? "on" : ""]),
  );
  return {
    course: row.course,
    classType: row.classType,
    mode: row.mode,
    centre: row.centre || (EVENT_CENTRES[0]?.key ?? ""),
    ageGroup: row.ageGroup,
    language: row.language,
    ...days,
    startTime: clockText(row.startMinutes),
    durationMinutes: String(row.durationMinutes),
    firstDate: row.firstDate,
    lastDate: row.lastDate ?? "",
    coachId: row.coachId === null ? "" : String(row.coachId),
    capacity: String(row.capacity),
    status: row.status,
    published: row.published ? "on" : "",
  };
}
