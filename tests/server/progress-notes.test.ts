import { afterAll, beforeEach, describe, expect, it } from "vitest";
import type { SessionUser } from "~/server/auth/session.server";
import { noteView } from "~/server/coaching/note-views.server";
import {
  NoteRefusal,
  notesFor,
  publishedNotes,
  publishNote,
  readNoteForm,
  saveNote,
  taughtStudent,
} from "~/server/coaching/progress-notes.server";
import type { Staff } from "~/server/coaching/registers.server";
import { batches } from "~/server/collections/batches.server";
import { batch, coach, progressNote, seatRequest, student, user } from "~/server/schema";
import { acceptSeat, requestSeat } from "~/server/timetable/seats.server";
import { testDatabases } from "../fixtures/databases";
import { addAccount, batchForm, studentOf } from "../fixtures/timetable";

/**
 * Progress notes (app/server/coaching/progress-notes.server.ts; docs/decisions/attendance.md
 * "Progress notes"): the form's rules, a draft seen by its coach and the admin only until
 * published, another coach's student and note out of reach, and a coach's words never HTML.
 */

const ADMIN = "admin@example.test";

function account(id: string, isAdmin = false): SessionUser {
  return {
    id,
    name: id,
    email: `${id}@example.test`,
    isEmailUser: true,
    isGoogleUser: false,
    isAdmin,
    isCoach: !isAdmin,
    coachId: null,
  };
}

describe("the note form", () => {
  it("takes the four parts, a puzzle and rating figures, each checked", () => {
    expect(
      readNoteForm({
        topics: " Forks ",
        wentWell: "",
        workOn: "Endgames",
        fideRapid: "1450",
        homeworkPuzzleId: "",
      }),
    ).toEqual({
      ok: true,
      input: {
        topics: "Forks",
        wentWell: "",
        workOn: "Endgames",
        homework: "",
        homeworkPuzzleId: null,
        fideStandard: null,
        fideRapid: 1450,
        fideBlitz: null,
        lichessRapid: null,
      },
    });
    expect(readNoteForm({ topics: "", fideBlitz: "99" })).toMatchObject({
      ok: false,
      errors: { fideBlitz: "A rating is a whole number from 100 to 3500, or empty." },
    });
    expect(readNoteForm({ topics: "  " })).toEqual({
      ok: false,
      errors: { form: "Please write at least one part of the note." },
    });
    expect(readNoteForm({ topics: "x".repeat(2001) })).toMatchObject({ ok: false });
  });
});

describe.each(testDatabases("notes"))("progress notes on $name", ({ open }) => {
  const connection = open();
  afterAll(async () => (await connection).close());
  beforeEach(async () => {
    const { db } = await connection;
    await db.delete(progressNote);
    await db.delete(seatRequest);
    await db.delete(student);
    await db.delete(batch);
    await db.delete(coach);
    await db.delete(user);
  });

  async function setUp() {
    const { db } = await connection;
    await addAccount(db, "coach-1");
    await addAccount(db, "coach-2");
    const [first, second] = await db
      .insert(coach)
      .values([
        {
          name: "Arun",
          title: "Coach",
          quote: "q",
          position: 1,
          updatedBy: ADMIN,
          userId: "coach-1",
        },
        {
          name: "Bala",
          title: "Coach",
          quote: "q",
          position: 2,
          updatedBy: ADMIN,
          userId: "coach-2",
        },
      ])
      .returning();
    const made = await batches.create(batchForm({ coachId: String(first.id) }), ADMIN, db);
    const parent = await addAccount(db, "parent-1");
    const studentId = await studentOf(db, parent, "Anu");
    const asked = await requestSeat(
      { batchId: made.id, userId: parent, studentId, contact: "1" },
      parent,
      db,
    );
    await acceptSeat(asked.id, ADMIN, db);
    const mine: Staff = { user: account("coach-1"), coachId: first.id };
    const other: Staff = { user: account("coach-2"), coachId: second.id };
    const admin: Staff = { user: account("admin", true), coachId: null };
    return { db, batchId: made.id, studentId, mine, other, admin };
  }

  const input = (topics: string) => {
    const read = readNoteForm({ topics });
    if (!read.ok) throw new Error("bad form");
    return read.input;
  };

  it("a draft is its coach's and the admin's until published; another coach's student is out of reach", async () => {
    const s = await setUp();
    expect(await taughtStudent(s.mine, s.batchId, s.studentId, s.db)).not.toBeNull();
    expect(await taughtStudent(s.other, s.batchId, s.studentId, s.db)).toBeNull();
    const note = await saveNote(
      s.mine,
      s.studentId,
      null,
      input("Pins and skewers"),
      "c1",
      "Academy",
      s.db,
    );
    expect(note.authorName).toBe("Arun");
    expect(note.publishedAt).toBeNull();
    expect(await publishedNotes([s.studentId], {}, s.db)).toEqual([]);
    expect((await notesFor(s.admin, s.studentId, s.db)).map((n) => n.id)).toEqual([note.id]);
    expect(await notesFor(s.other, s.studentId, s.db)).toEqual([]);
    // Another coach can neither change nor publish it.
    await expect(
      saveNote(s.other, s.studentId, note.id, input("Hacked"), "c2", "Academy", s.db),
    ).rejects.toBeInstanceOf(NoteRefusal);
    await expect(publishNote(s.other, s.studentId, note.id, "c2", s.db)).rejects.toBeInstanceOf(
      NoteRefusal,
    );
    const when = new Date("2099-01-10T06:00:00Z");
    await publishNote(s.mine, s.studentId, note.id, "c1", s.db, when);
    // Publishing twice keeps the first time.
    await publishNote(s.mine, s.studentId, note.id, "c1", s.db, new Date("2099-02-01T00:00:00Z"));
    const [published] = await publishedNotes([s.studentId], {}, s.db);
    expect(published.publishedAt?.toISOString()).toBe(when.toISOString());
    expect(published.topics).toBe("Pins and skewers");
    expect((await notesFor(s.other, s.studentId, s.db)).map((n) => n.id)).toEqual([note.id]);
  });

  it("a coach's words are never HTML: Markdown with raw HTML off, sanitised", async () => {
    const s = await setUp();
    const note = await saveNote(
      s.mine,
      s.studentId,
      null,
      input(
        "**Forks** <img src=x onerror=alert(1)> <script>alert(2)</script> [x](javascript:alert(3))",
      ),
      "c1",
      "Academy",
      s.db,
    );
    const [part] = noteView(note, new Map()).parts;
    expect(part.html).toContain("<strong>Forks</strong>");
    expect(part.html).not.toMatch(/<img|<script|<[^>]*onerror|href="javascript/);
    expect(part.html).toContain("&lt;img");
  });
});
