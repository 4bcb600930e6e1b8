import {
  AGE_GROUPS,
  type AgeGroup,
  BATCH_COURSES,
  BATCH_MODES,
  type BatchCourse,
  CLASS_TYPES,
  type ClassType,
  WEEKDAYS,
} from "~/lib/batch-kinds";
import { IST_OFFSET_MINUTES } from "~/lib/india-time";

/**
 * The timetable's clock (docs/decisions/timetable.md "Times"): the academy teaches in India
 * Standard Time, UTC+05:30 all year (India has no daylight saving), so a class's instant follows
 * from its date and its India start time alone; a visitor's own zone is applied per date by the
 * platform's `Intl` (no date library), so a daylight-saving change abroad shows the right hour.
 */

/** When a batch meets: ISO weekdays, India start time and length in minutes, its dates. */
export type BatchSchedule = {
  /** ISO day numbers, 1 Monday … 7 Sunday. */
  weekdays: readonly number[];
  /** India time the class starts, minutes after midnight (600 = 10:00). */
  startMinutes: number;
  durationMinutes: number;
  /** YYYY-MM-DD */
  firstDate: string;
  /** YYYY-MM-DD, or null for a batch without an end. */
  lastDate: string | null;
};

/** "10:00" for 600 (24-hour India time, as the admin enters it). */
export function clockText(minutes: number): string {
  const h = Math.floor(minutes / 60);
  return `${String(h).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/** Minutes after midnight of an "HH:MM" time (the admin's `type=time` field), or null. */
export function parseClock(text: unknown): number | null {
  if (typeof text !== "string") return null;
  const m = /^([01]\d|2[0-3]):([0-5]\d)(?::00)?$/.exec(text.trim());
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

/** "Sat, Sun" for [6, 7]: the days in week order. */
export function weekdaysText(days: readonly number[]): string {
  return WEEKDAYS.filter((w) => days.includes(w.day))
    .map((w) => w.short)
    .join(", ");
}

/** "1 hour", "1 hour 30 min", "45 min". */
export function durationText(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const hours = h === 0 ? "" : h === 1 ? "1 hour" : `${h} hours`;
  return [hours, m ? `${m} min` : ""].filter(Boolean).join(" ");
}

/**
 * A batch in one line, as the booking message's sixth line and the admin's lists say it
 * (docs/spec-coverage.md "Deliberate deviations" 8): "Beginner · Sat, Sun · 10:00 IST".
 */
export function batchLine(batch: {
  course: BatchCourse;
  weekdays: readonly number[];
  startMinutes: number;
}): string {
  return `${BATCH_COURSES[batch.course]} · ${weekdaysText(batch.weekdays)} · ${clockText(batch.startMinutes)} IST`;
}

/** Whether a text is a real calendar date "YYYY-MM-DD". */
export function isIsoDate(text: unknown): text is string {
  if (typeof text !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}

/** The ISO weekday (1 Monday … 7 Sunday) of a date "YYYY-MM-DD". */
export function isoWeekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay() || 7;
}

/** The date `days` after `date` (both "YYYY-MM-DD"). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The instant a class starts: its India date at `startMinutes` India time. */
export function classStart(date: string, startMinutes: number): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) + (startMinutes - IST_OFFSET_MINUTES) * 60_000);
}

/**
 * Whether a batch has had its last class: its last date is before `today` (an India date,
 * "YYYY-MM-DD"). An ended batch is off the public timetable and takes no request or booking.
 */
export function hasEnded(schedule: { lastDate: string | null }, today: string): boolean {
  return schedule.lastDate !== null && schedule.lastDate < today;
}

/** The India date "YYYY-MM-DD" of an instant. */
export function indiaDate(instant: Date): string {
  return new Date(instant.getTime() + IST_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

/**
 * The dates a batch meets from `from` to `until` (both inclusive, India dates): its weekdays
 * within its first and last date, holidays skipped.
 * @param holidays the holiday dates ("YYYY-MM-DD")
 * @param limit at most this many dates
 */
export function classDates(
  schedule: BatchSchedule,
  holidays: ReadonlySet<string>,
  from: string,
  until: string,
  limit = 1000,
): string[] {
  const dates: string[] = [];
  let day = from > schedule.firstDate ? from : schedule.firstDate;
  const end = schedule.lastDate && schedule.lastDate < until ? schedule.lastDate : until;
  while (day <= end && dates.length < limit) {
    if (schedule.weekdays.includes(isoWeekdayOf(day)) && !holidays.has(day)) dates.push(day);
    day = addDays(day, 1);
  }
  return dates;
}

/**
 * The next class that has not started by `now`, or null when the batch has ended (looks a year
 * past today or past its first date, whichever is later: a batch whose every class in that year
 * falls on a holiday has none).
 */
export function nextClassStart(
  schedule: BatchSchedule,
  holidays: ReadonlySet<string>,
  now: Date,
): Date | null {
  const today = indiaDate(now);
  // biome-ignore lint/complexity/useMathMinMax: dates "YYYY-MM-DD" compare as text, not numbers
  const from = today > schedule.firstDate ? today : schedule.firstDate;
  for (const date of classDates(schedule, holidays, from, addDays(from, 366), 8)) {
    const start = classStart(date, schedule.startMinutes);
    if (start.getTime() > now.getTime()) return start;
  }
  return null;
}

/** The zones of "Show times in" (docs/decisions/timetable.md "Times"), India first. */
export const SHOWN_ZONES = [
  { zone: "Asia/Kolkata", label: "India (IST)" },
  { zone: "Asia/Dubai", label: "Dubai" },
  { zone: "Asia/Singapore", label: "Singapore" },
  { zone: "Australia/Sydney", label: "Sydney" },
  { zone: "Europe/London", label: "London" },
  { zone: "Europe/Berlin", label: "Berlin" },
  { zone: "America/New_York", label: "New York" },
  { zone: "America/Chicago", label: "Chicago" },
  { zone: "America/Los_Angeles", label: "Los Angeles" },
] as const;

/** The "Show times in" entry of a zone name, or undefined for a zone not in the list. */
export function shownZone(zone: string | null | undefined) {
  return SHOWN_ZONES.find((z) => z.zone === zone);
}

/** A batch's name in the admin's lists: "Beginner · Sat, Sun · 10:00 IST · Group, Children". */
export function batchName(batch: {
  course: BatchCourse;
  weekdays: readonly number[];
  startMinutes: number;
  classType: ClassType;
  ageGroup: AgeGroup;
}): string {
  return `${batchLine(batch)} · ${CLASS_TYPES[batch.classType]}, ${AGE_GROUPS[batch.ageGroup]}`;
}

/** The formatter of {@link dateText}, made once: making one costs far more than using it. */
const DATE_TEXT = new Intl.DateTimeFormat("en-IN", {
  timeZone: "UTC",
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
});

/** "Sat, 3 Jan 2099" for a date "YYYY-MM-DD" (the same in every zone). */
export function dateText(date: string): string {
  const parts = DATE_TEXT.formatToParts(new Date(`${date}T00:00:00Z`));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("weekday")}, ${part("day")} ${part("month")} ${part("year")}`;
}

/**
 * The timetable's filters (docs/decisions/timetable.md "Visitors"): GET parameters with the values
 * they may take; any other value is ignored by the page and keeps it out of the page cache
 * (app/server/cache/page-cache-keys.server.ts).
 */
export const TIMETABLE_FILTERS = {
  course: Object.keys(BATCH_COURSES),
  mode: Object.keys(BATCH_MODES),
  day: WEEKDAYS.map((w) => w.key),
  age: Object.keys(AGE_GROUPS),
  tz: SHOWN_ZONES.map((z) => z.zone),
} as const satisfies Record<string, readonly string[]>;

/** A filter's name. */
export type TimetableFilter = keyof typeof TIMETABLE_FILTERS;

/** The filters a timetable URL asks for: known values only, the rest left out. */
export type TimetableQuery = Partial<Record<TimetableFilter, string>>;

/** Reads {@link TimetableQuery} from a URL's search parameters. */
export function parseTimetableQuery(params: URLSearchParams): TimetableQuery {
  const query: TimetableQuery = {};
  for (const name of Object.keys(TIMETABLE_FILTERS) as TimetableFilter[]) {
    const value = params.get(name);
    if (value && (TIMETABLE_FILTERS[name] as readonly string[]).includes(value))
      query[name] = value;
  }
  return query;
}
