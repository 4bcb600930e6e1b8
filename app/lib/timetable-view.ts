import type { Level, Mode } from "~/lib/enquiry";

/**
 * A batch as the public timetable shows it (docs/decisions/timetable.md "Visitors"), made on the
 * server (app/server/timetable/timetable.server.ts) so the page gets words, not rules.
 */
export type BatchView = {
  id: number;
  courseName: string;
  /** /courses/:id */
  coursePath: string;
  classType: string;
  /** "Online", or the centre's name. */
  where: string;
  ageGroup: string;
  language: string;
  /** "Sat, Sun" */
  days: string;
  /** "10:00–11:00 IST" */
  time: string;
  coach: string | null;
  /** "3 seats left", "Full — join the waiting list", "Closed to new students". */
  seats: string;
  /** Whether a request goes on the waiting list. */
  full: boolean;
  /** Whether the batch takes no requests at all. */
  closed: boolean;
  /** "Starts Sat, 3 Jan 2099" while the first class is ahead, else null. */
  starts: string | null;
  /** The next class: its instant (ISO, UTC), in India time, and in the chosen zone when one is. */
  next: { iso: string; india: string; shown: string | null } | null;
  /** The booking message's sixth line: "Beginner · Sat, Sun · 10:00 IST". */
  line: string;
  /** What "Book this batch" chooses in the booking form ("" leaves the field as it is). */
  book: { mode: Mode; level: Level | "" };
  /** "Book this batch: Beginner · Sat, Sun · 10:00 IST" */
  bookLabel: string;
  /** "Request a seat" or, for a full batch, "Join the waiting list", with its accessible name. */
  request: { text: string; label: string };
};

/** The timetable's words, sent by the loader (app/content/timetable.ts). */
export type TimetableWords = {
  /** The section's heading and intro. */
  heading: string;
  intro: string;
  empty: string;
  noNext: string;
  book: string;
  filters: { legend: string; any: string; apply: string; reset: string };
  labels: {
    days: string;
    time: string;
    where: string;
    coach: string;
    language: string;
    next: string;
    /** "Your time" */
    local: string;
  };
};
