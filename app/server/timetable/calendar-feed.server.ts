import { randomBytes } from "node:crypto";
import { getVtimezoneComponent } from "@touch4it/ical-timezones";
import { and, eq, inArray, isNotNull, or } from "drizzle-orm";
import ical, {
  ICalCalendarMethod,
  ICalEventRepeatingFreq,
  ICalEventStatus,
  type ICalWeekday,
} from "ical-generator";
import { DateTime } from "luxon";
import { BATCH_COURSES, CLASS_TYPES, WEEKDAYS } from "~/lib/batch-kinds";
import { eventCentre } from "~/lib/events";
import { ACADEMY_ZONE } from "~/lib/india-time";
import type { PublicSite } from "~/lib/public-site";
import { addDays, classStart, clockText, isoWeekdayOf } from "~/lib/timetable";
import { holidayDates } from "~/server/collections/batches.server";
import { type Db, getDb } from "~/server/db/db.server";
import { batch, calendarToken, classSession, seatRequest } from "~/server/schema";

/**
 * A student's private class calendar (docs/decisions/timetable.md "Calendar"):
 * `webcal://…/calendar/<token>.ics`, one per account, revocable and regenerable from My classes.
 * Each confirmed batch is one recurring event written by ical-generator: DTSTART with
 * `TZID=Asia/Kolkata` and the zone's VTIMEZONE (@touch4it/ical-timezones), `RRULE` weekly on its
 * days (UNTIL its last class, in UTC as RFC 5545 asks), `EXDATE` for each published holiday on
 * one of its days; a cancelled class is an exception of the series (RECURRENCE-ID,
 * STATUS:CANCELLED) and a make-up class an event of its own. The feed is built afresh on every
 * request, so a changed batch, a move, a new holiday, a cancelled or make-up class shows at the
 * calendar's next refresh.
 */

/** The start of SEQUENCE's count (2026-01-01). */
const SEQUENCE_EPOCH = Date.UTC(2026, 0, 1);

/** A token: 32 random bytes, base64url (43 characters). */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The account's calendar token, or null when it has none (never made, or turned off). */
export async function calendarTokenOf(userId: string, db?: Db): Promise<string | null> {
  const conn = db ?? (await getDb());
  const [row] = await conn.select().from(calendarToken).where(eq(calendarToken.userId, userId));
  return row?.token ?? null;
}

/**
 * Makes the account's calendar address, or a new one in place of the old (which stops working).
 * @returns the new token
 */
export async function renewCalendarToken(userId: string, db?: Db): Promise<string> {
  const conn = db ?? (await getDb());
  const token = randomBytes(32).toString("base64url");
  await conn
    .insert(calendarToken)
    .values({ userId, token })
    .onConflictDoUpdate({ target: calendarToken.userId, set: { token, createdAt: new Date() } });
  return token;
}

/** Turns the account's calendar address off: the feed answers 404 from then on. */
export async function revokeCalendarToken(userId: string, db?: Db): Promise<void> {
  const conn = db ?? (await getDb());
  await conn.delete(calendarToken).where(eq(calendarToken.userId, userId));
}

/** The calendar's addresses: `webcal://` to subscribe, `https://` (or http) to copy. */
export function calendarUrls(site: Pick<PublicSite, "url">, token: string) {
  const http = `${site.url}/calendar/${token}.ics`;
  return { http, webcal: http.replace(/^https?:/, "webcal:") };
}

/** A wall time in India as luxon gives it to ical-generator (it writes TZID=Asia/Kolkata). */
function india(date: string, minutes: number): DateTime {
  return DateTime.fromISO(`${date}T${clockText(minutes)}`, { zone: ACADEMY_ZONE });
}

/**
 * The calendar of the account whose token this is, or null for a token that names none (revoked,
 * replaced, or made up).
 * @param site the public site (its URL and name)
 */
export async function studentCalendar(
  token: string,
  site: Pick<PublicSite, "url" | "name">,
  db?: Db,
): Promise<string | null> {
  if (!TOKEN.test(token)) return null;
  const conn = db ?? (await getDb());
  const [owner] = await conn.select().from(calendarToken).where(eq(calendarToken.token, token));
  if (!owner) return null;
  const rows = await conn
    .select({ request: seatRequest, batch })
    .from(seatRequest)
    .innerJoin(batch, eq(batch.id, seatRequest.batchId))
    .where(and(eq(seatRequest.userId, owner.userId), eq(seatRequest.status, "confirmed")))
    .orderBy(batch.id, seatRequest.studentName);
  const holidays = await holidayDates(conn);
  const host = new URL(site.url).host;
  const calendar = ical({
    name: `${site.name}: my classes`,
    prodId: { company: site.name, product: "Class calendar", language: "EN" },
    method: ICalCalendarMethod.PUBLISH,
    ttl: 60 * 60 * 3,
  });
  calendar.timezone({ name: null, generator: getVtimezoneComponent });
  const byBatch = new Map<
    number,
    { row: typeof batch.$inferSelect; names: string[]; changed: Date }
  >();
  for (const { request, batch: row } of rows) {
    const entry = byBatch.get(row.id) ?? { row, names: [], changed: row.updatedAt };
    entry.names.push(request.studentName);
    if (request.updatedAt > entry.changed) entry.changed = request.updatedAt;
    byBatch.set(row.id, entry);
  }
  // Cancelled and make-up classes (docs/decisions/attendance.md "Cancelled and make-up classes").
  const changes =
    byBatch.size === 0
      ? []
      : await conn
          .select()
          .from(classSession)
          .where(
            and(
              inArray(classSession.batchId, [...byBatch.keys()]),
              or(eq(classSession.kind, "make-up"), isNotNull(classSession.cancelledAt)),
            ),
          )
          .orderBy(classSession.date, classSession.startMinutes);
  for (const { row, names, changed } of byBatch.values()) {
    // DTSTART is the first class: the first of its days on or after its first date.
    let first = row.firstDate;
    while (!row.weekdays.includes(isoWeekdayOf(first))) first = addDays(first, 1);
    if (row.lastDate && first > row.lastDate) continue;
    const start = india(first, row.startMinutes);
    const until = row.lastDate
      ? classStart(row.lastDate, row.startMinutes + row.durationMinutes)
      : undefined;
    const skipped = [...holidays]
      .filter(
        (date) =>
          date >= first &&
          (!row.lastDate || date <= row.lastDate) &&
          row.weekdays.includes(isoWeekdayOf(date)),
      )
      .sort()
      .map((date) => india(date, row.startMinutes));
    const centre = row.mode === "offline" ? eventCentre(row.centre) : undefined;
    calendar.createEvent({
      id: `batch-${row.id}.${owner.userId}@${host}`,
      timezone: ACADEMY_ZONE,
      start,
      end: start.plus({ minutes: row.durationMinutes }),
      summary: `${BATCH_COURSES[row.course]} chess class (${names.join(", ")})`,
      description: `${CLASS_TYPES[row.classType]} class. Details and your requests: ${site.url}/my-classes`,
      location: centre ? `${centre.name}, ${centre.line}` : "Online",
      url: `${site.url}/courses/${row.course}`,
      lastModified: DateTime.fromJSDate(changed),
      // Grows with every change (seconds since 2026), so calendars take the new version.
      sequence: Math.max(0, Math.floor((changed.getTime() - SEQUENCE_EPOCH) / 1000)),
      repeating: {
        freq: ICalEventRepeatingFreq.WEEKLY,
        byDay: WEEKDAYS.filter((w) => row.weekdays.includes(w.day)).map(
          (w) => w.ical as ICalWeekday,
        ),
        ...(until ? { until: DateTime.fromJSDate(until).toUTC() } : {}),
        ...(skipped.length ? { exclude: skipped } : {}),
      },
    });
    const summary = `${BATCH_COURSES[row.course]} chess class (${names.join(", ")})`;
    for (const session of changes) {
      if (session.batchId !== row.id) continue;
      const at = india(session.date, session.startMinutes);
      const cancelled = session.cancelledAt !== null;
      const makeUp = session.kind === "make-up";
      // A cancelled class of the schedule is an exception to the series (same UID, RECURRENCE-ID,
      // STATUS:CANCELLED); a make-up class is an event of its own, cancelled too when it is.
      calendar.createEvent({
        id: makeUp
          ? `make-up-${session.id}.${owner.userId}@${host}`
          : `batch-${row.id}.${owner.userId}@${host}`,
        ...(makeUp ? {} : { recurrenceId: at }),
        timezone: ACADEMY_ZONE,
        start: at,
        end: at.plus({ minutes: session.durationMinutes }),
        summary: cancelled ? `Cancelled: ${summary}` : `Make-up class: ${summary}`,
        description: cancelled
          ? `Cancelled: ${session.cancelReason}. Details: ${site.url}/my-classes`
          : `Make-up class. Details and your requests: ${site.url}/my-classes`,
        location: centre ? `${centre.name}, ${centre.line}` : "Online",
        url: `${site.url}/courses/${row.course}`,
        status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
        lastModified: DateTime.fromJSDate(session.updatedAt),
        sequence: Math.max(0, Math.floor((session.updatedAt.getTime() - SEQUENCE_EPOCH) / 1000)),
      });
    }
  }
  return calendar.toString();
}
