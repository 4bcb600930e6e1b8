import { eq } from "drizzle-orm";
import { z } from "zod";
import { roundLinkCopy as copy } from "~/content/tournament-online";
import { formText } from "~/lib/form";
import { LICHESS_LINK_LIMIT, parseLichessLink } from "~/lib/tournament/lichess-link";
import { invalidatePageCache } from "~/server/cache/page-cache.server";
import { type Db, getDb } from "~/server/db/db.server";
import { event, tournament, tournamentRound } from "~/server/schema";
import { TournamentRefusal } from "~/server/tournaments/tournament-state.server";

/**
 * An online tournament's Lichess link per round (docs/decisions/tournaments.md "Online
 * tournaments"): the arbiter's form on a round's page, read with zod, and the write, which clears
 * the page cache so the public page shows the link at once. Only a tournament whose event's venue
 * is online has links.
 */

/** The form's one field: a Lichess link as typed, or empty to remove it. */
const linkSchema = z.object({ link: z.unknown() }).transform(({ link }, ctx): string | null => {
  const read = parseLichessLink(link);
  if (!read.ok) {
    ctx.addIssue({ code: "custom", message: copy.invalid, path: ["link"] });
    return z.NEVER;
  }
  return read.link;
});

/** The link form read: the link to store (null: remove), or the message and the text as typed. */
export type RoundLinkReading =
  | { ok: true; link: string | null }
  | { ok: false; error: string; text: string };

/**
 * Reads a round's link form (`link`: text; a file or no field is refused). Never throws, whatever
 * is posted.
 * @returns the link as stored (null for an empty field), or the message with the text as typed
 *   (cut to a few hundred characters, to show again)
 */
export function readRoundLinkForm(form: FormData): RoundLinkReading {
  const typed = formText(form, "link");
  // The posted value itself: a file or a missing field is refused, not read as "remove".
  const parsed = linkSchema.safeParse({ link: form.get("link") });
  if (parsed.success) return { ok: true, link: parsed.data };
  return { ok: false, error: copy.invalid, text: typed.slice(0, LICHESS_LINK_LIMIT * 2) };
}

/** Whether a tournament's event is online (its rounds may have a Lichess link). */
async function isOnline(tournamentId: number, db: Db): Promise<boolean> {
  const [row] = await db
    .select({ venueKind: event.venueKind })
    .from(tournament)
    .innerJoin(event, eq(event.id, tournament.eventId))
    .where(eq(tournament.id, tournamentId));
  return row?.venueKind === "online";
}

/**
 * Stores (or, with null, removes) a round's Lichess link. Published or not, any round may have
 * one; the public page shows the current round's.
 * @param link a typed link, read again by `parseLichessLink` (scheme and host lowercased), or null
 * @returns the link as stored, or null when removed
 * @throws TournamentRefusal "not-found" (no such round), "invalid" (not a Lichess link, or the
 *   tournament's event is not online)
 */
export async function setRoundLink(
  roundId: number,
  link: string | null,
  db?: Db,
): Promise<string | null> {
  const read = parseLichessLink(link ?? "");
  if (!read.ok) throw new TournamentRefusal("invalid");
  const conn = db ?? (await getDb());
  const [round] = await conn
    .select({ tournamentId: tournamentRound.tournamentId })
    .from(tournamentRound)
    .where(eq(tournamentRound.id, roundId));
  if (!round) throw new TournamentRefusal("not-found");
  if (!(await isOnline(round.tournamentId, conn))) throw new TournamentRefusal("invalid");
  const changed = await conn
    .update(tournamentRound)
    .set({ onlineLink: read.link })
    .where(eq(tournamentRound.id, roundId))
    .returning({ id: tournamentRound.id });
  if (changed.length === 0) throw new TournamentRefusal("not-found");
  return read.link;
}

/**
 * The round page's link form, or null when the tournament is not online (no form).
 * @returns the round's number and its stored link ("" when none)
 */
export async function roundLinkView(
  tournamentId: number,
  round: { number: number; onlineLink: string | null },
  db: Db,
): Promise<{ number: number; link: string } | null> {
  if (!(await isOnline(tournamentId, db))) return null;
  return { number: round.number, link: round.onlineLink ?? "" };
}

/** What the round page answers to the link form: its status, words and the field's state. */
export type RoundLinkAnswer = {
  status: number;
  notice: string | null;
  error: string | null;
  link: { error: string | null; text: string };
};

/**
 * The round page's "link" intent: reads the form, stores the link and clears the page cache
 * after the write.
 * @returns 200 with "Saved…" or "Removed…"; 400 with the field's message and the text as typed;
 *   409 when the tournament is not online
 */
export async function saveRoundLink(
  form: FormData,
  tournamentId: number,
  round: { id: number; number: number },
  db: Db,
): Promise<RoundLinkAnswer> {
  if (!(await isOnline(tournamentId, db))) {
    return { status: 409, notice: null, error: copy.notOnline, link: { error: null, text: "" } };
  }
  const read = readRoundLinkForm(form);
  if (!read.ok) {
    return { status: 400, notice: null, error: null, link: { error: read.error, text: read.text } };
  }
  const stored = await setRoundLink(round.id, read.link, db);
  invalidatePageCache();
  return {
    status: 200,
    notice: stored === null ? copy.removed(round.number) : copy.saved(round.number),
    error: null,
    link: { error: null, text: stored ?? "" },
  };
}
