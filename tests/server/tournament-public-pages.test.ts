import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it, vi } from "vitest";
import type { Db } from "~/server/db/db.server";
import { event, student, tournamentGame, tournamentPlayer } from "~/server/schema";
import { addWalkIn, registerStudent } from "~/server/tournaments/players.server";
import { tournamentAction, tournamentPage } from "~/server/tournaments/public-pages.server";
import { enterResult, pairNextRound, publishRound } from "~/server/tournaments/rounds.server";
import { tournamentStandings } from "~/server/tournaments/standings.server";
import { createTournament } from "~/server/tournaments/tournaments.server";
import { openMemoryDatabase } from "../fixtures/databases";
import { addAccount, studentOf } from "../fixtures/timetable";

/**
 * The public tournament page's server side (docs/decisions/tournaments.md "Public pages") on a
 * real PGlite: what a visitor sees of a seeded Swiss, and the family's register and withdraw with
 * their refusals. The session is the `x-test-user` header here (the session lookup is mocked);
 * everything else is the real code.
 */
vi.mock("~/server/auth/session.server", async (importOriginal) => {
  const real = await importOriginal<typeof import("~/server/auth/session.server")>();
  const user = (request: Request) => {
    const id = request.headers.get("x-test-user");
    return id
      ? {
          id,
          name: "Parent",
          email: `${id}@example.test`,
          isAdmin: false,
          isCoach: false,
          coachId: null,
        }
      : null;
  };
  return { ...real, getSessionUser: async (request: Request) => user(request) };
});

const ARBITER = "arbiter@example.test";
const DEADLINE = new Date("2099-01-10T12:30:00Z");
const BEFORE = new Date("2099-01-09T06:00:00Z");
const AFTER = new Date("2099-01-10T13:00:00Z");
const SITE = "http://localhost:5173";

let made = 0;
const unique = () => `${Date.now().toString(36)}${(made++).toString(36)}`;

const connection = openMemoryDatabase();
afterAll(async () => (await connection).close());

/** A published tournament event with a 3-round Swiss in two categories; its slug and ids. */
async function swiss(db: Db) {
  const slug = `cup-${unique()}`;
  const [ev] = await db
    .insert(event)
    .values({
      slug,
      title: "Coimbatore Junior Rapid",
      category: "tournament",
      startsAt: new Date("2099-01-11T03:30:00Z"),
      endsAt: new Date("2099-01-12T12:30:00Z"),
      venueKind: "centre",
      venueCentre: "coimbatore",
      summary: "Rapid",
      registerKind: "whatsapp",
      published: true,
      updatedBy: ARBITER,
    })
    .returning({ id: event.id });
  const t = await createTournament(
    {
      eventId: ev?.id as number,
      system: "swiss",
      rounds: 3,
      timeControl: "15 min + 10 s",
      seeding: "fide",
      registrationDeadline: DEADLINE,
      entry: "anyone",
      tieBreaks: ["BH-C1", "BH", "SB"],
      categories: ["Under-10", "Open"],
    },
    ARBITER,
    db,
  );
  return { slug, id: t.id, categories: t.categories.map((c) => c.id) };
}

/** A family with one child. */
async function family(db: Db, child: string) {
  const userId = await addAccount(db, `fam-${unique()}`);
  return { userId, studentId: await studentOf(db, userId, child) };
}

const get = (slug: string, user?: string) =>
  new Request(`${SITE}/tournaments/${slug}`, { headers: user ? { "x-test-user": user } : {} });

const post = (slug: string, user: string, fields: Record<string, string>) =>
  new Request(`${SITE}/tournaments/${slug}`, {
    method: "POST",
    headers: { "x-test-user": user, origin: SITE },
    body: new URLSearchParams(fields),
  });

/** An action's answer: its status and body (a plain object answers 200). */
async function answer(promise: Promise<unknown>) {
  const result = (await promise) as { data?: unknown; init?: { status?: number } } | object;
  if (result && "data" in result && "init" in result) {
    return { status: result.init?.status ?? 200, body: result.data as Record<string, unknown> };
  }
  return { status: 200, body: result as Record<string, unknown> };
}

describe("the public tournament page", () => {
  it("shows a visitor the published rounds only, children by first name and initial, standings as tournamentStandings", async () => {
    const { db } = await connection;
    const t = await swiss(db);
    const names = ["Arjun Krishnan", "Bhavya Iyer", "Chirag Menon", "Diya Raman", "Eshan Nair"];
    const entries = [];
    for (const [i, name] of names.entries()) {
      const f = await family(db, name);
      entries.push(f);
      await registerStudent(
        t.id,
        f.studentId,
        f.userId,
        { rating: 1900 - 100 * i, categoryId: t.categories[i % 2] },
        { now: BEFORE, db },
      );
    }
    // Diya's family agreed to her full name.
    await db
      .update(student)
      .set({ fullNameConsentText: "Show the full name", fullNameConsentAt: new Date() })
      .where(eq(student.id, entries[3]?.studentId as number));
    await addWalkIn(
      t.id,
      { name: "Ravi Shankar", rating: 1000, categoryId: t.categories[1] },
      ARBITER,
      db,
    );

    // Before round 1: the players by name, no pairings.
    const before = await tournamentPage(get(t.slug), t.slug, { now: BEFORE, db });
    expect(before.view?.current).toBeNull();
    expect(before.view?.players.map((p) => p.name).sort()).toEqual(
      ["Arjun K.", "Bhavya I.", "Chirag M.", "Diya Raman", "Eshan N.", "Ravi Shankar"].sort(),
    );
    expect(before.registration?.signInHref).toBe(`/login?redirectTo=%2Ftournaments%2F${t.slug}`);

    // Round 1 paired, published, played; round 2 paired and not published.
    const r1 = await pairNextRound(t.id, ARBITER, { initialColour: "w", db });
    await publishRound(r1.id, db);
    const games = await db.select().from(tournamentGame).where(eq(tournamentGame.roundId, r1.id));
    for (const g of games) if (g.blackId !== null) await enterResult(g.id, "1-0", ARBITER, db);
    await pairNextRound(t.id, ARBITER, { db });

    const page = await tournamentPage(get(t.slug), t.slug, { now: BEFORE, db });
    expect(page.status).toBe(200);
    const view = page.view;
    expect(view?.current?.number).toBe(1);
    expect(view?.earlier).toEqual([]);
    expect(view?.crosstable?.rounds).toEqual([1]);
    const text = JSON.stringify(page);
    expect(text).not.toContain("Round 2");
    expect(text).not.toContain("Krishnan");
    expect(text).toContain("Diya Raman");
    expect(view?.current?.pairings).toHaveLength(3);
    expect(view?.current?.pairings.filter((p) => p.result === "1–0")).toHaveLength(3);
    // Standings in tournamentStandings' order, per category too.
    const expected = await tournamentStandings(t.id, db);
    expect(view?.standings?.overall.map((l) => l.playerId)).toEqual(
      expected.lines.map((l) => l.playerId),
    );
    expect(view?.standings?.categories.map((c) => c.lines.length)).toEqual([3, 3]);
    expect(view?.standings?.categories[0]?.lines.map((l) => l.place)).toEqual(
      expected.lines.filter((l) => l.categoryId === t.categories[0]).map((l) => l.categoryRank),
    );
    // SportsEvent JSON-LD, without competitors until the end.
    const ld = page.meta.find((m) => "script:ld+json" in m) as {
      "script:ld+json": Record<string, unknown>;
    };
    expect(ld["script:ld+json"]["@type"]).toBe("SportsEvent");
    expect(ld["script:ld+json"].competitor).toBeUndefined();
    expect(view?.live).toBe(true);
  });

  it("names the competitors and the winners in the JSON-LD once the tournament has finished", async () => {
    const { db } = await connection;
    const t = await swiss(db);
    for (const [i, name] of ["Uma Rao", "Tarun Nair", "Sana Iyer"].entries()) {
      await addWalkIn(t.id, { name, rating: 1500 - i, categoryId: t.categories[0] }, ARBITER, db);
    }
    await addWalkIn(
      t.id,
      { name: "Priya Menon", rating: 1400, categoryId: t.categories[1] },
      ARBITER,
      db,
    );
    for (let r = 0; r < 3; r++) {
      const round = await pairNextRound(t.id, ARBITER, { initialColour: "w", db });
      await publishRound(round.id, db);
      const games = await db
        .select()
        .from(tournamentGame)
        .where(eq(tournamentGame.roundId, round.id));
      for (const g of games) if (g.blackId !== null) await enterResult(g.id, "1/2", ARBITER, db);
    }
    const page = await tournamentPage(get(t.slug), t.slug, { now: BEFORE, db });
    expect(page.view?.finished).toBe(true);
    expect(page.view?.live).toBe(false);
    const ld = page.meta.find((m) => "script:ld+json" in m) as {
      "script:ld+json": { competitor?: { name: string }[]; description: string };
    };
    expect(ld["script:ld+json"].competitor?.map((c) => c.name).sort()).toEqual([
      "Priya Menon",
      "Sana Iyer",
      "Tarun Nair",
      "Uma Rao",
    ]);
    expect(ld["script:ld+json"].description).toMatch(/Winners: .*\(Open\)/);
  });

  it("answers 404 for an unknown slug and for a tournament event without a tournament", async () => {
    const { db } = await connection;
    expect((await tournamentPage(get("no-such-cup"), "no-such-cup", { db })).status).toBe(404);
    const slug = `bare-${unique()}`;
    await db.insert(event).values({
      slug,
      title: "Bare",
      category: "tournament",
      startsAt: new Date("2099-01-11T03:30:00Z"),
      endsAt: new Date("2099-01-12T12:30:00Z"),
      venueKind: "online",
      summary: "x",
      registerKind: "whatsapp",
      published: true,
      updatedBy: ARBITER,
    });
    expect((await tournamentPage(get(slug), slug, { db })).view).toBeNull();
  });

  it("lets a family register and withdraw its own child, and refuses another family's, after the deadline and after round 1", async () => {
    const { db } = await connection;
    const t = await swiss(db);
    const mine = await family(db, "Kavya Pillai");
    const theirs = await family(db, "Secret Childname");
    const category = String(t.categories[0]);

    // Another family's student: 404, and the answer names no child.
    const foreign = await answer(
      tournamentAction(
        post(t.slug, mine.userId, {
          intent: "register",
          studentId: String(theirs.studentId),
          categoryId: category,
        }),
        t.slug,
        { now: BEFORE, db },
      ),
    );
    expect(foreign.status).toBe(404);
    expect(JSON.stringify(foreign.body)).not.toContain("Secret");
    // After the deadline: closed.
    const late = await answer(
      tournamentAction(
        post(t.slug, mine.userId, {
          intent: "register",
          studentId: String(mine.studentId),
          categoryId: category,
        }),
        t.slug,
        { now: AFTER, db },
      ),
    );
    expect(late.status).toBe(409);
    // A category of no tournament: refused as invalid.
    const badCategory = await answer(
      tournamentAction(
        post(t.slug, mine.userId, {
          intent: "register",
          studentId: String(mine.studentId),
          categoryId: "999999",
        }),
        t.slug,
        { now: BEFORE, db },
      ),
    );
    expect(badCategory.status).toBe(400);
    expect(
      await db.select().from(tournamentPlayer).where(eq(tournamentPlayer.tournamentId, t.id)),
    ).toEqual([]);

    // Registered.
    const done = await answer(
      tournamentAction(
        post(t.slug, mine.userId, {
          intent: "register",
          studentId: String(mine.studentId),
          categoryId: category,
        }),
        t.slug,
        { now: BEFORE, db },
      ),
    );
    expect(done).toEqual({
      status: 200,
      body: { notice: "Kavya Pillai is registered.", error: null },
    });
    const own = await tournamentPage(get(t.slug, mine.userId), t.slug, { now: BEFORE, db });
    const playerId = own.registration?.students?.[0]?.playerId as number;
    expect(playerId).toBeGreaterThan(0);

    // The other family cannot withdraw it (404, nothing changed).
    const theirWithdraw = await answer(
      tournamentAction(
        post(t.slug, theirs.userId, { intent: "withdraw", playerId: String(playerId) }),
        t.slug,
        { db },
      ),
    );
    expect(theirWithdraw.status).toBe(404);
    expect(JSON.stringify(theirWithdraw.body)).not.toContain("Kavya");
    const [row] = await db.select().from(tournamentPlayer).where(eq(tournamentPlayer.id, playerId));
    expect(row?.withdrawnAt).toBeNull();

    // A walk-in and a second child so round 1 can be paired; then withdrawing is closed.
    const other = await family(db, "Om Rao");
    await registerStudent(
      t.id,
      other.studentId,
      other.userId,
      { categoryId: t.categories[1] },
      { now: BEFORE, db },
    );
    await pairNextRound(t.id, ARBITER, { db });
    const closed = await answer(
      tournamentAction(
        post(t.slug, mine.userId, { intent: "withdraw", playerId: String(playerId) }),
        t.slug,
        { db },
      ),
    );
    expect(closed.status).toBe(409);
    const [still] = await db
      .select()
      .from(tournamentPlayer)
      .where(eq(tournamentPlayer.id, playerId));
    expect(still?.withdrawnAt).toBeNull();
  });

  it("lets a family withdraw its child before round 1", async () => {
    const { db } = await connection;
    const t = await swiss(db);
    const mine = await family(db, "Lakshmi Menon");
    const playerId = await registerStudent(
      t.id,
      mine.studentId,
      mine.userId,
      { categoryId: t.categories[0] },
      { now: BEFORE, db },
    );
    const done = await answer(
      tournamentAction(
        post(t.slug, mine.userId, { intent: "withdraw", playerId: String(playerId) }),
        t.slug,
        { db },
      ),
    );
    expect(done.body).toEqual({ notice: "Lakshmi Menon is withdrawn.", error: null });
    const [row] = await db.select().from(tournamentPlayer).where(eq(tournamentPlayer.id, playerId));
    expect(row?.withdrawnAt).not.toBeNull();
  });

  it("refuses an action without a session or from another origin (403)", async () => {
    const { db } = await connection;
    const t = await swiss(db);
    const anonymous = new Request(`${SITE}/tournaments/${t.slug}`, {
      method: "POST",
      headers: { origin: SITE },
      body: new URLSearchParams({ intent: "register", studentId: "1" }),
    });
    await expect(tournamentAction(anonymous, t.slug, { db })).rejects.toMatchObject({
      status: 403,
    });
    const foreign = new Request(`${SITE}/tournaments/${t.slug}`, {
      method: "POST",
      headers: { origin: "https://evil.example", "x-test-user": "someone" },
      body: new URLSearchParams({ intent: "register", studentId: "1" }),
    });
    await expect(tournamentAction(foreign, t.slug, { db })).rejects.toMatchObject({ status: 403 });
  });
});
