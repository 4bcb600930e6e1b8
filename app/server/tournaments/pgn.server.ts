import { Chess } from "chess.js";
import { and, eq, isNotNull } from "drizzle-orm";
import { type Db, getDb } from "~/server/db/db.server";
import { tournamentGame } from "~/server/schema";

/**
 * A game's record (docs/decisions/tournaments.md "Arbiter pages"): an uploaded PGN is parsed with
 * chess.js (BSD-2) and stored as chess.js writes it again, never as uploaded, in
 * `tournament_game.pgn` (at most 20,000 characters, as the database checks).
 */

/** The longest PGN taken and stored, in characters. */
export const PGN_LIMIT = 20_000;

/** Why a PGN was refused. */
export type PgnRefusal = "empty" | "long" | "invalid";

/**
 * Reads a game's PGN: one game, at least one legal move.
 * @returns the PGN as chess.js writes it (headers, moves, comments), or why it is refused; never
 *   throws, whatever the text
 */
export function normalisePgn(
  text: string,
): { ok: true; pgn: string } | { ok: false; reason: PgnRefusal } {
  const trimmed = text.replace(/^\uFEFF/, "").trim();
  if (trimmed === "") return { ok: false, reason: "empty" };
  if (trimmed.length > PGN_LIMIT) return { ok: false, reason: "long" };
  const chess = loadGame(trimmed);
  if (!chess || chess.history().length === 0) return { ok: false, reason: "invalid" };
  const pgn = chess.pgn();
  if (pgn.length > PGN_LIMIT) return { ok: false, reason: "long" };
  return { ok: true, pgn };
}

/** A PGN read by chess.js (BSD-2), or null when it is not legal chess. */
function loadGame(pgn: string): Chess | null {
  const chess = new Chess();
  try {
    chess.loadPgn(pgn);
    return chess;
  } catch {
    return null;
  }
}

/** The moves of a PGN numbered, and its final FEN; null when chess.js cannot read it. */
export function readPgn(pgn: string): { moves: string; fen: string } | null {
  const chess = loadGame(pgn);
  if (!chess) return null;
  const parts: string[] = [];
  for (const [i, move] of chess.history({ verbose: true }).entries()) {
    const number = Number(move.before.split(" ")[5] ?? "1");
    if (move.color === "w") parts.push(`${number}. ${move.san}`);
    else parts.push(i === 0 ? `${number}… ${move.san}` : move.san);
  }
  return { moves: parts.join(" "), fen: chess.fen() };
}

/**
 * Stores a game's PGN (already normalised by {@link normalisePgn}) on a game of a round that is
 * not a bye.
 * @returns whether the game was found (a game with both players in `roundId`)
 */
export async function saveGamePgn(
  roundId: number,
  gameId: number,
  pgn: string,
  actor: string,
  db?: Db,
): Promise<boolean> {
  const conn = db ?? (await getDb());
  const changed = await conn
    .update(tournamentGame)
    .set({ pgn, updatedAt: new Date(), updatedBy: actor })
    .where(
      and(
        eq(tournamentGame.id, gameId),
        eq(tournamentGame.roundId, roundId),
        isNotNull(tournamentGame.blackId),
      ),
    )
    .returning({ id: tournamentGame.id });
  return changed.length > 0;
}
