import { desc, eq } from "drizzle-orm";
import { roundCopy as copy, RESULT_LABELS } from "~/content/tournament-arbiter";
import { IST_OFFSET_MINUTES } from "~/lib/india-time";
import { GAME_RESULTS, type GameResult } from "~/lib/tournament/results";
import type { Db } from "~/server/db/db.server";
import { tournamentGame, tournamentResultChange } from "~/server/schema";
import { enterResult } from "~/server/tournaments/rounds.server";

/**
 * A round page's results (docs/decisions/tournaments.md "Arbiter pages"): the results form read,
 * and each result entered with the result its screen showed, saying what someone else did
 * meanwhile instead of overwriting it.
 */

/** The result's words; "none" for no result. */
export const resultWords = (r: GameResult | null) => (r === null ? copy.cleared : RESULT_LABELS[r]);

/** An instant as India's clock reads it, "14:05 IST". */
function indiaClock(at: Date): string {
  const india = new Date(at.getTime() + IST_OFFSET_MINUTES * 60_000);
  const two = (n: number) => String(n).padStart(2, "0");
  return `${two(india.getUTCHours())}:${two(india.getUTCMinutes())} IST`;
}

/** One line's answer to a tap: the game's result now, and what someone else did meanwhile. */
export type ResultLineAnswer = {
  gameId: number;
  result: GameResult | null;
  conflict: string | null;
};

const isResult = (v: unknown): v is GameResult =>
  typeof v === "string" && (GAME_RESULTS as readonly string[]).includes(v);

/** Most boards one results form may name. */
const MAX_LINES = 200;

/**
 * The results of a results form: `result-<gameId>` with a results.ts code, and `was-<gameId>` with
 * the result the screen showed before ("" none).
 * @returns the entries, or null for a form that is not one (an unknown code, too many lines)
 */
export function readResultsForm(
  form: FormData,
): { gameId: number; result: GameResult; was: GameResult | null }[] | null {
  const out: { gameId: number; result: GameResult; was: GameResult | null }[] = [];
  for (const [key, value] of form) {
    const m = /^result-(\d{1,15})$/.exec(key);
    if (!m) continue;
    const gameId = Number(m[1]);
    const was = form.get(`was-${gameId}`);
    if (!isResult(value) || (was !== null && was !== "" && !isResult(was))) return null;
    if (out.some((o) => o.gameId === gameId)) return null;
    out.push({ gameId, result: value, was: isResult(was) ? was : null });
    if (out.length > MAX_LINES) return null;
  }
  return out;
}

/** Enters each result of a form, with the result its screen showed; says what changed meanwhile. */
export async function enterResults(
  entries: { gameId: number; result: GameResult; was: GameResult | null }[],
  actor: string,
  db: Db,
): Promise<ResultLineAnswer[]> {
  const lines: ResultLineAnswer[] = [];
  for (const entry of entries) {
    await enterResult(entry.gameId, entry.result, actor, db, { was: entry.was });
    const [game] = await db
      .select({ result: tournamentGame.result })
      .from(tournamentGame)
      .where(eq(tournamentGame.id, entry.gameId));
    const now = game?.result ?? null;
    let conflict: string | null = null;
    if (now !== entry.result) {
      const [last] = await db
        .select()
        .from(tournamentResultChange)
        .where(eq(tournamentResultChange.gameId, entry.gameId))
        .orderBy(desc(tournamentResultChange.changedAt), desc(tournamentResultChange.id))
        .limit(1);
      conflict = copy.conflict(
        last?.changedBy ?? "",
        last ? indiaClock(last.changedAt) : "",
        resultWords(now),
      );
    }
    lines.push({ gameId: entry.gameId, result: now, conflict });
  }
  return lines;
}
