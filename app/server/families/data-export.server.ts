import { asc, eq } from "drizzle-orm";
import { ATTENDANCE_MARKS } from "~/lib/attendance-kinds";
import { BATCH_COURSES } from "~/lib/batch-kinds";
import { decimalRupees } from "~/lib/money";
import { NOTE_RATINGS, type NoteRating } from "~/lib/note-kinds";
import { batchLine, clockText } from "~/lib/timetable";
import { markRows } from "~/server/coaching/attendance-views.server";
import { type Db, getDb } from "~/server/db/db.server";
import { listStudents } from "~/server/families/students.server";
import {
  familyTournamentEntries,
  type TournamentEntryData,
} from "~/server/families/tournament-data.server";
import { familyInvoices } from "~/server/fees/invoices.server";
import {
  account,
  batch,
  calendarToken,
  progressNote,
  seatRequest,
  session,
  student,
  user,
} from "~/server/schema";

/**
 * Everything the site holds about a family account, for the family to download
 * (docs/decisions/families.md "A family's data"; India's DPDP Act 2023, a data principal's right to
 * a summary of their personal data): the account, its students with the consent as stored, every
 * seat request (cancelled and declined ones too), its students' attendance marks (when marked; not
 * the coach's address) and progress notes (drafts too), its invoices, its students' tournament
 * entries with their games and the consent to show a full name in results (tournament-data.server.ts),
 * the devices signed in and whether a calendar address exists. Never a secret: no password hash, session token, calendar token or Google token.
 */

/** The file's shape (times as ISO 8601 strings in UTC). */
export type FamilyData = {
  exportedAt: string;
  account: {
    name: string;
    email: string;
    emailVerified: boolean;
    signsInWith: string[];
    createdAt: string;
  };
  students: {
    name: string;
    ageGroup: string;
    birthYear: number | null;
    level: string | null;
    fideId: string;
    lichessUsername: string;
    notes: string;
    consent: { wording: string; givenAt: string } | null;
    /** The consent to show the full name in published tournament results, as stored. */
    fullNameConsent: { wording: string; givenAt: string } | null;
    createdAt: string;
    updatedAt: string;
  }[];
  seatRequests: {
    student: string;
    batch: string;
    course: string;
    status: string;
    contact: string;
    requestedAt: string;
    updatedAt: string;
  }[];
  attendance: {
    student: string;
    batch: string;
    date: string;
    time: string;
    mark: string;
    markedAt: string;
  }[];
  progressNotes: {
    student: string;
    author: string;
    published: boolean;
    topics: string;
    wentWell: string;
    workOn: string;
    homework: string;
    ratings: Record<string, number>;
    writtenAt: string;
    publishedAt: string | null;
  }[];
  /** Invoices with their lines and payments, amounts in rupees with two decimals. */
  invoices: {
    number: string;
    month: string;
    issuedOn: string;
    dueOn: string;
    total: string;
    paidAt: string | null;
    lines: { student: string; item: string; amount: string }[];
    payments: {
      method: string;
      amount: string;
      utr: string | null;
      state: string;
      reason: string;
      reportedAt: string;
    }[];
  }[];
  /** The students' tournament entries, with their games as stored. */
  tournaments: TournamentEntryData[];
  signedIn: { since: string; until: string; device: string | null; ipAddress: string | null }[];
  calendarAddress: { createdAt: string } | null;
};

/** "password" for an e-mail and password account, Better Auth's provider id otherwise. */
const signInMethod = (providerId: string) =>
  providerId === "credential" ? "password" : providerId;

/**
 * The family's data as one JSON-ready object.
 * @param userId the signed-in account (the caller has checked the session)
 * @param now the export's time
 * @returns null when the account no longer exists
 */
export async function familyData(
  userId: string,
  now = new Date(),
  db?: Db,
): Promise<FamilyData | null> {
  const conn = db ?? (await getDb());
  const [owner] = await conn.select().from(user).where(eq(user.id, userId));
  if (!owner) return null;
  const [methods, students, requests, sessions, [calendar], marks, notes, invoices, entries] =
    await Promise.all([
      conn
        .select({ providerId: account.providerId })
        .from(account)
        .where(eq(account.userId, userId)),
      listStudents(userId, conn),
      conn
        .select({ request: seatRequest, batch })
        .from(seatRequest)
        .innerJoin(batch, eq(batch.id, seatRequest.batchId))
        .where(eq(seatRequest.userId, userId))
        .orderBy(asc(seatRequest.createdAt), asc(seatRequest.id)),
      conn
        .select({
          createdAt: session.createdAt,
          expiresAt: session.expiresAt,
          userAgent: session.userAgent,
          ipAddress: session.ipAddress,
        })
        .from(session)
        .where(eq(session.userId, userId))
        .orderBy(asc(session.createdAt)),
      conn
        .select({ createdAt: calendarToken.createdAt })
        .from(calendarToken)
        .where(eq(calendarToken.userId, userId)),
      markRows(eq(student.userId, userId), conn),
      conn
        .select({ note: progressNote })
        .from(progressNote)
        .innerJoin(student, eq(student.id, progressNote.studentId))
        .where(eq(student.userId, userId))
        .orderBy(asc(progressNote.createdAt), asc(progressNote.id)),
      familyInvoices(userId, conn),
      familyTournamentEntries(userId, conn),
    ]);
  const names = new Map(students.map((s) => [s.id, s.name]));
  return {
    exportedAt: now.toISOString(),
    account: {
      name: owner.name,
      email: owner.email,
      emailVerified: owner.emailVerified,
      signsInWith: [...new Set(methods.map((m) => signInMethod(m.providerId)))].sort(),
      createdAt: owner.createdAt.toISOString(),
    },
    students: students.map((s) => ({
      name: s.name,
      ageGroup: s.ageGroup,
      birthYear: s.birthYear,
      level: s.level,
      fideId: s.fideId,
      lichessUsername: s.lichessUsername,
      notes: s.notes,
      consent:
        s.consentText && s.consentAt
          ? { wording: s.consentText, givenAt: s.consentAt.toISOString() }
          : null,
      fullNameConsent:
        s.fullNameConsentText && s.fullNameConsentAt
          ? { wording: s.fullNameConsentText, givenAt: s.fullNameConsentAt.toISOString() }
          : null,
      createdAt: s.createdAt.toISOString(),
      updatedAt: s.updatedAt.toISOString(),
    })),
    seatRequests: requests.map(({ request, batch: row }) => ({
      student: names.get(request.studentId) ?? request.studentName,
      batch: batchLine(row),
      course: BATCH_COURSES[row.course],
      status: request.status,
      contact: request.contact,
      requestedAt: request.createdAt.toISOString(),
      updatedAt: request.updatedAt.toISOString(),
    })),
    attendance: marks.map((m) => ({
      student: names.get(m.studentId) ?? "",
      batch: batchLine(m.batch),
      date: m.date,
      time: `${clockText(m.startMinutes)} IST`,
      mark: ATTENDANCE_MARKS[m.mark],
      markedAt: m.changedAt.toISOString(),
    })),
    progressNotes: notes.map(({ note }) => ({
      student: names.get(note.studentId) ?? "",
      author: note.authorName,
      published: note.publishedAt !== null,
      topics: note.topics,
      wentWell: note.wentWell,
      workOn: note.workOn,
      homework: note.homework,
      ratings: Object.fromEntries(
        (Object.keys(NOTE_RATINGS) as NoteRating[]).flatMap((k) =>
          note[k] === null ? [] : [[k, note[k] as number]],
        ),
      ),
      writtenAt: note.createdAt.toISOString(),
      publishedAt: note.publishedAt?.toISOString() ?? null,
    })),
    invoices: invoices.map(({ invoice: i, lines, payments }) => ({
      number: i.number,
      month: i.month.slice(0, 7),
      issuedOn: i.issuedOn,
      dueOn: i.dueOn,
      total: decimalRupees(i.totalPaise),
      paidAt: i.paidAt?.toISOString() ?? null,
      lines: lines.map((l) => ({
        student: l.studentName,
        item: l.description,
        amount: `${l.amountPaise < 0 ? "-" : ""}${decimalRupees(Math.abs(l.amountPaise))}`,
      })),
      payments: payments.map((p) => ({
        method: p.method,
        amount: decimalRupees(p.amountPaise),
        utr: p.utr,
        state: p.state,
        reason: p.reason,
        reportedAt: p.reportedAt.toISOString(),
      })),
    })),
    tournaments: entries,
    signedIn: sessions.map((s) => ({
      since: s.createdAt.toISOString(),
      until: s.expiresAt.toISOString(),
      device: s.userAgent,
      ipAddress: s.ipAddress,
    })),
    calendarAddress: calendar ? { createdAt: calendar.createdAt.toISOString() } : null,
  };
}
