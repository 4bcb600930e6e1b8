import { randomUUID } from "node:crypto";
import path from "node:path";
import { hashPassword } from "better-auth/crypto";
import { asc, eq } from "drizzle-orm";
import type { GameResult } from "../../app/lib/tournament/results";
import type { TieBreak } from "../../app/lib/tournament/tiebreaks";
import { type Db, openDatabase } from "../../app/server/db/db.server";
import type { TournamentSystem } from "../../app/server/schema";
import {
  account,
  event,
  student,
  tournament,
  tournamentGame,
  tournamentPlayer,
  tournamentRound,
  user,
} from "../../app/server/schema";
import { addWalkIn, registerStudent } from "../../app/server/tournaments/players.server";
import {
  enterResult,
  pairNextRound,
  publishRound,
} from "../../app/server/tournaments/rounds.server";
import { createTournament } from "../../app/server/tournaments/tournaments.server";
import { seedDataDir } from "./data-template";

/**
 * Seeds a tournament straight into a server's data directory before the server starts
 * (docs/decisions/tournaments.md "Data"): the directory gets the run's migrated database
 * (seedDataDir), PGlite is opened on it in the test process, the tournament's server functions
 * run with that database, and it is closed again, so `startServer({ dataDir })` then serves it.
 * Families that must sign in get password accounts (Better Auth's own hash), so
 * `signInByHttp`/`loginInPage` work with their e-mail and password.
 */

const ARBITER = "arbiter@seed.example.test";
const FIRST = [
  "Arjun",
  "Bhavya",
  "Chirag",
  "Diya",
  "Eshan",
  "Farah",
  "Gauri",
  "Harsh",
  "Ishita",
  "Jai",
  "Kavya",
  "Lakshmi",
  "Manav",
  "Nila",
  "Omkar",
  "Priya",
  "Rahul",
  "Sana",
  "Tarun",
  "Uma",
];
const LAST = ["Krishnan", "Iyer", "Menon", "Raman", "Pillai", "Nair", "Subramanian", "Rao"];

/** The generated name of the i-th seeded player (0-based): "Arjun Krishnan", … all distinct. */
export function seededName(i: number): string {
  const first = FIRST[i % FIRST.length];
  const last = LAST[Math.floor(i / FIRST.length) % LAST.length];
  const round = Math.floor(i / (FIRST.length * LAST.length));
  return round === 0 ? `${first} ${last}` : `${first} ${last} ${round + 1}`;
}

/** A family account that can sign in, with its children (students). */
export type SeedFamily = {
  email: string;
  password: string;
  /** The children's full names; each becomes a student of the family. */
  children: string[];
  /** Register the children in the tournament (default false: the family registers itself). */
  register?: boolean;
  /** Children (by name) whose family agreed to show their full name in results. */
  fullNameConsent?: string[];
};

export type SeedTournamentOptions = {
  title?: string;
  /** The event's slug (default: unique "t-…"). */
  slug?: string;
  system?: TournamentSystem;
  /** A Swiss's rounds (default 5). */
  rounds?: number;
  /** Category names (default ["Under-10", "Open"]); players are spread over them in turn. */
  categories?: string[];
  tieBreaks?: TieBreak[];
  timeControl?: string;
  /** Registered students, each of a family account of its own without a password (default 10). */
  players?: number;
  /** Walk-in players by name, added after the students (default 0). */
  walkIns?: number;
  /** Students of these first indexes (0-based) have full-name consent (default none). */
  fullNameConsent?: number;
  /** Family accounts with passwords (see SeedFamily). */
  families?: SeedFamily[];
  /** Rounds paired, published and with every result entered (default 0). */
  playedRounds?: number;
  /** After the played rounds: one more round paired and published, without results. */
  publishedRound?: boolean;
  /** After those: one more round paired and not published (needs `publishedRound` false). */
  unpublishedRound?: boolean;
  /** PGN on board 1 of every played round. */
  pgn?: boolean;
  /** Registration deadline (default a year from now). */
  deadline?: Date;
  /** The event's start (default the deadline plus a day), its end 8 hours later. */
  startsAt?: Date;
  entryFeePaise?: number;
};

export type SeededPlayer = {
  id: number;
  name: string;
  studentId: number | null;
  userId: string | null;
  categoryId: number | null;
};

export type SeededTournament = {
  slug: string;
  eventId: number;
  tournamentId: number;
  categories: { id: number; name: string }[];
  players: SeededPlayer[];
  families: {
    email: string;
    password: string;
    userId: string;
    students: { id: number; name: string }[];
  }[];
  /** Every round paired, in order, with its games by board. */
  rounds: {
    id: number;
    number: number;
    published: boolean;
    games: {
      id: number;
      board: number;
      whiteId: number;
      blackId: number | null;
      result: string | null;
    }[];
  }[];
};

const PGN = '[Event "Seeded"]\n[Result "1-0"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0';

/** The seed's result of a game: the lower start number wins, every third board is drawn. */
function seededResult(board: number, whiteSeed: number, blackSeed: number): GameResult {
  if (board % 3 === 0) return "1/2";
  return whiteSeed < blackSeed ? "1-0" : "0-1";
}

/** Adds an account row (and a password account when `password` is given); returns its id. */
async function addUser(db: Db, email: string, name: string, password?: string): Promise<string> {
  const id = randomUUID();
  await db.insert(user).values({ id, name, email, emailVerified: true });
  if (password) {
    await db.insert(account).values({
      id: randomUUID(),
      accountId: id,
      providerId: "credential",
      userId: id,
      password: await hashPassword(password),
    });
  }
  return id;
}

async function addStudent(db: Db, userId: string, name: string, consent: boolean): Promise<number> {
  const now = new Date();
  const [row] = await db
    .insert(student)
    .values({
      userId,
      name,
      ageGroup: "children",
      consentText: "Seeded consent",
      consentAt: now,
      fullNameConsentText: consent ? "Show my child's full name in results" : null,
      fullNameConsentAt: consent ? now : null,
      updatedBy: "seed",
    })
    .returning({ id: student.id });
  return row?.id as number;
}

/**
 * Seeds a tournament event, its tournament, players and rounds into `dataDir` (see the module
 * comment). It can seed a benchmark's field too: `{ players: 60, rounds: 9, playedRounds: 9 }`.
 * @param dataDir a server data directory that no server is running on (made when missing)
 * @returns the slug, ids of the event, tournament, categories, players, families and rounds
 * @throws when a server function refuses (the options asked for something impossible)
 */
export async function seedTournament(
  dataDir: string,
  options: SeedTournamentOptions = {},
): Promise<SeededTournament> {
  seedDataDir(dataDir);
  const connection = await openDatabase({ dir: path.join(dataDir, "pglite") });
  try {
    return await seed(connection.db, options);
  } finally {
    await connection.close();
  }
}

async function seed(db: Db, options: SeedTournamentOptions): Promise<SeededTournament> {
  const tag = randomUUID().slice(0, 8);
  const slug = options.slug ?? `t-${tag}`;
  const deadline = options.deadline ?? new Date(Date.now() + 365 * 86_400_000);
  const startsAt = options.startsAt ?? new Date(deadline.getTime() + 86_400_000);
  const [ev] = await db
    .insert(event)
    .values({
      slug,
      title: options.title ?? "Coimbatore Junior Rapid",
      category: "tournament",
      startsAt,
      endsAt: new Date(startsAt.getTime() + 8 * 3_600_000),
      venueKind: "centre",
      venueCentre: "RS Puram",
      summary: "A rapid Swiss for the academy's students.",
      registerKind: "whatsapp",
      published: true,
      updatedBy: ARBITER,
    })
    .returning({ id: event.id });
  const eventId = ev?.id as number;
  const system = options.system ?? "swiss";
  const made = await createTournament(
    {
      eventId,
      system,
      rounds: system === "swiss" ? (options.rounds ?? 5) : null,
      timeControl: options.timeControl ?? "15 min + 10 s per move",
      seeding: "fide",
      registrationDeadline: deadline,
      entry: "anyone",
      tieBreaks: options.tieBreaks ?? ["BH-C1", "BH", "SB"],
      categories: options.categories ?? ["Under-10", "Open"],
    },
    ARBITER,
    db,
  );
  if (options.entryFeePaise) {
    await db
      .update(tournament)
      .set({ entryFeePaise: options.entryFeePaise })
      .where(eq(tournament.id, made.id));
  }
  const categoryOf = (i: number) =>
    made.categories.length === 0 ? null : (made.categories[i % made.categories.length]?.id ?? null);
  const now = new Date(Math.min(Date.now(), deadline.getTime() - 1000));
  const players: SeededPlayer[] = [];
  let index = 0;
  const register = async (studentId: number, userId: string, name: string) => {
    const categoryId = categoryOf(index);
    const rating = 2000 - 10 * index;
    index++;
    const id = await registerStudent(
      made.id,
      studentId,
      userId,
      { rating, categoryId },
      { now, db },
    );
    players.push({ id, name, studentId, userId, categoryId });
  };

  const playerCount = options.players ?? 10;
  for (let i = 0; i < playerCount; i++) {
    const name = seededName(i);
    const userId = await addUser(db, `seed-${tag}-${i}@example.test`, `Parent of ${name}`);
    const studentId = await addStudent(db, userId, name, i < (options.fullNameConsent ?? 0));
    await register(studentId, userId, name);
  }
  const families: SeededTournament["families"] = [];
  for (const family of options.families ?? []) {
    const userId = await addUser(db, family.email, "Parent", family.password);
    const students: { id: number; name: string }[] = [];
    for (const child of family.children) {
      const id = await addStudent(
        db,
        userId,
        child,
        family.fullNameConsent?.includes(child) ?? false,
      );
      students.push({ id, name: child });
      if (family.register) await register(id, userId, child);
    }
    families.push({ email: family.email, password: family.password, userId, students });
  }
  for (let i = 0; i < (options.walkIns ?? 0); i++) {
    const name = `Walk-in ${seededName(i + playerCount)}`;
    const categoryId = categoryOf(index);
    const id = await addWalkIn(made.id, { name, rating: 1200 - i, categoryId }, ARBITER, db);
    index++;
    players.push({ id, name, studentId: null, userId: null, categoryId });
  }

  const seedOf = async () =>
    new Map(
      (
        await db
          .select({ id: tournamentPlayer.id, seed: tournamentPlayer.seed })
          .from(tournamentPlayer)
          .where(eq(tournamentPlayer.tournamentId, made.id))
      ).map((p) => [p.id, p.seed ?? 0]),
    );
  const gamesOf = (roundId: number) =>
    db
      .select()
      .from(tournamentGame)
      .where(eq(tournamentGame.roundId, roundId))
      .orderBy(asc(tournamentGame.board));

  const playRound = async (publish: boolean, play: boolean) => {
    const round = await pairNextRound(made.id, ARBITER, { initialColour: "w", db });
    if (!publish) return;
    await publishRound(round.id, db);
    if (!play) return;
    const seeds = await seedOf();
    for (const g of await gamesOf(round.id)) {
      if (g.blackId === null) continue;
      const result = seededResult(g.board, seeds.get(g.whiteId) ?? 0, seeds.get(g.blackId) ?? 0);
      await enterResult(g.id, result, ARBITER, db);
      if (options.pgn && g.board === 1) {
        await db.update(tournamentGame).set({ pgn: PGN }).where(eq(tournamentGame.id, g.id));
      }
    }
  };
  for (let r = 0; r < (options.playedRounds ?? 0); r++) await playRound(true, true);
  if (options.publishedRound) await playRound(true, false);
  else if (options.unpublishedRound) await playRound(false, false);

  const roundRows = await db
    .select()
    .from(tournamentRound)
    .where(eq(tournamentRound.tournamentId, made.id))
    .orderBy(asc(tournamentRound.number));
  const rounds: SeededTournament["rounds"] = [];
  for (const r of roundRows) {
    rounds.push({
      id: r.id,
      number: r.number,
      published: r.publishedAt !== null,
      games: (await gamesOf(r.id)).map((g) => ({
        id: g.id,
        board: g.board,
        whiteId: g.whiteId,
        blackId: g.blackId,
        result: g.result,
      })),
    });
  }
  return {
    slug,
    eventId,
    tournamentId: made.id,
    categories: made.categories,
    players,
    families,
    rounds,
  };
}
