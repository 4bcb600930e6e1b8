import { data, redirect } from "react-router";
import { progressNoteCopy } from "~/content/coaching";
import { deletionCopy, myStudentsCopy } from "~/content/families";
import { familyFeesCopy } from "~/content/fees";
import { myClassesCopy as copy } from "~/content/timetable";
import { AGE_GROUPS, BATCH_COURSES, SEAT_STATUSES } from "~/lib/batch-kinds";
import { parseId } from "~/lib/collection";
import { ACADEMY_ZONE, formatInZone } from "~/lib/india-time";
import { rupees } from "~/lib/money";
import type { PublicSite } from "~/lib/public-site";
import { STUDENT_LEVELS } from "~/lib/student-kinds";
import { batchLine, dateText, indiaDate, nextClassStart } from "~/lib/timetable";
import { readUserForm } from "~/server/auth/require-user.server";
import type { SessionUser } from "~/server/auth/session.server";
import { familyAttendance } from "~/server/coaching/attendance-views.server";
import { publishedNotes } from "~/server/coaching/progress-notes.server";
import { holidayDates } from "~/server/collections/batches.server";
import {
  openDeletionRequest,
  requestDeletion,
  withdrawDeletion,
} from "~/server/families/deletion.server";
import { mailDeletionRequested } from "~/server/families/deletion-pages.server";
import { listStudents } from "~/server/families/students.server";
import { familyDuePaise } from "~/server/fees/invoices.server";
import {
  calendarTokenOf,
  calendarUrls,
  renewCalendarToken,
  revokeCalendarToken,
} from "~/server/timetable/calendar-feed.server";
import { mailSeatWithdrawn } from "~/server/timetable/seat-mail.server";
import { cancelSeat, listUserRequests } from "~/server/timetable/seats.server";

/**
 * My classes (/my-classes; docs/decisions/timetable.md "Students", docs/decisions/families.md
 * "Students"): the account's requested, waiting and confirmed batches with the next class and, once
 * confirmed, the student's attendance (docs/decisions/attendance.md "Rates"), cancel, the family's
 * students, and the private calendar address.
 */

/** The words after a change (`?done=…`). */
const DONE = {
  cancelled: copy.cancelled,
  created: copy.calendar.created,
  regenerated: copy.calendar.regenerated,
  revoked: copy.calendar.revoked,
  "student-added": myStudentsCopy.added,
  "student-saved": myStudentsCopy.saved,
  "deletion-requested": deletionCopy.requested,
  "deletion-withdrawn": deletionCopy.withdrawn,
} as const;

/**
 * What the page shows for the signed-in account.
 * @param url the page's URL (`?requested=ID` after a request, `?done=…` after a change)
 */
export async function myClassesPage(
  user: SessionUser,
  url: URL,
  site: PublicSite,
  now = new Date(),
) {
  const [rows, holidays, token, students, deletion, duePaise] = await Promise.all([
    listUserRequests(user.id),
    holidayDates(),
    calendarTokenOf(user.id),
    listStudents(user.id),
    openDeletionRequest(user.id),
    familyDuePaise(user.id),
  ]);
  const notes = await publishedNotes(students.map((s) => s.id));
  const latest = new Map(notes.map((n) => [n.studentId, n]));
  const attendance = await familyAttendance(
    rows
      .filter(({ request }) => request.status === "confirmed")
      .map(({ request, batch }) => ({
        batch,
        studentId: request.studentId,
        since: request.createdAt,
      })),
    now,
  );
  const classes = rows.map(({ request, batch }) => {
    const next = nextClassStart(batch, holidays, now);
    return {
      id: request.id,
      studentName: request.studentName,
      status: SEAT_STATUSES[request.status],
      confirmed: request.status === "confirmed",
      line: batchLine(batch),
      coursePath: `/courses/${batch.course}`,
      courseName: BATCH_COURSES[batch.course],
      next: next ? { iso: next.toISOString(), india: formatInZone(next, ACADEMY_ZONE) } : null,
      attendance: attendance.get(`${batch.id}:${request.studentId}`) ?? null,
    };
  });
  const requested = rows.find(
    ({ request }) => request.id === parseId(url.searchParams.get("requested")),
  );
  const done = url.searchParams.get("done");
  const notice = requested
    ? copy.requested(requested.request.studentName, SEAT_STATUSES[requested.request.status])
    : done && Object.hasOwn(DONE, done)
      ? DONE[done as keyof typeof DONE]
      : null;
  return {
    classes,
    students: students.map((s) => ({
      id: s.id,
      name: s.name,
      ageGroup: AGE_GROUPS[s.ageGroup],
      level: s.level ? STUDENT_LEVELS[s.level] : myStudentsCopy.levelUnknown,
      latestNote: latest.has(s.id)
        ? progressNoteCopy.by(
            latest.get(s.id)?.authorName ?? "",
            dateText(indiaDate(latest.get(s.id)?.publishedAt ?? new Date())),
          )
        : null,
    })),
    notice,
    calendar: token ? calendarUrls(site, token) : null,
    deletion: deletion ? deletionCopy.asked(dateText(indiaDate(deletion.requestedAt))) : null,
    feesDue: duePaise > 0 ? familyFeesCopy.totalDue(rupees(duePaise)) : null,
  };
}

/**
 * The page's action: `intent` cancel (with `id`, one of the account's own open requests: 404
 * otherwise; the academy is mailed, app/server/timetable/seat-mail.server.ts), calendar-create / calendar-regenerate (a new address, the old one stops working),
 * calendar-revoke; 303 back to the page with its message.
 * @throws readUserForm's 403 (another origin, no session), 413 or 400
 */
export async function myClassesAction(request: Request) {
  const { user, form } = await readUserForm(request);
  const back = (done: keyof typeof DONE) => redirect(`/my-classes?done=${done}`, 303);
  switch (form.get("intent")) {
    case "cancel": {
      const id = parseId(form.get("id"));
      const withdrawn = id === null ? null : await cancelSeat(id, user.id, user.email);
      if (!withdrawn) return data({ error: "That request no longer exists." }, { status: 404 });
      await mailSeatWithdrawn(withdrawn);
      return back("cancelled");
    }
    case "calendar-create":
      await renewCalendarToken(user.id);
      return back("created");
    case "calendar-regenerate":
      await renewCalendarToken(user.id);
      return back("regenerated");
    case "deletion-request":
      if (await requestDeletion(user.id)) await mailDeletionRequested(user.email);
      return back("deletion-requested");
    case "deletion-withdraw":
      await withdrawDeletion(user.id);
      return back("deletion-withdrawn");
    case "calendar-revoke":
      await revokeCalendarToken(user.id);
      return back("revoked");
    default:
      return data(
        { error: "That action is not known. Reload the page and try again." },
        { status: 400 },
      );
  }
}
