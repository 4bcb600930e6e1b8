/**
 * A round's Lichess link of an online tournament (docs/decisions/tournaments.md "Online
 * tournaments"): an https address on lichess.org whose path is letters, digits, "/", "_" and "-"
 * (a Swiss, an arena, a study or a game: https://lichess.org/swiss/AbCd1234). Said once for the
 * database's CHECK (app/server/schema/tournaments.ts), the arbiter's form and the public page. No
 * imports, so the schema can use it under drizzle-kit too.
 */

/** The stored form of a link, as a PostgreSQL and JavaScript regular expression. */
export const LICHESS_LINK_PATTERN = "^https://lichess\\.org/[A-Za-z0-9/_-]{1,100}$";

/** The longest link typed that is read at all (the pattern's 100 path characters and the host). */
export const LICHESS_LINK_LIMIT = 120;

const STORED = new RegExp(LICHESS_LINK_PATTERN);
const TYPED = /^https:\/\/lichess\.org\//i;

/** What the arbiter typed, read: a link to store, none (empty: remove it), or not a link. */
export type LichessLinkReading = { ok: true; link: string | null } | { ok: false };

/**
 * Reads a typed Lichess link. Spaces around it are dropped and the scheme and host may be in any
 * case ("HTTPS://Lichess.org/…" is stored as "https://lichess.org/…"); the path keeps its case
 * (Lichess's ids are case-sensitive). Anything else — http:, another host (www.lichess.org
 * included), a query or fragment, an empty path, a non-string — is not a link. Never throws.
 * @returns `{ ok: true, link: null }` for empty text, the stored form, or `{ ok: false }`
 */
export function parseLichessLink(typed: unknown): LichessLinkReading {
  if (typeof typed !== "string") return { ok: false };
  const text = typed.trim();
  if (text === "") return { ok: true, link: null };
  if (text.length > LICHESS_LINK_LIMIT || !TYPED.test(text)) return { ok: false };
  const link = `https://lichess.org/${text.slice("https://lichess.org/".length)}`;
  return STORED.test(link) ? { ok: true, link } : { ok: false };
}

/**
 * The link a visitor may follow to play a round: the round's link when the event is online,
 * otherwise none (a centre's round never shows one, even if one was stored).
 */
export function roundPlayLink(venueKind: string, onlineLink: string | null): string | null {
  return venueKind === "online" && onlineLink !== null && STORED.test(onlineLink)
    ? onlineLink
    : null;
}
