import { asc, eq, inArray, or } from "drizzle-orm";
import { resultPoints, WIN } from "~/lib/tournament/results";
import type { Db } from "~/server/db/db.server";
import {
  event,
  student,
  tournament,
  tournamentCategory,
  tournamentGame,
  tournamentPlayer,
  tournamentRound,
} from "~/server/schema";

/**
 * A family's tournament entries for its data download (docs/decisions/families.md "A family's
 * data"; data-export.server.ts): each entry of its students as stored, with every game of the
 * student as stored. Opponents are named by start number only: another family's child's name is
 * that family's.
 */

/** One entry of a student in a tournament (times as ISO 8601 strings in UTC). */
export type TournamentEntryData = {
  student: string;
  tournament: string;
  startsAt: string;
  category: string | null;
  startNumber: number | null;
  rating: number | null;
  registeredAt: string;
  withdrawnAt: string | null;
  /** Points of the games with a result and of the Swiss byes ("2.5"). */
  points: string;
  games: {
    round: number;
    published: boolean;
    board: number;
    /** null: the bye (a Swiss) or sitting the round out (a round robin). */
    colour: "white" | "black" | null;
    opponent: number | null;
    /** As stored ("1-0", "1/2", "0-1", "+-", "-+", "--"); null: none yet, or the bye. */
    result: string | null;
    points: string | null;
  }[];
};

/** Half-points as points: 3 → "1.5". */
const pointsText = (half: number) => String(half / 2);

/**
 * The entries of the family's students, oldest tournament first.
 * @param userId the family's account
 */
export async function familyTournamentEntries(
  userId: string,
  conn: Db,
): Promise<TournamentEntryData[]> {
  const entries = await conn
    .select({
      player: tournamentPlayer,
      system: tournament.system,
      title: event.title,
      startsAt: event.startsAt,
      category: tournamentCategory.name,
    })
    .from(tournamentPlayer)
    .innerJoin(student, eq(student.id, tournamentPlayer.studentId))
    .innerJoin(tournament, eq(tournament.id, tournamentPlayer.tournamentId))
    .innerJoin(event, eq(event.id, tournament.eventId))
    .leftJoin(tournamentCategory, eq(tournamentCategory.id, tournamentPlayer.categoryId))
    .where(eq(student.userId, userId))
    .orderBy(asc(event.startsAt), asc(tournamentPlayer.id));
  if (entries.length === 0) return [];
  const ids = entries.map((e) => e.player.id);
  const games = await conn
    .select({
      game: tournamentGame,
      round: tournamentRound.number,
      published: tournamentRound.publishedAt,
    })
    .from(tournamentGame)
    .innerJoin(tournamentRound, eq(tournamentRound.id, tournamentGame.roundId))
    .where(or(inArray(tournamentGame.whiteId, ids), inArray(tournamentGame.blackId, ids)))
    .orderBy(asc(tournamentRound.number));
  const opponentIds = games.flatMap(({ game }) => [game.whiteId, game.blackId ?? game.whiteId]);
  const seeds = new Map(
    (
      await conn
        .select({ id: tournamentPlayer.id, seed: tournamentPlayer.seed })
        .from(tournamentPlayer)
        .where(inArray(tournamentPlayer.id, opponentIds))
    ).map((p) => [p.id, p.seed]),
  );
  return entries.map(({ player, system, title, startsAt, category }) => {
    const own = games.filter(
      ({ game }) => game.whiteId === player.id || game.blackId === player.id,
    );
    const rounds = own.map(({ game, round, published }) => {
      const white = game.whiteId === player.id;
      const opponent = white ? game.blackId : game.whiteId;
      const half =
        opponent === null
          ? system === "swiss"
            ? WIN
            : null
          : game.result
            ? resultPoints(game.result)[white ? 0 : 1]
            : null;
      return { game, round, published, white, opponent, half };
    });
    return {
      student: player.name,
      tournament: title,
      startsAt: startsAt.toISOString(),
      category,
      startNumber: player.seed,
      rating: player.rating,
      registeredAt: player.registeredAt.toISOString(),
      withdrawnAt: player.withdrawnAt?.toISOString() ?? null,
      points: pointsText(rounds.reduce((sum, r) => sum + (r.half ?? 0), 0)),
      games: rounds.map(({ game, round, published, white, opponent, half }) => ({
        round,
        published: published !== null,
        board: game.board,
        colour: opponent === null ? null : white ? "white" : "black",
        opponent: opponent === null ? null : (seeds.get(opponent) ?? null),
        result: game.result,
        points: half === null ? null : pointsText(half),
      })),
    };
  });
}
