/**
 * The words of the academy's tournament pages (docs/decisions/tournaments.md "Arbiter pages"):
 * /admin/tournaments (the list and the form to create one), a tournament's arbiter page (players,
 * walk-ins, pairing, the report file) and a round's page (swap, publish, results, PGN).
 */

/** The systems as the admin reads them. */
export const SYSTEM_LABELS = {
  swiss: "Swiss",
  round_robin: "Round robin",
  double_round_robin: "Double round robin",
} as const;

/** Which rating seeds the players. */
export const SEEDING_LABELS = {
  fide: "FIDE rating",
  lichess: "Lichess rating",
  academy: "The academy's own order (its rating)",
} as const;

/** Who may play. */
export const ENTRY_LABELS = {
  students_only: "The academy's students only",
  anyone: "Anyone (walk-ins added by name)",
} as const;

/** The tie-breaks spelt out (docs/decisions/tournaments.md "Tie-breaks"). */
export const TIE_BREAK_LABELS = {
  "BH-C1": "Buchholz Cut-1",
  BH: "Buchholz",
  SB: "Sonneborn-Berger",
  DE: "Direct encounter",
  WIN: "Number of wins",
  WON: "Games won over the board",
} as const;

/** A result's words, by results.ts code. */
export const RESULT_LABELS = {
  "1-0": "1–0",
  "1/2": "½–½",
  "0-1": "0–1",
  "+-": "White wins by forfeit",
  "-+": "Black wins by forfeit",
  "--": "Both forfeited",
} as const;

/** /admin/tournaments. */
export const adminTournamentsCopy = {
  title: "Tournaments",
  intro:
    "The academy's own tournaments. Create one for an event of the Tournament category, then run it from its arbiter page.",
  listHeading: "Tournaments",
  none: "No tournament yet.",
  columns: {
    event: "Event",
    system: "System",
    players: "Players",
    rounds: "Rounds paired / published",
    run: "Run",
  },
  run: "Run",
  runLabel: (title: string) => `Run ${title}`,
  roundsOf: (paired: number, published: number) => `${paired} / ${published}`,
  createHeading: "Create a tournament",
  noEvents:
    "Every tournament event has its tournament. Add an event of the Tournament category under Events first.",
  fields: {
    event: "Event",
    system: "System",
    rounds: "Rounds (Swiss)",
    roundsHint:
      "How many rounds a Swiss plays, 1 to 15. A round robin plays as many as its field needs.",
    timeControl: "Time control",
    timeControlHint: "In words, as the report file writes it: 15 min + 10 s per move.",
    seeding: "Seeding by",
    deadline: "Registration closes (India time)",
    entry: "Entry",
    tieBreak: (n: number) => `${["1st", "2nd", "3rd", "4th"][n - 1] ?? `${n}th`} tie-break`,
    noTieBreak: "None",
    tieBreaks: "Tie-breaks, in order (after points)",
    categories: "Categories",
    categoriesHint: "One a line, e.g. Under-8. Leave empty for one field.",
    entryFee: "Entry fee (₹)",
    entryFeeHint: "Added to the family's next invoice. 0 for a free tournament.",
  },
  create: "Create tournament",
  created: (title: string) => `Created the tournament of “${title}”.`,
  errors: {
    event: "Choose a tournament event that has no tournament yet.",
    system: "Choose a system.",
    rounds: "Enter the rounds of the Swiss, 1 to 15.",
    timeControl: "Keep the time control under 80 characters.",
    seeding: "Choose how players are seeded.",
    deadline: "Enter the date and time registration closes.",
    entry: "Choose who may play.",
    tieBreaks: "Choose each tie-break once.",
    categories: "Give each category a name of 1 to 40 characters, each once (at most 20).",
    entryFee: "Enter the entry fee in rupees, e.g. 250 or 250.50.",
    twice: "That event has a tournament already.",
  },
} as const;

/** A tournament's arbiter page. */
export const arbiterCopy = {
  title: (title: string) => `Arbiter: ${title}`,
  intro: "Players, pairings and the report file of this tournament.",
  missing: "That tournament does not exist.",
  notArbiter: "Only the academy's coaches and the admin run tournaments.",
  back: { admin: "All tournaments", coach: "My batches" },
  publicPage: "The tournament's public page",
  summary: (system: string, players: number) => `${system} · ${players} players`,
  playersHeading: "Players",
  noPlayers: "No player yet.",
  columns: {
    seed: "No.",
    name: "Name",
    category: "Category",
    rating: "Rating",
    state: "State",
  },
  unrated: "Unrated",
  withdrawn: "Withdrawn",
  playing: "Playing",
  withdraw: "Withdraw",
  withdrawLabel: (name: string) => `Withdraw ${name}`,
  withdrew: (name: string) => `${name} is withdrawn: not paired in the next rounds.`,
  walkInHeading: "Add a player",
  walkInHint: "A walk-in at the centre, by name, until round 1 is paired.",
  walkInStudentsOnly: "This tournament is for the academy's students only: families register them.",
  walkInClosed: "Round 1 is paired: no more players can join.",
  walkIn: {
    name: "Player's name",
    fideId: "FIDE ID (optional)",
    rating: "Rating (optional)",
    category: "Category",
    add: "Add player",
  },
  added: (name: string) => `Added ${name}.`,
  roundsHeading: "Rounds",
  noRounds: "No round paired yet.",
  roundLink: (n: number) => `Round ${n}`,
  roundState: { unpublished: "Paired, not published", playing: "Playing", complete: "Complete" },
  pair: (n: number) => `Pair round ${n}`,
  paired: (n: number) => `Round ${n} is paired. Check it, then publish it.`,
  trf: "Download report file (TRF)",
  trfHint: "FIDE's Tournament Report File of the complete rounds, for the federation.",
  errors: {
    name: "Enter the player's name (at most 80 characters).",
    fideId: "A FIDE ID is 1 to 10 digits.",
    rating: "A rating is a whole number from 0 to 4000.",
    category: "Choose the player's category.",
    badForm: "That request could not be understood. Reload the page and try again.",
    refused: {
      "not-found": "That is no longer part of this tournament. The page below is up to date.",
      invalid: "Please check the fields and try again.",
      twice: "That player is registered already.",
      closed: "Round 1 is paired: no more players can join.",
      "not-yours": "That player is not yours.",
      "students-only": "This tournament is for the academy's students only.",
      "too-few": "Not enough players to pair: a Swiss needs 2, a round robin 3.",
      "too-many": "A round robin takes at most 16 players.",
      incomplete: "The last round is not published or still has games without a result.",
      finished: "Every round is paired: the tournament is finished.",
      "no-pairing":
        "No pairing keeps FIDE's rules (no rematch, no second bye, the colour limits). Decide by hand.",
      published: "That round is published already.",
      "not-published": "Publish the round before entering results.",
      bye: "A bye has no result.",
    },
  },
} as const;

/** A round's page. */
export const roundCopy = {
  title: (title: string, n: number) => `Round ${n}: ${title}`,
  missing: "That round does not exist.",
  back: "Back to the tournament",
  unpublishedHint:
    "Check the pairings. Swap two players if needed, then publish the round: players see it and results can be entered.",
  board: (n: number) => `Board ${n}`,
  bye: "Bye",
  white: "White",
  black: "Black",
  pairingLine: (board: number, white: string, black: string) =>
    `Board ${board}: ${white} (White) – ${black} (Black)`,
  byeLine: (name: string) => `${name}: bye`,
  swapHeading: "Swap two players",
  swapA: "First player",
  swapB: "Second player",
  swap: "Swap",
  swapped: (a: string, b: string) => `Swapped ${a} and ${b}.`,
  swapClean: "The round keeps every pairing rule.",
  swapWarnings: "Warning: the round now breaks these rules. Swap back or publish as it is.",
  problem: {
    C1: (names: string[]) => `Rematch: ${names.join(" and ")} have met before.`,
    C2: (names: string[]) => `Second bye: ${names.join(", ")} had a bye already.`,
    C3: (names: string[]) =>
      `Colours: ${names.join(", ")} would get one colour three times in a row or two more of one colour.`,
    field: (names: string[]) => `Field: ${names.join(", ")} is missing, twice or out of place.`,
  },
  rematchIn: (a: string, b: string, round: number) =>
    `Rematch: ${a} and ${b} met in round ${round}.`,
  sameSwap: "Choose two different players.",
  publish: (n: number) => `Publish round ${n}`,
  published: (n: number) => `Round ${n} is published.`,
  resultsHint: "Tap a result: it is saved at once. Without a connection, use Save results.",
  resultsLegend: (board: number, white: string, black: string) =>
    `Board ${board}: ${white} – ${black}`,
  save: "Save results",
  savedAll: "Results saved.",
  saving: "Saving…",
  saved: "Saved",
  noResult: "No result yet",
  conflict: (who: string, when: string, result: string) =>
    `Changed by ${who} at ${when} to ${result}. Tap again to change it.`,
  cleared: "none",
  complete: "Round complete: every result is in.",
  missingResults: (n: number) => `${n} ${n === 1 ? "game" : "games"} without a result.`,
  historyHeading: "Result history",
  noHistory: "No result entered yet.",
  historyLine: (board: number, from: string, to: string, by: string, when: string) =>
    `Board ${board}: ${from} → ${to}, by ${by}, ${when}`,
  pgnHeading: "Game records (PGN)",
  pgnHint: "Paste a game's PGN or choose its file (at most 20,000 characters).",
  pgnText: (board: number) => `PGN of board ${board}`,
  pgnFile: (board: number) => `PGN file of board ${board}`,
  pgnSave: (board: number) => `Save PGN of board ${board}`,
  pgnSaveWord: "Save PGN",
  pgnStored: "PGN stored.",
  pgnSaved: (board: number) => `Saved the PGN of board ${board}.`,
  pgnErrors: {
    empty: "Paste the game's PGN or choose its file.",
    long: "That PGN is longer than 20,000 characters.",
    invalid: "That is not a game in PGN: check the moves.",
    both: "Paste the PGN or choose a file, not both.",
  },
} as const;

/** The coaches' list on My batches. */
export const coachTournamentsCopy = {
  heading: "Tournaments",
  run: "Run",
  runLabel: (title: string) => `Run ${title}`,
} as const;
