import { desc, inArray } from "drizzle-orm";
import { data } from "react-router";
import { arbiterCopy, roundCopy as copy } from "~/content/tournament-arbiter";
import { parseId } from "~/lib/collection";
import { ACADEMY_ZONE, formatInZone } from "~/lib/india-time";
import type { PairingProblem } from "~/lib/tournament/swiss";
import { invalidatePageCache } from "~/server/cache/page-cache.server";
import { type Db, getDb } from "~/server/db/db.server";
import { tournamentResultChange } from "~/server/schema";
import { readArbiterForm, requireArbiter } from "~/server/tournaments/arbiter-auth.server";
import { arbiterBack, tournamentBySlug } from "~/server/tournaments/arbiter-pages.server";
import { normalisePgn, PGN_LIMIT, saveGamePgn } from "~/server/tournaments/pgn.server";
import { roundLinkView, saveRoundLink } from "~/server/tournaments/round-links.server";
import {
  enterResults,
  type ResultLineAnswer,
  readResultsForm,
  resultWords,
} from "~/server/tournaments/round-results.server";
import { publishRound, swapPlayers } from "~/server/tournaments/rounds.server";
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
 * JavaScript), each game's result history, and its PGN; an online tournament's round, its
 * Lichess link (round-links.server.ts). The admin and every coach account.
 */

/** A round number of an address ("3"); null for anything else. */
function parseRound(raw: string | undefined): number | null {
  return raw && /^[1-9]\d{0,2}$/.test(raw) ? Number(raw) : null;
}

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

/** The round's view: its boards, (published) results, history and PGN state, and Lichess link. */
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
    lichess: await roundLinkView(found.id, round, db),
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

/** A round action's answer. */
type Answer = {
  notice: string | null;
  error: string | null;
  warnings: string[];
  lines: ResultLineAnswer[];
  pgn: { gameId: number; error: string | null; text: string } | null;
  link: { error: string | null; text: string } | null;
};

const answer = (part: Partial<Answer>, status = 200) =>
  data(
    {
      notice: null,
      error: null,
      warnings: [],
      lines: [],
      pgn: null,
      link: null,
      ...part,
    } satisfies Answer,
    { status },
  );

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
 * line), "save" (the whole results form), "pgn" (game, pgn or pgnFile), "link" (an online
 * tournament's Lichess link, empty to remove it). Each change clears the page cache.
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
    if (intent === "link") {
      const { status, ...part } = await saveRoundLink(form, at.found.id, round, db);
      return answer(part, status);
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
