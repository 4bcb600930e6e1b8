import { and, asc, eq, gte, inArray, isNull, or, sql } from "drizzle-orm";
import { data, redirect } from "react-router";
import {
  sessionChangeCopy as changeCopy,
  myBatchesCopy as copy,
  registerCopy,
} from "~/content/coaching";
import { parseId } from "~/lib/collection";
import {
  addDays,
  batchName,
  clockText,
  dateText,
  indiaDate,
  isIsoDate,
  parseClock,
} from "~/lib/timetable";
import { readUserForm } from "~/server/auth/require-user.server";
import {
  type ClassSession,
  sessionsOf,
  storedSessions,
} from "~/server/coaching/class-sessions.server";
import { markCounts, type Staff, staffForPage, staffOf } from "~/server/coaching/registers.server";
import {
  addMakeUp,
  mailSessionChange,
  SessionChangeRefusal,
} from "~/server/coaching/session-changes.server";
import { holidayDates } from "~/server/collections/batches.server";
import { type Db, getDb } from "~/server/db/db.server";
import { batch, seatRequest, student } from "~/server/schema";
import { openTournaments } from "~/server/tournaments/arbiter-pages.server";

/**
 * My batches (/my-batches; docs/decisions/attendance.md "My batches"): today's classes of the
 * account's batches, and each batch's recent and coming classes with their registers' state, for
 * an account that teaches as a coach and the admin (every batch); a make-up class is added here.
 * Everyone else signed in gets 403 and nothing of any batch; a signed-out visitor goes to sign in
 * and comes back.
 */

/** Days of past classes My batches lists (a register can be corrected later). */
const RECENT_DAYS = 14;
/** Days of coming classes My batches lists. */
const COMING_DAYS = 7;

/** The batches a staff member sees: their own (every batch for the admin) that have not ended. */
async function staffBatches(staff: Staff, today: string, db: Db) {
  const notEnded = or(isNull(batch.lastDate), gte(batch.lastDate, today));
  return db
    .select()
    .from(batch)
    .where(staff.user.isAdmin ? notEnded : and(notEnded, eq(batch.coachId, staff.coachId ?? -1)))
    .orderBy(batch.position, batch.id);
}

/** Each batch's confirmed students (id and name, by name), by batch id. */
async function rosters(
  batchIds: number[],
  db: Db,
): Promise<Map<number, { id: number; name: string }[]>> {
  const result = new Map<number, { id: number; name: string }[]>();
  if (batchIds.length === 0) return result;
  const rows = await db
    .select({ batchId: seatRequest.batchId, id: student.id, name: student.name })
    .from(seatRequest)
    .innerJoin(student, eq(student.id, seatRequest.studentId))
    .where(and(inArray(seatRequest.batchId, batchIds), eq(seatRequest.status, "confirmed")))
    .orderBy(asc(sql`lower(${student.name})`), asc(student.id));
  for (const r of rows)
    result.set(r.batchId, [...(result.get(r.batchId) ?? []), { id: r.id, name: r.name }]);
  return result;
}

/** A session as My batches lists it. */
function sessionItem(
  session: ClassSession,
  name: string,
  today: string,
  marked: Map<number, number>,
  students: number,
) {
  const n = session.id === null ? 0 : (marked.get(session.id) ?? 0);
  const when = `${dateText(session.date)}, ${clockText(session.startMinutes)} IST`;
  return {
    slot: session.slot,
    when,
    time: `${clockText(session.startMinutes)} IST`,
    kind: session.kind,
    href: `/my-batches/${session.batchId}/${session.slot}`,
    label: (session.cancelled === null && session.date <= today
      ? copy.registerLabel
      : copy.detailsLabel)(name, when),
    cancelled: session.cancelled,
    open: session.cancelled === null && session.date <= today,
    state:
      session.cancelled !== null
        ? copy.cancelled(session.cancelled)
        : n > 0
          ? copy.marked(n, Math.max(n, students))
          : copy.notMarked,
  };
}

/**
 * My batches: today's classes of the account's batches (India's today), and each batch with its
 * classes of the last two weeks and the coming week, each with its register's state; and the
 * tournaments not finished, to run (docs/decisions/tournaments.md "Arbiter pages").
 * @returns `coach: false` and status 403, with no batch, for an account that is neither a coach
 *   nor the admin
 */
export async function myBatchesPage(request: Request, now = new Date()) {
  const staff = await staffForPage(request);
  if (!staff) return { coach: false as const, status: 403 };
  const db = await getDb();
  const today = indiaDate(now);
  const rows = await staffBatches(staff, today, db);
  const ids = rows.map((r) => r.id);
  const from = addDays(today, -RECENT_DAYS);
  const until = addDays(today, COMING_DAYS);
  const [holidays, stored, students, tournaments] = await Promise.all([
    holidayDates(db),
    storedSessions(ids, from, until, db),
    rosters(ids, db),
    openTournaments(now, db),
  ]);
  const marked = await markCounts(
    stored.map((s) => s.id),
    db,
  );
  const batches = rows.map((row) => {
    const name = batchName(row);
    const roster = students.get(row.id) ?? [];
    const n = roster.length;
    const sessions = sessionsOf(row, holidays, stored, from, until).map((s) =>
      sessionItem(s, name, today, marked, n),
    );
    return {
      id: row.id,
      name,
      students: copy.students(n),
      sessions,
      roster: roster.map((st) => ({
        name: st.name,
        href: `/my-batches/${row.id}/students/${st.id}`,
      })),
    };
  });
  // Today's classes are the batches' own of today, listed once more at the top.
  const todaySessions = batches.flatMap((b) =>
    b.sessions.filter((s) => s.slot.startsWith(today)).map((s) => ({ ...s, batch: b.name })),
  );
  todaySessions.sort((a, b) => a.time.localeCompare(b.time));
  return {
    coach: true as const,
    notice: pageNotice(new URL(request.url).searchParams),
    today: copy.today(dateText(today)),
    todaySessions,
    batches,
    tournaments,
  };
}

/** My batches' message after a change: `?welcome=1` (an invitation accepted), `?done=make-up`. */
function pageNotice(params: URLSearchParams): string | null {
  if (params.get("welcome") === "1") return copy.welcome;
  return params.get("done") === "make-up" ? changeCopy.added : null;
}

/**
 * My batches' action: `intent` make-up, with `batch`, `date` (YYYY-MM-DD) and `time` (HH:MM, IST):
 * adds a make-up class to one of the account's batches, mails its families, 303 back.
 * @returns 400 with the field's message; 403 for an account that is neither a coach nor the admin;
 *   404 for a batch that is not theirs; 409 for a date and time the batch already has a class at
 * @throws readUserForm's 403 (another origin, no session), 413 or 400
 */
export async function myBatchesAction(request: Request, now = new Date()) {
  const { user, form } = await readUserForm(request);
  const staff = staffOf(user);
  if (!staff.user.isAdmin && staff.coachId === null) {
    return data({ error: copy.notCoach, batch: null }, { status: 403 });
  }
  const batchId = parseId(form.get("batch"));
  if (form.get("intent") !== "make-up" || batchId === null) {
    return data({ error: registerCopy.badForm, batch: null }, { status: 400 });
  }
  const date = form.get("date");
  const startMinutes = parseClock(form.get("time"));
  if (!isIsoDate(date))
    return data({ error: changeCopy.errors.date, batch: batchId }, { status: 400 });
  if (startMinutes === null) {
    return data({ error: changeCopy.errors.time, batch: batchId }, { status: 400 });
  }
  try {
    const change = await addMakeUp(staff, batchId, date, startMinutes, user.email, undefined, now);
    await mailSessionChange({ ...change, kind: "make-up" });
    return redirect("/my-batches?done=make-up", 303);
  } catch (error) {
    if (error instanceof SessionChangeRefusal) {
      return data(
        { error: changeCopy.errors[error.reason], batch: batchId },
        { status: error.reason === "not-found" ? 404 : error.reason === "taken" ? 409 : 400 },
      );
    }
    throw error;
  }
}
