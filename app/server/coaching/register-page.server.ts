import { data, redirect } from "react-router";
import {
  sessionChangeCopy as changeCopy,
  myBatchesCopy as copy,
  registerCopy,
} from "~/content/coaching";
import { parseSessionSlot } from "~/lib/attendance";
import { ATTENDANCE_MARKS, type AttendanceMark, CANCEL_REASON_LIMIT } from "~/lib/attendance-kinds";
import { parseId } from "~/lib/collection";
import { ACADEMY_ZONE, formatInZone } from "~/lib/india-time";
import { batchName, clockText, dateText, indiaDate } from "~/lib/timetable";
import { readUserForm } from "~/server/auth/require-user.server";
import {
  type MarkChange,
  type Register,
  RegisterRefusal,
  registerHistory,
  registerOf,
  type Staff,
  saveMarks,
  staffForPage,
  staffOf,
} from "~/server/coaching/registers.server";
import {
  mailSessionChange,
  SessionChangeRefusal,
  setSessionCancelled,
} from "~/server/coaching/session-changes.server";

/**
 * A session's register page (/my-batches/:batch/:slot; docs/decisions/attendance.md "Registers"):
 * its students and marks with their history, a tap's or the whole form's save, and cancelling or
 * restoring the class, for the batch's coach and the admin only.
 */

/** A register as its page shows it (and the action answers a tap with). */
function registerView(register: Register, now: Date) {
  const { session } = register;
  return {
    batchId: register.batch.id,
    name: batchName(register.batch),
    slot: session.slot,
    when: registerCopy.when(dateText(session.date), clockText(session.startMinutes)),
    kind: session.kind,
    cancelled: session.cancelled,
    open: register.open,
    cancellable: session.cancelled === null && session.date >= indiaDate(now),
    saved: register.saved,
    lines: register.lines,
  };
}

/** Reads the batch id and slot of a register's address; null for anything else. */
function registerAddress(rawBatch: string | undefined, rawSlot: string | undefined) {
  const batchId = parseId(rawBatch);
  const slot = parseSessionSlot(rawSlot);
  return batchId === null || slot === null ? null : { batchId, ...slot };
}

/**
 * A session's register page: its students and marks, and its change history (who set which mark
 * when).
 * @returns `register: null` and status 404, with no student, for a batch that is not the
 *   account's or a session that does not exist; status 403 for an account that is neither a coach
 *   nor the admin
 */
export async function registerPage(
  request: Request,
  rawBatch: string | undefined,
  rawSlot: string | undefined,
  now = new Date(),
) {
  const staff = await staffForPage(request);
  if (!staff) return { register: null, status: 403 };
  const address = registerAddress(rawBatch, rawSlot);
  const register = address
    ? await registerOf(staff, address.batchId, address.date, address.startMinutes, undefined, now)
    : null;
  if (!register) return { register: null, status: 404 };
  const history = register.session.id === null ? [] : await registerHistory(register.session.id);
  const params = new URL(request.url).searchParams;
  const done = params.get("done");
  const notice =
    params.get("saved") === "1"
      ? registerCopy.savedAll
      : done === "cancelled"
        ? changeCopy.cancelled
        : done === "restored"
          ? changeCopy.restored
          : null;
  return {
    register: registerView(register, now),
    history: history
      .slice(0, 50)
      .map((h) =>
        registerCopy.historyLine(
          h.name,
          ATTENDANCE_MARKS[h.mark],
          formatInZone(h.changedAt, ACADEMY_ZONE),
          h.changedBy,
        ),
      ),
    notice,
  };
}

/** Whether a text is a mark's key. */
function isMark(value: unknown): value is AttendanceMark {
  return typeof value === "string" && Object.hasOwn(ATTENDANCE_MARKS, value);
}

/** Most students a register form may name (more is not a register of ours). */
const MAX_LINES = 500;

/**
 * The marks of a register form: `mark-<studentId>` with a mark, and `was-<studentId>` with the
 * mark the screen showed before (empty: none).
 * @returns the changes, or null for a form that is not one (an unknown mark, too many lines)
 */
export function readRegisterForm(form: FormData): MarkChange[] | null {
  const changes: MarkChange[] = [];
  for (const [key, value] of form) {
    const m = /^mark-(\d{1,15})$/.exec(key);
    if (!m) continue;
    const studentId = Number(m[1]);
    const was = form.get(`was-${studentId}`);
    if (!isMark(value) || (was !== null && was !== "" && !isMark(was))) return null;
    changes.push({ studentId, mark: value, was: isMark(was) ? was : null });
    if (changes.length > MAX_LINES) return null;
  }
  return changes;
}

/**
 * The register's action: `intent` "mark" (one tap, from the hydrated page: answers the register)
 * or "save" (the whole form: 303 back to the page with "Register saved.").
 * @returns 400 for an unreadable form; 403 for an account that is neither a coach nor the admin;
 *   404 / 409 when the register is not theirs or not open (nothing saved)
 * @throws readUserForm's 403 (another origin, no session), 413 or 400
 */
export async function registerAction(
  request: Request,
  rawBatch: string | undefined,
  rawSlot: string | undefined,
  now = new Date(),
) {
  const { user, form } = await readUserForm(request);
  const staff = staffOf(user);
  if (!staff.user.isAdmin && staff.coachId === null) {
    return data({ error: copy.notCoach, register: null }, { status: 403 });
  }
  const address = registerAddress(rawBatch, rawSlot);
  if (!address) return data({ error: registerCopy.missing, register: null }, { status: 404 });
  const intent = form.get("intent");
  if (intent === "cancel" || intent === "restore") {
    return cancelAction(staff, address, form, user.email, now);
  }
  const changes = readRegisterForm(form);
  if (!changes) return data({ error: registerCopy.badForm, register: null }, { status: 400 });
  try {
    const register = await saveMarks(
      staff,
      address.batchId,
      address.date,
      address.startMinutes,
      changes,
      user.email,
      undefined,
      now,
    );
    if (form.get("intent") === "save") {
      throw redirect(`/my-batches/${address.batchId}/${register.session.slot}?saved=1`, 303);
    }
    return { error: null, register: registerView(register, now) };
  } catch (error) {
    if (error instanceof RegisterRefusal) {
      return data(
        { error: registerCopy.refused[error.reason], register: null },
        { status: error.reason === "not-found" ? 404 : 409 },
      );
    }
    throw error;
  }
}

/** A cancel's reason: one line, 1 to 200 characters; null otherwise. */
function readReason(value: FormDataEntryValue | null): string | null {
  const reason = typeof value === "string" ? value.replace(/\s+/g, " ").trim() : "";
  return reason.length > 0 && reason.length <= CANCEL_REASON_LIMIT ? reason : null;
}

/** Cancels (with `reason`) or restores the register's class, then 303 back to its page. */
async function cancelAction(
  staff: Staff,
  address: { batchId: number; date: string; startMinutes: number },
  form: FormData,
  actor: string,
  now: Date,
) {
  const restore = form.get("intent") === "restore";
  const reason = restore ? null : readReason(form.get("reason"));
  if (!restore && reason === null) {
    return data({ error: changeCopy.errors.reason, register: null }, { status: 400 });
  }
  try {
    const change = await setSessionCancelled(
      staff,
      address.batchId,
      address.date,
      address.startMinutes,
      reason,
      actor,
      undefined,
      now,
    );
    if (reason !== null) await mailSessionChange({ ...change, kind: "cancelled", reason });
    return redirect(
      `/my-batches/${address.batchId}/${change.session.slot}?done=${restore ? "restored" : "cancelled"}`,
      303,
    );
  } catch (error) {
    if (error instanceof SessionChangeRefusal) {
      return data({ error: changeCopy.errors["not-found"], register: null }, { status: 404 });
    }
    throw error;
  }
}
