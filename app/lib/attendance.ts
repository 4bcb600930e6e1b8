import { ATTENDED_MARKS, type AttendanceMark } from "~/lib/attendance-kinds";
import { isIsoDate } from "~/lib/timetable";

/**
 * A session's name in addresses (docs/decisions/attendance.md "Sessions"): its India date and start
 * time, "2026-11-27T1000" for 10:00 IST on 27 November 2026. With the batch, it names one session.
 */
export function sessionSlot(date: string, startMinutes: number): string {
  const h = String(Math.floor(startMinutes / 60)).padStart(2, "0");
  const m = String(startMinutes % 60).padStart(2, "0");
  return `${date}T${h}${m}`;
}

/** The date and start minutes a {@link sessionSlot} names, or null for anything else. */
export function parseSessionSlot(slot: unknown): { date: string; startMinutes: number } | null {
  if (typeof slot !== "string") return null;
  const m = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3])([0-5]\d)$/.exec(slot);
  if (!m || !isIsoDate(m[1])) return null;
  return { date: m[1], startMinutes: Number(m[2]) * 60 + Number(m[3]) };
}

/**
 * How many of the marked sessions a student attended (Present or Late) and of how many, and the
 * rate as a whole percentage rounded down (null when nothing is marked).
 * @param marks a student's marks, one per session (cancelled sessions have none)
 */
export function attendanceRate(marks: readonly AttendanceMark[]): {
  attended: number;
  marked: number;
  percent: number | null;
} {
  const attended = marks.filter((m) => ATTENDED_MARKS.includes(m)).length;
  return {
    attended,
    marked: marks.length,
    percent: marks.length === 0 ? null : Math.floor((attended * 100) / marks.length),
  };
}
