import { eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import type { Db } from "~/server/db/db.server";
import { event, tournamentGame, tournamentRound } from "~/server/schema";
import { addWalkIn } from "~/server/tournaments/players.server";
import { publicTournamentView } from "~/server/tournaments/public-view.server";
import {
  readRoundLinkForm,
  roundLinkView,
  saveRoundLink,
  setRoundLink,
} from "~/server/tournaments/round-links.server";
import { enterResult, pairNextRound, publishRound } from "~/server/tournaments/rounds.server";
import { TournamentRefusal } from "~/server/tournaments/tournament-state.server";
import { createTournament } from "~/server/tournaments/tournaments.server";
import { testDatabases } from "../fixtures/databases";

/**
 * An online tournament's Lichess link per round (docs/decisions/tournaments.md "Online
 * tournaments") on a real database: the form read, the link stored, cleared and refused (the
 * database's CHECK too), and the public view showing the current round's link only for an online
 * event's published round.
 */

const ARBITER = "arbiter@example.test";
const LINK = "https://lichess.org/swiss/AbCd1234";
let made = 0;
const unique = () => `${Date.now().toString(36)}${(made++).toString(36)}`;

/** A published tournament event (online or at a centre) with a 2-round Swiss of 4 walk-ins. */
async function swiss(db: Db, venue: "online" | "centre") {
  const [ev] = await db
    .insert(event)
    .values({
      slug: `online-${unique()}`,
      title: "Online Blitz",
      category: "tournament",
      startsAt: new Date("2099-01-11T03:30:00Z"),
      endsAt: new Date("2099-01-12T12:30:00Z"),
      venueKind: venue,
      venueCentre: venue === "centre" ? "coimbatore" : "",
      summary: "Blitz",
      registerKind: "whatsapp",
      published: true,
      updatedBy: ARBITER,
    })
    .returning();
  const t = await createTournament(
    {
      eventId: ev?.id as number,
      system: "swiss",
      rounds: 2,
      timeControl: "3 min + 2 s",
      seeding: "lichess",
      registrationDeadline: new Date("2099-01-10T12:30:00Z"),
      entry: "anyone",
      tieBreaks: ["BH"],
      categories: [],
    },
    ARBITER,
    db,
  );
  for (const name of ["Asha R.", "Bala K.", "Chitra M.", "Dev P."]) {
    await addWalkIn(t.id, { name }, ARBITER, db);
  }
  return { id: t.id, event: ev as typeof event.$inferSelect };
}

/** A form of the given text fields. */
function formOf(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

const storedLink = async (db: Db, roundId: number) =>
  (
    await db
      .select({ link: tournamentRound.onlineLink })
      .from(tournamentRound)
      .where(eq(tournamentRound.id, roundId))
  )[0]?.link;

describe("readRoundLinkForm", () => {
  it("reads a link, empty as none, and refuses anything else with the text as typed", () => {
    expect(readRoundLinkForm(formOf({ link: ` ${LINK} ` }))).toEqual({ ok: true, link: LINK });
    expect(readRoundLinkForm(formOf({ link: "" }))).toEqual({ ok: true, link: null });
    const wrong = readRoundLinkForm(formOf({ link: "http://lichess.org/swiss/AbCd1234" }));
    expect(wrong).toMatchObject({ ok: false, text: "http://lichess.org/swiss/AbCd1234" });
    expect(wrong.ok ? "" : wrong.error).toContain("https://lichess.org/");
    expect(readRoundLinkForm(formOf({}))).toMatchObject({ ok: false, text: "" });
    const file = new FormData();
    file.append("link", new File([LINK], "link.txt"));
    expect(readRoundLinkForm(file).ok).toBe(false);
  });
});

describe.each(testDatabases("onlinelinks"))("round links on $name", ({ open }) => {
  const connection = open();
  afterAll(async () => (await connection).close());

  it("stores a round's link, replaces it, clears it; refuses a wrong link and a missing round", async () => {
    const { db } = await connection;
    const t = await swiss(db, "online");
    const r1 = await pairNextRound(t.id, ARBITER, { initialColour: "w", db });
    expect(await storedLink(db, r1.id)).toBeNull();
    expect(await setRoundLink(r1.id, ` HTTPS://Lichess.org/swiss/AbCd1234 `, db)).toBe(LINK);
    expect(await storedLink(db, r1.id)).toBe(LINK);
    const next = "https://lichess.org/tournament/Zy98_x-1";
    expect(await setRoundLink(r1.id, next, db)).toBe(next);
    expect(await storedLink(db, r1.id)).toBe(next);
    await expect(setRoundLink(r1.id, "https://example.com/swiss/x", db)).rejects.toEqual(
      new TournamentRefusal("invalid"),
    );
    expect(await storedLink(db, r1.id)).toBe(next);
    expect(await setRoundLink(r1.id, null, db)).toBeNull();
    expect(await storedLink(db, r1.id)).toBeNull();
    expect(await setRoundLink(r1.id, "", db)).toBeNull();
    await expect(setRoundLink(9_999_999, LINK, db)).rejects.toEqual(
      new TournamentRefusal("not-found"),
    );
  });

  it("refuses a link for a tournament that is not online", async () => {
    const { db } = await connection;
    const t = await swiss(db, "centre");
    const r1 = await pairNextRound(t.id, ARBITER, { initialColour: "w", db });
    await expect(setRoundLink(r1.id, LINK, db)).rejects.toEqual(new TournamentRefusal("invalid"));
    expect(await storedLink(db, r1.id)).toBeNull();
    const [round] = await db.select().from(tournamentRound).where(eq(tournamentRound.id, r1.id));
    expect(await roundLinkView(t.id, round as typeof tournamentRound.$inferSelect, db)).toBeNull();
    const answer = await saveRoundLink(formOf({ link: LINK }), t.id, r1, db);
    expect(answer.status).toBe(409);
    expect(await storedLink(db, r1.id)).toBeNull();
  });

  it("answers the round page's form: saved, removed, or the message with the text kept", async () => {
    const { db } = await connection;
    const t = await swiss(db, "online");
    const r1 = await pairNextRound(t.id, ARBITER, { initialColour: "w", db });
    const saved = await saveRoundLink(formOf({ link: LINK }), t.id, r1, db);
    expect(saved).toEqual({
      status: 200,
      notice: "Saved the Lichess link for round 1.",
      error: null,
      link: { error: null, text: LINK },
    });
    const typed = "https://lichess.org.evil.example/swiss/1";
    const wrong = await saveRoundLink(formOf({ link: typed }), t.id, r1, db);
    expect(wrong.status).toBe(400);
    expect(wrong.link.text).toBe(typed);
    expect(wrong.link.error).toContain("https://lichess.org/");
    expect(await storedLink(db, r1.id)).toBe(LINK);
    const [round] = await db.select().from(tournamentRound).where(eq(tournamentRound.id, r1.id));
    expect(await roundLinkView(t.id, round as typeof tournamentRound.$inferSelect, db)).toEqual({
      number: 1,
      link: LINK,
    });
    const removed = await saveRoundLink(formOf({ link: "  " }), t.id, r1, db);
    expect(removed.notice).toBe("Removed the Lichess link for round 1.");
    expect(await storedLink(db, r1.id)).toBeNull();
  });

  it("the database refuses a link that is not an https lichess.org address", async () => {
    const { db } = await connection;
    const t = await swiss(db, "online");
    const r1 = await pairNextRound(t.id, ARBITER, { initialColour: "w", db });
    for (const bad of [
      "http://lichess.org/x",
      "https://lichess.org/",
      "https://lichess.org/x?y",
      "https://lichess.org.evil/x",
    ]) {
      await expect(
        db.execute(sql`update tournament_round set online_link = ${bad} where id = ${r1.id}`),
        bad,
      ).rejects.toThrow();
    }
    await db.execute(sql`update tournament_round set online_link = ${LINK} where id = ${r1.id}`);
    expect(await storedLink(db, r1.id)).toBe(LINK);
  });

  it("the public view shows the current published round's link, only for an online event", async () => {
    const { db } = await connection;
    const now = new Date("2099-01-11T05:00:00Z");
    const online = await swiss(db, "online");
    const r1 = await pairNextRound(online.id, ARBITER, { initialColour: "w", db });
    await setRoundLink(r1.id, LINK, db);
    // Paired, not published: nothing of round 1 is public.
    let view = await publicTournamentView(online.id, online.event, now, db);
    expect(view.current).toBeNull();
    expect(JSON.stringify(view)).not.toContain("lichess.org");
    await publishRound(r1.id, db);
    view = await publicTournamentView(online.id, online.event, now, db);
    expect(view.current).toMatchObject({ number: 1, lichess: LINK });

    // Round 2 paired with its own link, unpublished: the page still shows round 1's.
    const games = await db.select().from(tournamentGame).where(eq(tournamentGame.roundId, r1.id));
    for (const g of games) if (g.blackId !== null) await enterResult(g.id, "1/2", ARBITER, db);
    const r2 = await pairNextRound(online.id, ARBITER, { db });
    const second = "https://lichess.org/swiss/Round2xy";
    await setRoundLink(r2.id, second, db);
    view = await publicTournamentView(online.id, online.event, now, db);
    expect(view.current).toMatchObject({ number: 1, lichess: LINK });
    expect(JSON.stringify(view)).not.toContain(second);
    await publishRound(r2.id, db);
    view = await publicTournamentView(online.id, online.event, now, db);
    expect(view.current).toMatchObject({ number: 2, lichess: second });
    // A published round without a link: none.
    await setRoundLink(r2.id, null, db);
    view = await publicTournamentView(online.id, online.event, now, db);
    expect(view.current?.lichess).toBeNull();

    // At a centre, a link stored behind the form's back is never shown.
    const centre = await swiss(db, "centre");
    const c1 = await pairNextRound(centre.id, ARBITER, { initialColour: "w", db });
    await db.update(tournamentRound).set({ onlineLink: LINK }).where(eq(tournamentRound.id, c1.id));
    await publishRound(c1.id, db);
    view = await publicTournamentView(centre.id, centre.event, now, db);
    expect(view.current?.number).toBe(1);
    expect(view.current?.lichess).toBeNull();
  });
});
