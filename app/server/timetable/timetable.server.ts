import { and, arrayContains, eq, gte, isNull, or, type SQL } from "drizzle-orm";
import type { FilterSelect } from "~/components/timetable";
import { timetableCopy as copy } from "~/content/timetable";
import {
  AGE_GROUPS,
  BATCH_COURSES,
  BATCH_MODES,
  type BatchCourse,
  CLASS_TYPES,
  LANGUAGES,
  WEEKDAYS,
} from "~/lib/batch-kinds";
import type { Level } from "~/lib/enquiry";
import { eventCentre } from "~/lib/events";
import { ACADEMY_ZONE, formatInZone } from "~/lib/india-time";
import type { CourseInstanceInput } from "~/lib/structured-data";
import {
  batchLine,
  batchName,
  clockText,
  dateText,
  durationText,
  hasEnded,
  indiaDate,
  nextClassStart,
  parseTimetableQuery,
  SHOWN_ZONES,
  shownZone,
  type TimetableQuery,
  weekdaysText,
} from "~/lib/timetable";
import type { BatchView, TimetableWords } from "~/lib/timetable-view";
import { batches, holidayDates, type StoredBatch } from "~/server/collections/batches.server";
import { coaches } from "~/server/collections/coaches.server";
import type { Db } from "~/server/db/db.server";
import { batch } from "~/server/schema";
import { isFull, seatCounts } from "~/server/timetable/seats.server";

/**
 * The timetable as pages show it (docs/decisions/timetable.md "Visitors", "Admin"): published
 * batches filtered by course, mode, day and age group, each with its seats, coach and next class
 * (holidays skipped), in India time and in a chosen zone; and the admin's list of every batch.
 */

/** What "Book this batch" presets for a course: its level (Special Tracks has none of the five). */
const COURSE_LEVEL: Record<BatchCourse, Level | ""> = {
  beginner: "beginner",
  intermediate: "intermediate",
  advanced: "advanced",
  "special-tracks": "",
};

/** "Online", or the centre's name. */
function whereText(row: StoredBatch): string {
  return row.mode === "online"
    ? BATCH_MODES.online
    : (eventCentre(row.centre)?.name ?? BATCH_MODES.offline);
}

/** "10:00–11:00 IST" */
function timeText(row: StoredBatch): string {
  const end = (row.startMinutes + row.durationMinutes) % 1440;
  return `${clockText(row.startMinutes)}–${clockText(end)} IST`;
}

/** The batches that have not ended by `today` (an India date): see `hasEnded`. */
function notEnded(today: string): SQL {
  return or(isNull(batch.lastDate), gte(batch.lastDate, today)) as SQL;
}

/** The coaches' names by id. */
async function coachNames(db?: Db): Promise<Map<number, string>> {
  return new Map((await coaches.list({ includeDrafts: true }, db)).map((c) => [c.id, c.name]));
}

/**
 * The published batches of the timetable, in the admin's order, as {@link BatchView}s.
 * @param query the filters (known values only: parseTimetableQuery); `tz` adds the next class in
 *   that zone
 * @param now the moment the next class is judged from (tests inject it)
 */
export async function publicTimetable(
  query: TimetableQuery,
  now: Date = new Date(),
  db?: Db,
): Promise<BatchView[]> {
  const today = indiaDate(now);
  const conditions: SQL[] = [notEnded(today)];
  if (query.course) conditions.push(eq(batch.course, query.course as BatchCourse));
  if (query.mode) conditions.push(eq(batch.mode, query.mode as StoredBatch["mode"]));
  if (query.age) conditions.push(eq(batch.ageGroup, query.age as StoredBatch["ageGroup"]));
  const day = WEEKDAYS.find((w) => w.key === query.day);
  if (day) conditions.push(arrayContains(batch.weekdays, [day.day]));
  return batchViews(conditions, query.tz, now, db);
}

/**
 * One published batch that has not ended, as the timetable shows it (the seat request page), or
 * null.
 */
export async function publishedBatchView(
  id: number,
  now: Date = new Date(),
  db?: Db,
): Promise<BatchView | null> {
  const [view] = await batchViews([eq(batch.id, id), notEnded(indiaDate(now))], undefined, now, db);
  return view ?? null;
}

/**
 * The published batches that meet `conditions`, in the admin's order, as {@link BatchView}s.
 * @param tz a zone to give the next class in too
 */
async function batchViews(
  conditions: SQL[],
  tz: string | undefined,
  now: Date,
  db?: Db,
): Promise<BatchView[]> {
  const today = indiaDate(now);
  const [rows, counts, holidays, names] = await Promise.all([
    batches.list({ now, where: and(...conditions) }, db),
    seatCounts(db),
    holidayDates(db),
    coachNames(db),
  ]);
  return rows.map((row): BatchView => {
    const taken = counts.get(row.id)?.taken ?? 0;
    const left = Math.max(0, row.capacity - taken);
    const closed = row.status === "closed";
    const full = !closed && isFull(row, taken);
    const next = nextClassStart(row, holidays, now);
    return {
      id: row.id,
      courseName: BATCH_COURSES[row.course],
      coursePath: `/courses/${row.course}`,
      classType: CLASS_TYPES[row.classType],
      where: whereText(row),
      ageGroup: AGE_GROUPS[row.ageGroup],
      language: LANGUAGES[row.language],
      days: weekdaysText(row.weekdays),
      time: timeText(row),
      coach: row.coachId === null ? null : (names.get(row.coachId) ?? null),
      seats: closed ? copy.closed : full ? copy.full : copy.seatsLeft(left),
      full,
      closed,
      starts: row.firstDate > today ? copy.starts(dateText(row.firstDate)) : null,
      next: next
        ? {
            iso: next.toISOString(),
            india: formatInZone(next, ACADEMY_ZONE),
            shown: tz && tz !== ACADEMY_ZONE ? formatInZone(next, tz) : null,
          }
        : null,
      line: batchLine(row),
      book: { mode: row.mode, level: COURSE_LEVEL[row.course] },
      bookLabel: copy.bookLabel(batchLine(row)),
      request: full
        ? { text: copy.wait, label: copy.waitLabel(batchLine(row)) }
        : { text: copy.request, label: copy.requestLabel(batchLine(row)) },
    };
  });
}

/** One published batch's booking line ("Beginner · Sat, Sun · 10:00 IST") and presets, or null. */
export async function publishedBatchBooking(id: number, db?: Db) {
  const row = await batches.get(id, db);
  if (!row?.published || hasEnded(row, indiaDate(new Date()))) return null;
  return { line: batchLine(row), mode: row.mode, level: COURSE_LEVEL[row.course] };
}

/** A row of the admin's batch list. */
export type AdminBatchRow = {
  id: number;
  name: string;
  lines: string[];
  published: boolean;
  updatedAt: string;
  updatedBy: string;
};

/** Every batch (drafts too) for /admin/batches, with its seats taken and waiting. */
export async function adminBatchRows(db?: Db): Promise<AdminBatchRow[]> {
  const [rows, counts, names] = await Promise.all([
    batches.list({ includeDrafts: true }, db),
    seatCounts(db),
    coachNames(db),
  ]);
  return rows.map((row) => {
    const count = counts.get(row.id) ?? { taken: 0, waiting: 0 };
    const coach = row.coachId === null ? null : names.get(row.coachId);
    return {
      id: row.id,
      name: batchName(row),
      lines: [
        `${whereText(row)} · ${LANGUAGES[row.language]} · ${timeText(row)} (${durationText(row.durationMinutes)})`,
        `From ${dateText(row.firstDate)}${row.lastDate ? ` to ${dateText(row.lastDate)}` : ""}${coach ? ` · Coach: ${coach}` : ""}`,
        `${copy.seatsLeft(Math.max(0, row.capacity - count.taken))} · ${count.taken} of ${row.capacity} taken${count.waiting ? ` · ${count.waiting} waiting` : ""} · ${row.status === "open" ? "Open" : row.status === "full" ? "Full" : "Closed"}`,
      ],
      published: row.published,
      updatedAt: row.updatedAt.toISOString(),
      updatedBy: row.updatedBy,
    };
  });
}

/** What a seat confirmation tells the family: the student, the batch, its days, time and first class. */
export type SeatConfirmation = {
  name: string;
  batch: string;
  days: string;
  time: string;
  /** The first class from now on (holidays skipped), "Sat, 3 Jan 2099", or "—" when none is left. */
  first: string;
};

/**
 * The words of a seat confirmation (the WhatsApp message and the mail on accept,
 * docs/decisions/timetable.md "Seats").
 * @param now the moment the first class is counted from
 */
export async function seatConfirmation(
  request: { studentName: string },
  row: StoredBatch,
  now: Date = new Date(),
  db?: Db,
): Promise<SeatConfirmation> {
  const next = nextClassStart(row, await holidayDates(db), now);
  return {
    name: request.studentName,
    batch: batchLine(row),
    days: weekdaysText(row.weekdays),
    time: `${timeText(row)} (${durationText(row.durationMinutes)})`,
    first: next ? dateText(indiaDate(next)) : "—",
  };
}

/**
 * What a page's timetable section needs (docs/decisions/timetable.md "Visitors"): the batches of
 * the URL's filters, the filter form's selects with their current values, and the label of the
 * chosen "Show times in" zone (null for India or none).
 * @param url the page's URL (its filters: parseTimetableQuery)
 * @param course the course of /courses/:id (its page has no course filter), or undefined on /courses
 */
export async function timetableSection(url: URL, course?: BatchCourse, now = new Date()) {
  const query = parseTimetableQuery(url.searchParams);
  if (course) query.course = course;
  const f = copy.filters;
  const selects: FilterSelect[] = [
    ...(course
      ? []
      : [
          {
            name: "course",
            label: f.course,
            options: Object.entries(BATCH_COURSES),
            value: query.course ?? "",
          },
        ]),
    { name: "mode", label: f.mode, options: Object.entries(BATCH_MODES), value: query.mode ?? "" },
    {
      name: "day",
      label: f.day,
      options: WEEKDAYS.map((w) => [w.key, w.long] as const),
      value: query.day ?? "",
    },
    { name: "age", label: f.age, options: Object.entries(AGE_GROUPS), value: query.age ?? "" },
    {
      name: "tz",
      label: f.tz,
      options: SHOWN_ZONES.map((z) => [z.zone, z.label] as const),
      value: query.tz ?? ACADEMY_ZONE,
      required: true,
    },
  ];
  const zone = shownZone(query.tz);
  const words: TimetableWords = {
    heading: course ? copy.courseHeading : copy.heading,
    intro: copy.intro,
    empty: copy.empty,
    noNext: copy.noNext,
    book: copy.book,
    filters: { legend: f.legend, any: f.any, apply: f.apply, reset: f.reset },
    labels: { ...copy.labels, local: copy.labels.localLabel },
  };
  return {
    batches: await publicTimetable(query, now),
    selects,
    shown: zone && zone.zone !== ACADEMY_ZONE ? copy.shownLabel(zone.label) : null,
    words,
  };
}

/** ISO 639-1 codes of a batch's language of instruction. */
const LANGUAGE_CODES: Record<StoredBatch["language"], string[]> = {
  english: ["en"],
  tamil: ["ta"],
  both: ["en", "ta"],
};

/**
 * A course's published batches for its `Course` JSON-LD (app/lib/structured-data.ts
 * `courseInstanceJsonLd`; docs/decisions/timetable.md "Search data").
 */
export async function courseInstances(
  course: BatchCourse,
  db?: Db,
): Promise<CourseInstanceInput[]> {
  const [rows, names] = await Promise.all([
    batches.list({ where: and(eq(batch.course, course), notEnded(indiaDate(new Date()))) }, db),
    coachNames(db),
  ]);
  return rows.map((row) => {
    const centre = row.mode === "offline" ? eventCentre(row.centre) : undefined;
    const h = Math.floor(row.durationMinutes / 60);
    const m = row.durationMinutes % 60;
    return {
      mode: row.mode,
      centre: centre ? { name: centre.name, address: centre.address } : null,
      days: WEEKDAYS.filter((w) => row.weekdays.includes(w.day)).map((w) => w.long),
      startTime: clockText(row.startMinutes),
      duration: `PT${h ? `${h}H` : ""}${m ? `${m}M` : ""}`,
      startDate: row.firstDate,
      endDate: row.lastDate,
      instructor: row.coachId === null ? null : (names.get(row.coachId) ?? null),
      languages: LANGUAGE_CODES[row.language],
    };
  });
}
