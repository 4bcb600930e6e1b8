/**
 * Words of the public tournament page (docs/decisions/tournaments.md "Public pages"): the
 * tournament's facts, pairings, standings, crosstable, live updates and family registration.
 * Amounts arrive already in words ("₹300", app/lib/money.ts `rupees`).
 */

/** Systems in words. */
export const tournamentSystemCopy = {
  swiss: "Swiss",
  round_robin: "Round robin",
  double_round_robin: "Double round robin",
} as const;

/** Tie-breaks: the short name in a table header and its full name (the `<abbr>` title). */
export const tieBreakCopy = {
  "BH-C1": { short: "BH-C1", long: "Buchholz Cut-1" },
  BH: { short: "BH", long: "Buchholz" },
  SB: { short: "SB", long: "Sonneborn-Berger" },
  DE: { short: "DE", long: "Direct encounter" },
  WIN: { short: "Wins", long: "Number of wins" },
  WON: { short: "Won", long: "Games won over the board" },
} as const;

/** Game results as a pairing row shows them. */
export const resultCopy = {
  "1-0": "1–0",
  "1/2": "½–½",
  "0-1": "0–1",
  "+-": "1F–0F",
  "-+": "0F–1F",
  "--": "0F–0F",
} as const;

/** The event page's link to its tournament's page. */
export const eventTournamentLink = "Pairings, results and standings";

/** The tournament page. */
export const tournamentPageCopy = {
  backToEvent: "About this event",
  kicker: "Tournament",
  description: (title: string) =>
    `Pairings, live results, standings and crosstable of ${title}, a chess tournament of the academy.`,
  facts: {
    when: "When",
    where: "Where",
    system: "System",
    rounds: "Rounds",
    timeControl: "Time control",
    categories: "Categories",
    deadline: "Registration closes",
  },
  systemRounds: (system: string, rounds: number | null) =>
    rounds === null ? system : `${system}, ${rounds} ${rounds === 1 ? "round" : "rounds"}`,
  roundsToBeSet: "Set when round 1 is paired",
  noCategories: "One field",
  live: {
    asOf: (time: string) => `Results as of ${time} (India time).`,
    updated: (time: string) => `Updated ${time}.`,
    finished: "The tournament has finished. Final results.",
  },
  players: {
    title: "Players",
    none: "No players have registered yet.",
    count: (n: number) => `${n} ${n === 1 ? "player" : "players"} registered.`,
    withdrawn: "withdrawn",
  },
  pairings: {
    title: (round: number) => `Round ${round} pairings`,
    notPaired: "Round 1 has not been paired yet.",
    board: "Board",
    white: "White",
    result: "Result",
    black: "Black",
    game: "Game",
    gameLabel: (board: number) => `Game on board ${board}`,
    pending: "Playing",
    bye: "Bye",
    sitsOut: "Sits out",
    byePoints: "bye",
    earlier: "Earlier rounds",
    earlierRound: (round: number) => `Round ${round}`,
  },
  standings: {
    title: "Standings",
    after: (rounds: number) => `After round ${rounds}.`,
    none: "Standings appear once round 1 is complete.",
    overall: "Overall",
    category: (name: string) => `${name}`,
    place: "Place",
    name: "Name",
    categoryColumn: "Category",
    points: "Points",
    pointsShort: "Pts",
    start: "No.",
    startLong: "Start number",
    playerLabel: (name: string) => `${name}: tournament history`,
  },
  crosstable: {
    title: "Crosstable",
    explain:
      "Each cell: the opponent's start number, w for White or b for Black, and the result (1 win, ½ draw, 0 loss; + and − a game won or lost by forfeit). A bye is shown as “bye”.",
    round: (n: number) => `R${n}`,
    roundLong: (n: number) => `Round ${n}`,
    scroll: "Crosstable (scrolls sideways)",
  },
  tableScroll: (name: string) => `${name} (scrolls sideways)`,
} as const;

/** A family's registration on the tournament page. */
export const tournamentRegistrationCopy = {
  title: "Register your child",
  signIn: "Sign in to register your child",
  fee: (amount: string) => `Entry fee ${amount}, added to your next invoice.`,
  free: "No entry fee.",
  closed: "Registration is closed.",
  closesAt: (when: string) => `Registration is open until ${when} (India time).`,
  noStudents: "Add your child on My classes first, then register here.",
  addStudent: "Go to My classes",
  category: (name: string) => `Category for ${name}`,
  chooseCategory: "Choose a category",
  register: "Register",
  registerLabel: (name: string) => `Register ${name}`,
  registered: "Registered",
  withdraw: "Withdraw",
  withdrawLabel: (name: string) => `Withdraw ${name}`,
  withdrawn: "Withdrawn",
  yourChildren: "Your children",
  done: {
    registered: (name: string) => `${name} is registered.`,
    withdrawn: (name: string) => `${name} is withdrawn.`,
  },
  errors: {
    closed: "Registration is closed: the deadline has passed or round 1 has been paired.",
    notFound: "That child or entry was not found in your family.",
    twice: "That child is registered already.",
    invalid: "Choose a category from the list.",
    studentsOnly: "This tournament is for the academy's students only.",
    unknown: "Something went wrong. Please try again.",
  },
} as const;
