/**
 * The words of an online tournament's Lichess links (docs/decisions/tournaments.md "Online
 * tournaments"): the form on a round's arbiter page and the link on the public tournament page.
 */

/** A round's arbiter page: the Lichess link form (shown when the event is online). */
export const roundLinkCopy = {
  heading: "Play online",
  label: (round: number) => `Lichess link for round ${round}`,
  hint: "The address of the round's tournament on Lichess, e.g. https://lichess.org/swiss/AbCd1234. Players see it on the tournament page once the round is published. Leave it empty to remove it.",
  save: "Save link",
  saved: (round: number) => `Saved the Lichess link for round ${round}.`,
  removed: (round: number) => `Removed the Lichess link for round ${round}.`,
  invalid:
    "Enter an address on Lichess that starts with https://lichess.org/ (letters, digits, /, _ and - after it), or leave it empty to remove the link.",
  notOnline: "This tournament is not online: its rounds have no Lichess link.",
} as const;

/** The public tournament page: the current round's link. */
export const playOnlineCopy = {
  play: (round: number) => `Play round ${round} on Lichess`,
  newTab: "(opens in a new tab)",
  hint: "The round is played on Lichess; its results appear here as the arbiter enters them.",
} as const;
