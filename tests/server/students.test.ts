import { eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { CHILD_CONSENT } from "~/content/families";
import { batches } from "~/server/collections/batches.server";
import { readStudentForm, type StudentInput } from "~/server/families/student-form.server";
import {
  addStudent,
  editStudent,
  getStudent,
  isChild,
  listStudents,
} from "~/server/families/students.server";
import { batch, seatRequest, student, user } from "~/server/schema";
import { readSeatRequestForm } from "~/server/timetable/seat-form.server";
import { askForSeat } from "~/server/timetable/seat-request-page.server";
import { listBatchRequests, requestSeat } from "~/server/timetable/seats.server";
import { testDatabases } from "../fixtures/databases";
import { addAccount, batchForm } from "../fixtures/timetable";

/**
 * A family's students (app/server/families/students.server.ts, student-form.server.ts;
 * docs/decisions/families.md "Students"): the form's rules, the consent for a child stored with
 * its wording and time, one name per family, and another family's student never read or changed.
 */

const NOW = new Date("2026-11-27T06:00:00Z");

/** A checked form for a student, with `fields` changed. */
function form(fields: Record<string, string> = {}): StudentInput {
  const read = readStudentForm(
    { name: "Anu", ageGroup: "children", consent: "on", ...fields },
    NOW,
  );
  if (!read.ok) throw new Error(JSON.stringify(read.errors));
  return read.input;
}

describe("the student form", () => {
  it("takes a name, age group and the optional details, each checked", () => {
    expect(
      readStudentForm(
        {
          name: "  Anu\tRaman ",
          ageGroup: "children",
          birthYear: "2016",
          level: "beginner",
          fideId: "46616543",
          lichessUsername: "anu_plays-2",
          notes: "Left-handed,\nshy at first.",
          consent: "on",
        },
        NOW,
      ),
    ).toEqual({
      ok: true,
      input: {
        name: "Anu Raman",
        ageGroup: "children",
        birthYear: 2016,
        level: "beginner",
        fideId: "46616543",
        lichessUsername: "anu_plays-2",
        notes: "Left-handed,\nshy at first.",
        consent: true,
      },
    });
    // Nothing optional given: not assessed yet, no year, no IDs.
    expect(readStudentForm({ name: "Ravi", ageGroup: "adults" }, NOW)).toMatchObject({
      ok: true,
      input: { birthYear: null, level: null, fideId: "", lichessUsername: "", consent: false },
    });
  });

  it("refuses a missing name, an unknown age group or level, a bad year, FIDE ID or Lichess username", () => {
    const read = readStudentForm(
      {
        name: " ",
        ageGroup: "toddlers",
        birthYear: "2027",
        level: "expert",
        fideId: "12a4",
        lichessUsername: "_anu",
        notes: "x".repeat(501),
      },
      NOW,
    );
    expect(read.ok).toBe(false);
    expect(Object.keys(read.ok ? {} : read.errors).sort()).toEqual([
      "ageGroup",
      "birthYear",
      "fideId",
      "level",
      "lichessUsername",
      "name",
      "notes",
    ]);
    for (const username of ["a", "anu-", "x".repeat(31), "anu plays", "anu.plays"]) {
      expect(
        readStudentForm({ name: "A", ageGroup: "adults", lichessUsername: username }, NOW).ok,
      ).toBe(false);
    }
    for (const year of ["1925", "16", "20x6"]) {
      expect(readStudentForm({ name: "A", ageGroup: "adults", birthYear: year }, NOW).ok).toBe(
        false,
      );
    }
    expect(readStudentForm({ name: "A", ageGroup: "adults", birthYear: "1926" }, NOW).ok).toBe(
      true,
    );
  });

  it("counts as a child: the children's group, or born 18 or fewer years ago", () => {
    expect(isChild({ ageGroup: "children", birthYear: null }, NOW)).toBe(true);
    expect(isChild({ ageGroup: "adults", birthYear: null }, NOW)).toBe(false);
    expect(isChild({ ageGroup: "adults", birthYear: 2008 }, NOW)).toBe(true);
    expect(isChild({ ageGroup: "adults", birthYear: 2007 }, NOW)).toBe(false);
  });

  it("the seat request form: one of the family's students, or a new one, never nobody", () => {
    const contact = { contact: "98765 43210" };
    expect(readSeatRequestForm({ ...contact, student: "12" }, NOW, true)).toEqual({
      ok: true,
      form: { contact: "98765 43210", studentId: 12 },
    });
    expect(readSeatRequestForm({ ...contact }, NOW, true)).toMatchObject({
      ok: false,
      errors: { student: "Please choose who the seat is for." },
    });
    expect(readSeatRequestForm({ ...contact, student: "someone" }, NOW, true)).toMatchObject({
      ok: false,
      errors: { student: "Please choose who the seat is for." },
    });
    // A page drawn before students existed posts no choice: a new student, its rules.
    expect(
      readSeatRequestForm({ ...contact, studentName: "", ageGroup: "children" }, NOW, false),
    ).toMatchObject({ ok: false, errors: { studentName: "Please enter the student's name." } });
    expect(
      readSeatRequestForm(
        { ...contact, student: "new", studentName: "Diya", ageGroup: "children", level: "" },
        NOW,
        true,
      ),
    ).toMatchObject({
      ok: true,
      form: { newStudent: { name: "Diya", ageGroup: "children", level: null, consent: false } },
    });
  });
});

describe.each(testDatabases("students"))("students on $name", ({ open }) => {
  const connection = open();
  afterAll(async () => (await connection).close());
  beforeEach(async () => {
    const { db } = await connection;
    await db.delete(seatRequest);
    await db.delete(student);
    await db.delete(batch);
    await db.delete(user);
  });

  async function families() {
    const { db } = await connection;
    return {
      db,
      parent: await addAccount(db, "family-1"),
      other: await addAccount(db, "family-2"),
    };
  }

  it("a child needs the consent box: its wording and time are stored; an adult stores none", async () => {
    const { db, parent } = await families();
    await expect(
      addStudent(parent, form({ consent: "" }), "p@example.test", db, NOW),
    ).rejects.toMatchObject({ reason: "consent" });
    await expect(
      addStudent(
        parent,
        form({ name: "Teen", ageGroup: "adults", birthYear: "2010", consent: "" }),
        "p",
        db,
        NOW,
      ),
    ).rejects.toMatchObject({ reason: "consent" });
    expect(await listStudents(parent, db)).toEqual([]);
    const child = await addStudent(parent, form(), "p@example.test", db, NOW);
    expect(child).toMatchObject({
      name: "Anu",
      consentText: CHILD_CONSENT,
      consentAt: NOW,
      updatedBy: "p@example.test",
    });
    const adult = await addStudent(
      parent,
      form({ name: "Lakshmi", ageGroup: "adults", consent: "on" }),
      "p",
      db,
      NOW,
    );
    expect(adult).toMatchObject({ consentText: null, consentAt: null });
  });

  it("one name per family, letter case ignored; another family may use it", async () => {
    const { db, parent, other } = await families();
    await addStudent(parent, form(), "p", db, NOW);
    await expect(addStudent(parent, form({ name: "ANU" }), "p", db, NOW)).rejects.toMatchObject({
      reason: "name-taken",
    });
    await addStudent(other, form(), "o", db, NOW);
    await addStudent(parent, form({ name: "arun" }), "p", db, NOW);
    expect((await listStudents(parent, db)).map((s) => s.name)).toEqual(["Anu", "arun"]);
    expect((await listStudents(other, db)).map((s) => s.name)).toEqual(["Anu"]);
  });

  it("another family's student is not found: not read, not changed", async () => {
    const { db, parent, other } = await families();
    const theirs = await addStudent(other, form({ notes: "Private note" }), "o", db, NOW);
    expect(await getStudent(parent, theirs.id, db)).toBeNull();
    await expect(
      editStudent(parent, theirs.id, form({ name: "Hacked" }), "p", db, NOW),
    ).rejects.toMatchObject({ reason: "not-found" });
    expect(await getStudent(other, theirs.id, db)).toMatchObject({
      name: "Anu",
      notes: "Private note",
      updatedBy: "o",
    });
  });

  it("a seat for someone new: the student and the request are stored together, or neither", async () => {
    const { db, parent } = await families();
    const open = await batches.create(batchForm({ capacity: "3" }), "admin", db);
    const closed = await batches.create(batchForm({ status: "closed" }), "admin", db);
    const family = { id: parent, email: "p@example.test" };
    const diya = { contact: "1", newStudent: form({ name: "Diya" }) };
    await expect(askForSeat(family, closed.id, diya, NOW, db)).rejects.toMatchObject({
      reason: "closed",
    });
    expect(await listStudents(parent, db)).toEqual([]);
    const asked = await askForSeat(family, open.id, diya, NOW, db);
    const [added] = await listStudents(parent, db);
    expect(added).toMatchObject({ name: "Diya", consentText: CHILD_CONSENT });
    expect(asked).toMatchObject({ studentId: added.id, studentName: "Diya" });
    // The same name again as someone new: refused, and the request with it.
    await expect(askForSeat(family, open.id, diya, NOW, db)).rejects.toMatchObject({
      reason: "name-taken",
    });
    expect(await listBatchRequests(open.id, db)).toHaveLength(1);
  });

  it("an edit keeps a stored consent, asks for one a student has not given, and renames the student's requests", async () => {
    const { db, parent } = await families();
    const made = await batches.create(batchForm({ capacity: "3" }), "admin", db);
    const anu = await addStudent(parent, form(), "p", db, NOW);
    await requestSeat(
      { batchId: made.id, userId: parent, studentId: anu.id, contact: "1" },
      "p",
      db,
    );
    const later = new Date("2026-12-01T06:00:00Z");
    const edited = await editStudent(
      parent,
      anu.id,
      form({ name: "Anusha", level: "intermediate", consent: "" }),
      "p",
      db,
      later,
    );
    expect(edited).toMatchObject({ name: "Anusha", level: "intermediate", consentAt: NOW });
    expect((await listBatchRequests(made.id, db)).map((r) => r.studentName)).toEqual(["Anusha"]);
    // A student made from an older seat request has no consent: the box is needed now.
    await db
      .update(student)
      .set({ consentText: null, consentAt: null })
      .where(eq(student.id, anu.id));
    await expect(
      editStudent(parent, anu.id, form({ name: "Anusha", consent: "" }), "p", db, later),
    ).rejects.toMatchObject({ reason: "consent" });
    expect(
      await editStudent(parent, anu.id, form({ name: "Anusha" }), "p", db, later),
    ).toMatchObject({
      consentText: CHILD_CONSENT,
      consentAt: later,
    });
  });
});
