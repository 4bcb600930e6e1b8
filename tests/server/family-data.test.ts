import { eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { CHILD_CONSENT } from "~/content/families";
import { batches } from "~/server/collections/batches.server";
import { familyData } from "~/server/families/data-export.server";
import { readStudentForm } from "~/server/families/student-form.server";
import { addStudent } from "~/server/families/students.server";
import {
  account,
  batch,
  calendarToken,
  event,
  seatRequest,
  session,
  student,
  tournamentGame,
  user,
} from "~/server/schema";
import { cancelSeat, requestSeat } from "~/server/timetable/seats.server";
import { registerStudent } from "~/server/tournaments/players.server";
import { enterResult, pairNextRound, publishRound } from "~/server/tournaments/rounds.server";
import { createTournament } from "~/server/tournaments/tournaments.server";
import { testDatabases } from "../fixtures/databases";
import { addAccount, batchForm, studentOf } from "../fixtures/timetable";

/**
 * A family's data download (app/server/families/data-export.server.ts; docs/decisions/families.md
 * "A family's data"): everything stored about the family, cancelled requests too, the consent as
 * stored, its students' tournament entries and games (opponents by start number), and nothing of
 * another family and no secret.
 */

const NOW = new Date("2026-11-27T06:00:00Z");

describe.each(testDatabases("family-data"))("a family's data on $name", ({ open }) => {
  const connection = open();
  afterAll(async () => (await connection).close());
  beforeEach(async () => {
    const { db } = await connection;
    for (const table of [
      tournamentGame,
      event,
      seatRequest,
      student,
      batch,
      calendarToken,
      session,
      account,
      user,
    ])
      await db.delete(table);
  });

  it("holds the account, its students with their consent, every seat request and the devices, and nothing else", async () => {
    const { db } = await connection;
    const parent = await addAccount(db, "family-1", "Meena Iyer");
    const other = await addAccount(db, "family-2", "Other Parent");
    await db.insert(account).values([
      {
        id: "acc-1",
        accountId: parent,
        providerId: "credential",
        userId: parent,
        password: "hash-never-exported",
      },
      { id: "acc-2", accountId: "google-sub", providerId: "google", userId: parent },
    ]);
    await db.insert(session).values({
      id: "s-1",
      userId: parent,
      token: "session-token-never-exported",
      expiresAt: new Date("2026-12-04T06:00:00Z"),
      userAgent: "Mozilla/5.0 (Linux; Android 14)",
      ipAddress: "203.0.113.7",
    });
    await db
      .insert(calendarToken)
      .values({ userId: parent, token: "calendar-token-never-exported" });
    const read = (fields: Record<string, string>) => {
      const result = readStudentForm(fields, NOW);
      if (!result.ok) throw new Error(JSON.stringify(result.errors));
      return result.input;
    };
    const anu = await addStudent(
      parent,
      read({ name: "Anu", ageGroup: "children", level: "beginner", notes: "Shy", consent: "on" }),
      "family-1@example.test",
      db,
      NOW,
    );
    const otherChild = await addStudent(
      other,
      read({ name: "Secret Child", ageGroup: "children", consent: "on" }),
      "family-2@example.test",
      db,
      NOW,
    );
    const made = await batches.create(batchForm({ capacity: "3" }), "admin", db);
    const first = await requestSeat(
      { batchId: made.id, userId: parent, studentId: anu.id, contact: "+91 90000 11111" },
      "family-1@example.test",
      db,
    );
    await cancelSeat(first.id, parent, "family-1@example.test", db);
    await requestSeat(
      { batchId: made.id, userId: parent, studentId: anu.id, contact: "+91 90000 11111" },
      "family-1@example.test",
      db,
    );
    await requestSeat(
      { batchId: made.id, userId: other, studentId: otherChild.id, contact: "+91 90000 99999" },
      "family-2@example.test",
      db,
    );

    const found = await familyData(parent, NOW, db);
    expect(found).toMatchObject({
      exportedAt: NOW.toISOString(),
      account: {
        name: "Meena Iyer",
        email: "family-1@example.test",
        emailVerified: false,
        signsInWith: ["google", "password"],
      },
      students: [
        {
          name: "Anu",
          ageGroup: "children",
          level: "beginner",
          notes: "Shy",
          consent: { wording: CHILD_CONSENT, givenAt: NOW.toISOString() },
        },
      ],
      signedIn: [
        {
          until: "2026-12-04T06:00:00.000Z",
          device: "Mozilla/5.0 (Linux; Android 14)",
          ipAddress: "203.0.113.7",
        },
      ],
      calendarAddress: { createdAt: expect.any(String) },
    });
    expect(found?.seatRequests.map((r) => [r.student, r.status, r.contact])).toEqual([
      ["Anu", "cancelled", "+91 90000 11111"],
      ["Anu", "requested", "+91 90000 11111"],
    ]);
    const text = JSON.stringify(found);
    for (const absent of [
      "Secret Child",
      "family-2",
      "+91 90000 99999",
      "hash-never-exported",
      "session-token-never-exported",
      "calendar-token-never-exported",
    ])
      expect(text).not.toContain(absent);
  });

  it("holds its students' tournament entries with their games as stored and the full-name consent, opponents only by start number", async () => {
    const { db } = await connection;
    const parent = await addAccount(db, "family-1", "Meena Iyer");
    const other = await addAccount(db, "family-2", "Other Parent");
    const anu = await studentOf(db, parent, "Anu Iyer");
    const rival = await studentOf(db, other, "Secret Rival");
    const wording = "We agree to show Anu's full name in published tournament results.";
    await db
      .update(student)
      .set({ fullNameConsentText: wording, fullNameConsentAt: NOW })
      .where(eq(student.id, anu));
    const [row] = await db
      .insert(event)
      .values({
        slug: "family-data-rapid",
        title: "Kothrud Junior Rapid",
        category: "tournament",
        startsAt: new Date("2026-12-05T03:30:00Z"),
        endsAt: new Date("2026-12-05T12:30:00Z"),
        venueKind: "centre",
        venueCentre: "Kothrud",
        summary: "Rapid",
        registerKind: "whatsapp",
        updatedBy: "admin",
      })
      .returning({ id: event.id });
    const made = await createTournament(
      {
        eventId: row?.id as number,
        system: "swiss",
        rounds: 2,
        seeding: "academy",
        registrationDeadline: new Date("2026-12-04T12:30:00Z"),
        entry: "students_only",
        tieBreaks: ["BH"],
        categories: ["Under-10"],
      },
      "admin",
      db,
    );
    const category = made.categories[0]?.id;
    for (const [id, userId, rating] of [
      [anu, parent, 1200],
      [rival, other, 1100],
    ] as const) {
      await registerStudent(
        made.id,
        id,
        userId,
        { categoryId: category, rating },
        { now: NOW, db },
      );
    }
    const round = await pairNextRound(made.id, "admin", { initialColour: "w", db });
    await publishRound(round.id, db);
    const [game] = await db
      .select()
      .from(tournamentGame)
      .where(eq(tournamentGame.roundId, round.id));
    await enterResult(game?.id as number, "1/2", "admin", db);

    const found = await familyData(parent, NOW, db);
    expect(found?.students).toMatchObject([
      { name: "Anu Iyer", fullNameConsent: { wording, givenAt: NOW.toISOString() } },
    ]);
    expect(found?.tournaments).toEqual([
      {
        student: "Anu Iyer",
        tournament: "Kothrud Junior Rapid",
        startsAt: "2026-12-05T03:30:00.000Z",
        category: "Under-10",
        startNumber: 1,
        rating: 1200,
        registeredAt: NOW.toISOString(),
        withdrawnAt: null,
        points: "0.5",
        games: [
          {
            round: 1,
            published: true,
            board: 1,
            colour: "white",
            opponent: 2,
            result: "1/2",
            points: "0.5",
          },
        ],
      },
    ]);
    expect(JSON.stringify(found)).not.toContain("Secret Rival");
    expect((await familyData(other, NOW, db))?.students[0]?.fullNameConsent).toBeNull();
  });

  it("is null for an account that no longer exists", async () => {
    const { db } = await connection;
    expect(await familyData("gone", NOW, db)).toBeNull();
  });
});
