import { desc, eq, inArray } from "drizzle-orm";
import { data } from "react-router";
import { arbiterCopy, roundCopy as copy, RESULT_LABELS } from "~/content/tournament-arbiter";
import { parseId } from "~/lib/collection";
import { ACADEMY_ZONE, formatInZone } from "~/lib/india-time";
import { GAME_RESULTS, type GameResult } from "~/lib/tournament/results";
import type { PairingProblem } from "~/lib/tournament/swiss";
import { invalidatePageCache } from "~/server/cache/page-cache.server";
import { type Db, getDb } from "~/server/db/db.server";
import { tournamentGame, tournamentResultChange } from "~/server/schema";
import { readArbiterForm, requireArbiter } from "~/server/tournaments/arbiter-auth.server";
import { arbiterBack, tournamentBySlug } from "~/server/tournaments/arbiter-pages.server";
import { normalisePgn, PGN_LIMIT, saveGamePgn } from "~/server/tournaments/pgn.server";
import { enterResult, publishRound, swapPlayers } from "~/server/tournaments/rounds.server";
import {
  isComplete,
  loadTournament,
  TournamentRefusal,
  type TournamentState,
} from "~/server/tournaments/tournament-state.server";

/**
 * A round's page (/tournaments/:slug/arbiter/rounds/:round; docs/decisions/tournaments.md
 * "Arbiter pages"): before publishing, its pairings, "Swap" with what a swap breaks in words, and
 * "Publish round N"; after, each board's result saved one tap at a time (or the whole form without
 * JavaScript), each game's result history, and its PGN. The admin and every coach account.
 */

/** A round number of an address ("3"); null for anything else. */
function parseRound(raw: string | undefined): number | null {
  return raw && /^[1-9]\d{0,2}$/.test(raw) ? Number(raw) : null;
}

/** The result's words; "none" for no result. */
const resultWords = (r: GameResult | null) => (r === null ? copy.cleared : RESULT_LABELS[r]);

/** The tournament and round of an address, or null. */
async function roundOf(slug: string | undefined, rawRound: string | undefined, db: Db) {
  const number = parseRound(rawRound);
  const found = number === null ? null : await tournamentBySlug(slug, db);
  if (!found) return null;
  const state = await loadTournament(db, found.id);
  const round = state.rounds.find((r) => r.number === number);
  return round ? { found, state, round } : null;
}

/** A player's name with their start number, "Asha Raman (3)". */
function namer(state: TournamentState) {
  const byId = new Map(state.players.map((p) => [p.id, p]));
  return (id: number | null) => {
    const p = id === null ? undefined : byId.get(id);
    return p ? `${p.name}${p.seed === null ? "" : ` (${p.seed})`}` : "";
  };
}

/** The round's view: its boards, and (published) results, history and PGN state. */
async function roundView(
  found: { id: number; title: string; slug: string },
  state: TournamentState,
  round: TournamentState["rounds"][number],
  db: Db,
) {
  const name = namer(state);
  const games = state.games.filter((g) => g.roundId === round.id);
  const changes =
    games.length === 0
      ? []
      : await db
          .select()
          .from(tournamentResultChange)
          .where(
            inArray(
              tournamentResultChange.gameId,
              games.map((g) => g.id),
            ),
          )
          .orderBy(desc(tournamentResultChange.changedAt), desc(tournamentResultChange.id));
  const boardOf = new Map(games.map((g) => [g.id, g.board]));
  const missing = games.filter((g) => g.blackId !== null && g.result === null).length;
  return {
    title: found.title,
    number: round.number,
    base: `/tournaments/${found.slug}/arbiter`,
    published: round.publishedAt !== null,
    complete: isComplete(state, round),
    missing,
    boards: games.map((g) => ({
      gameId: g.id,
      board: g.board,
      white: name(g.whiteId),
      black: g.blackId === null ? null : name(g.blackId),
      result: g.result,
      hasPgn: g.pgn !== null,
    })),
    swapOptions: games
      .flatMap((g) => (g.blackId === null ? [g.whiteId] : [g.whiteId, g.blackId]))
      .map((id) => [String(id), name(id)] as const)
      .sort((a, b) => a[1].localeCompare(b[1])),
    history: changes.slice(0, 200).map((c) => ({
      id: c.id,
      text: copy.historyLine(
        boardOf.get(c.gameId) ?? 0,
        resultWords(c.oldResult),
        resultWords(c.newResult),
        c.changedBy,
        formatInZone(c.changedAt, ACADEMY_ZONE),
      ),
    })),
  };
}

/**
 * The round page.
 * @returns `round: null` with status 403 (not an arbiter) or 404 (no such tournament or round)
 * @throws requireUser's redirect to /login for a signed-out visitor
 */
export async function roundPage(
  request: Request,
  slug: string | undefined,
  rawRound: string | undefined,
) {
  const user = await requireArbiter(request);
  if (!user) return { round: null, back: null, status: 403 };
  const db = await getDb();
  const at = await roundOf(slug, rawRound, db);
  if (!at) return { round: null, back: arbiterBack(user), status: 404 };
  return {
    round: await roundView(at.found, at.state, at.round, db),
    back: { to: `/tournaments/${at.found.slug}/arbiter`, label: copy.back },
  };
}

/** One line's answer to a tap: the game's result now, and what someone else did meanwhile. */
export type ResultLineAnswer = {
  gameId: number;
  result: GameResult | null;
  conflict: string | null;
};

/** A round action's answer. */
type Answer = {
  notice: string | null;
  error: string | null;
  warnings: string[];
  lines: ResultLineAnswer[];
  pgn: { gameId: number; error: string | null; text: string } | null;
};

const answer = (part: Partial<Answer>, status = 200) =>
  data(
    { notice: null, error: null, warnings: [], lines: [], pgn: null, ...part } satisfies Answer,
    { status },
  );

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

/**
 * What a swap breaks, in words: a rematch names the round the two met in; the others name the
 * players.
 */
function problemWords(
  problems: PairingProblem[],
  state: TournamentState,
  before: number,
): string[] {
  const name = namer(state);
  const roundNumber = new Map(state.rounds.map((r) => [r.id, r.number]));
  return problems.map((p) => {
    const names = p.players.map((id) => name(id));
    if (p.criterion === "C1" && p.players.length === 2) {
      const [a, b] = p.players;
      const met = state.games.find(
        (g) =>
          (roundNumber.get(g.roundId) ?? 0) < before &&
          ((g.whiteId === a && g.blackId === b) || (g.whiteId === b && g.blackId === a)),
      );
      if (met)
        return copy.rematchIn(names[0] ?? "", names[1] ?? "", roundNumber.get(met.roundId) ?? 0);
    }
    return copy.problem[p.criterion](names);
  });
}

/** Enters each result of a form, with the result its screen showed; says what changed meanwhile. */
async function enterResults(
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
        last ? formatInZone(last.changedAt, ACADEMY_ZONE) : "",
        resultWords(now),
      );
    }
    lines.push({ gameId: entry.gameId, result: now, conflict });
  }
  return lines;
}

/** Reads the PGN of the form: the pasted text, or the chosen file's. */
async function pgnText(form: FormData): Promise<{ text: string } | { error: string }> {
  const pasted = typeof form.get("pgn") === "string" ? (form.get("pgn") as string) : "";
  const file = form.get("pgnFile");
  const upload = file instanceof File && file.size > 0 ? file : null;
  if (upload && pasted.trim() !== "") return { error: copy.pgnErrors.both };
  if (upload) {
    if (upload.size > PGN_LIMIT * 4) return { error: copy.pgnErrors.long };
    return { text: await upload.text() };
  }
  return { text: pasted };
}

/**
 * The round page's action: `intent` "swap" (a, b), "publish", "result" (one tap: 200 with the
 * line), "save" (the whole results form), "pgn" (game, pgn or pgnFile). Each change clears the
 * page cache.
 * @returns 400 for an unreadable form or a refused PGN; 404 for a round or game that is not this
 *   tournament's; 409 with the refusal's words (published, not published…)
 * @throws readArbiterForm's 403 (another origin, no session, not an arbiter), 413 or 400
 */
export async function roundAction(
  request: Request,
  slug: string | undefined,
  rawRound: string | undefined,
) {
  const { user, form } = await readArbiterForm(request);
  const db = await getDb();
  const at = await roundOf(slug, rawRound, db);
  if (!at) return answer({ error: arbiterCopy.errors.refused["not-found"] }, 404);
  const { state, round } = at;
  const games = state.games.filter((g) => g.roundId === round.id);
  const intent = form.get("intent");
  try {
    if (intent === "swap") {
      const a = parseId(form.get("a"));
      const b = parseId(form.get("b"));
      if (a === null || b === null) return answer({ error: arbiterCopy.errors.badForm }, 400);
      if (a === b) return answer({ error: copy.sameSwap }, 400);
      const problems = await swapPlayers(round.id, a, b, user.email);
      invalidatePageCache();
      const name = namer(state);
      const warnings = problemWords(problems, state, round.number);
      const clean = warnings.length === 0 ? ` ${copy.swapClean}` : "";
      return answer({ notice: `${copy.swapped(name(a), name(b))}${clean}`, warnings });
    }
    if (intent === "publish") {
      await publishRound(round.id);
      invalidatePageCache();
      return answer({ notice: copy.published(round.number) });
    }
    if (intent === "result" || intent === "save") {
      const entries = readResultsForm(form);
      if (!entries || entries.length === 0) {
        return answer({ error: arbiterCopy.errors.badForm }, 400);
      }
      if (!entries.every((e) => games.some((g) => g.id === e.gameId))) {
        return answer({ error: arbiterCopy.errors.refused["not-found"] }, 404);
      }
      const lines = await enterResults(entries, user.email, db);
      invalidatePageCache();
      const conflicts = lines.flatMap((l) => (l.conflict ? [l.conflict] : []));
      return answer({
        notice: intent === "save" && conflicts.length === 0 ? copy.savedAll : null,
        warnings: intent === "save" ? conflicts : [],
        lines,
      });
    }
    if (intent === "pgn") {
      const game = games.find((g) => g.id === parseId(form.get("game")) && g.blackId !== null);
      if (!game) return answer({ error: arbiterCopy.errors.refused["not-found"] }, 404);
      const read = await pgnText(form);
      const typed = "text" in read ? read.text.slice(0, PGN_LIMIT) : "";
      if ("error" in read) {
        return answer({ pgn: { gameId: game.id, error: read.error, text: typed } }, 400);
      }
      const pgn = normalisePgn(read.text);
      if (!pgn.ok) {
        return answer(
          { pgn: { gameId: game.id, error: copy.pgnErrors[pgn.reason], text: typed } },
          400,
        );
      }
      await saveGamePgn(round.id, game.id, pgn.pgn, user.email);
      invalidatePageCache();
      return answer({
        notice: copy.pgnSaved(game.board),
        pgn: { gameId: game.id, error: null, text: "" },
      });
    }
  } catch (error) {
    if (!(error instanceof TournamentRefusal)) throw error;
    return answer(
      { error: arbiterCopy.errors.refused[error.reason] },
      error.reason === "not-found" ? 404 : error.reason === "invalid" ? 400 : 409,
    );
  }
  return answer({ error: arbiterCopy.errors.badForm }, 400);
}
