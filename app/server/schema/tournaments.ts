import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
// Relative, not "~/": drizzle-kit reads this file without the app's path alias.
import { FIDE_ID_PATTERN } from "../../lib/student-kinds";
import { LICHESS_LINK_PATTERN } from "../../lib/tournament/lichess-link";
import { GAME_RESULTS, type GameResult } from "../../lib/tournament/results";
import type { TieBreak } from "../../lib/tournament/tiebreaks";
import { event } from "./events";
import { student } from "./families";

/**
 * Tournaments (docs/decisions/tournaments.md "Data"): a tournament of an event, its prize
 * categories, players, rounds, games and the history of every game's result. Migration:
 * drizzle/0017_tournaments.sql. The pairing, tie-breaks and report file are the pure core in
 * app/lib/tournament/; the server functions are app/server/tournaments/.
 */

/** How the field is paired: all-play-all once or twice, or a Swiss of a set number of rounds. */
export const TOURNAMENT_SYSTEMS = ["round_robin", "double_round_robin", "swiss"] as const;
export type TournamentSystem = (typeof TOURNAMENT_SYSTEMS)[number];

/** Which rating a player's `rating` is, and so the initial order: FIDE, Lichess or the academy's. */
export const SEEDING_KINDS = ["fide", "lichess", "academy"] as const;
export type SeedingKind = (typeof SEEDING_KINDS)[number];

/** Who may play: the academy's students only, or anyone (walk-ins added by the arbiter). */
export const ENTRY_KINDS = ["students_only", "anyone"] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];

/** The most rounds of a Swiss (the pairing's exact weights hold up to 15: swiss.ts). */
export const MAX_SWISS_ROUNDS = 15;

/**
 * The tie-break codes a tournament may list: tiebreaks.ts's TIE_BREAKS, written again because
 * that module imports through "~/", which drizzle-kit cannot read (the test compares the two).
 */
export const TIE_BREAK_CODES = [
  "BH-C1",
  "BH",
  "SB",
  "DE",
  "WIN",
  "WON",
] as const satisfies readonly TieBreak[];

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(", "));

/**
 * A tournament: one per event (its title, dates and venue are the event's). Deleting the event
 * deletes the tournament with everything below it.
 */
export const tournament = pgTable(
  "tournament",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    eventId: bigint("event_id", { mode: "number" })
      .notNull()
      .unique()
      .references(() => event.id, { onDelete: "cascade" }),
    system: text("system").$type<TournamentSystem>().notNull(),
    /** A Swiss's number of rounds; null for a round robin (the field decides). */
    rounds: smallint("rounds"),
    /** In words, as the report file writes it: "15 min + 10 s per move". */
    timeControl: text("time_control").notNull().default(""),
    seeding: text("seeding").$type<SeedingKind>().notNull(),
    /** Families register their students until then; walk-ins until round 1 is paired. */
    registrationDeadline: timestamp("registration_deadline", { withTimezone: true }).notNull(),
    entry: text("entry").$type<EntryKind>().notNull(),
    /** The tie-breaks in the arbiter's order, codes of app/lib/tournament/tiebreaks.ts. */
    tieBreaks: text("tie_breaks").array().$type<TieBreak[]>().notNull(),
    /** Paise; billed as an "entry" line of the family's next invoice; 0: free. */
    entryFeePaise: integer("entry_fee_paise").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    createdBy: text("created_by").notNull(),
  },
  (t) => [
    check("tournament_system", sql`${t.system} in (${inList(TOURNAMENT_SYSTEMS)})`),
    check(
      "tournament_rounds",
      sql`(${t.system} = 'swiss') = (${t.rounds} is not null) and (${t.rounds} is null or ${t.rounds} between 1 and ${sql.raw(String(MAX_SWISS_ROUNDS))})`,
    ),
    check("tournament_seeding", sql`${t.seeding} in (${inList(SEEDING_KINDS)})`),
    check("tournament_entry", sql`${t.entry} in (${inList(ENTRY_KINDS)})`),
    check(
      "tournament_tie_breaks",
      sql`${t.tieBreaks} <@ array[${inList(TIE_BREAK_CODES)}]::text[]`,
    ),
    check("tournament_entry_fee", sql`${t.entryFeePaise} between 0 and 100000000`),
  ],
);

/** A prize category of a tournament ("Under-8"): its players are ranked among themselves too. */
export const tournamentCategory = pgTable(
  "tournament_category",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tournamentId: bigint("tournament_id", { mode: "number" })
      .notNull()
      .references(() => tournament.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
  },
  (t) => [
    check("tournament_category_name", sql`length(trim(${t.name})) between 1 and 40`),
    uniqueIndex("tournament_category_name_unique").on(t.tournamentId, sql`lower(${t.name})`),
    /** For the players' (category, tournament) key: a player's category is of their tournament. */
    uniqueIndex("tournament_category_of").on(t.id, t.tournamentId),
  ],
);

/**
 * A player: a family's student, or a walk-in the arbiter adds by name (and FIDE ID). `name` is
 * the name as registered, kept when the student is deleted (the results stay the academy's
 * record). `seed` is the start (pairing) number, given to every player not withdrawn when round 1
 * is paired, by rating.
 */
export const tournamentPlayer = pgTable(
  "tournament_player",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tournamentId: bigint("tournament_id", { mode: "number" })
      .notNull()
      .references(() => tournament.id, { onDelete: "cascade" }),
    categoryId: bigint("category_id", { mode: "number" }),
    studentId: bigint("student_id", { mode: "number" }).references(() => student.id, {
      onDelete: "set null",
    }),
    name: text("name").notNull(),
    /** A walk-in's FIDE ID ("" when none); a student's is on the student. */
    fideId: text("fide_id").notNull().default(""),
    /** The rating of the tournament's seeding kind; null: unrated. */
    rating: integer("rating"),
    seed: smallint("seed"),
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
    registeredAt: timestamp("registered_at", { withTimezone: true }).notNull().defaultNow(),
    /** The family's user id, or the arbiter's e-mail. */
    registeredBy: text("registered_by").notNull(),
  },
  (t) => [
    foreignKey({
      name: "tournament_player_category_fk",
      columns: [t.categoryId, t.tournamentId],
      foreignColumns: [tournamentCategory.id, tournamentCategory.tournamentId],
    }),
    check("tournament_player_name", sql`length(trim(${t.name})) between 1 and 80`),
    check(
      "tournament_player_fide_id",
      sql`${t.fideId} = '' or ${t.fideId} ~ ${sql.raw(`'${FIDE_ID_PATTERN}'`)}`,
    ),
    check("tournament_player_rating", sql`${t.rating} is null or ${t.rating} between 0 and 4000`),
    check("tournament_player_seed", sql`${t.seed} is null or ${t.seed} >= 1`),
    uniqueIndex("tournament_player_student").on(t.tournamentId, t.studentId),
    uniqueIndex("tournament_player_seed_unique").on(t.tournamentId, t.seed),
    /** For the games' (player, tournament) keys. */
    uniqueIndex("tournament_player_of").on(t.id, t.tournamentId),
    index("tournament_player_student_idx").on(t.studentId),
  ],
);

/** A round: made unpublished when paired, published when the arbiter releases it. */
export const tournamentRound = pgTable(
  "tournament_round",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tournamentId: bigint("tournament_id", { mode: "number" })
      .notNull()
      .references(() => tournament.id, { onDelete: "cascade" }),
    number: smallint("number").notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    pairedAt: timestamp("paired_at", { withTimezone: true }).notNull().defaultNow(),
    pairedBy: text("paired_by").notNull(),
    /**
     * An online tournament's link to play the round on Lichess (an https lichess.org address,
     * app/lib/tournament/lichess-link.ts); null: none. Migration drizzle/0019_round_links.sql.
     */
    onlineLink: text("online_link"),
  },
  (t) => [
    check("tournament_round_number", sql`${t.number} >= 1`),
    check(
      "tournament_round_online_link",
      sql`${t.onlineLink} is null or ${t.onlineLink} ~ ${sql.raw(`'${LICHESS_LINK_PATTERN}'`)}`,
    ),
    uniqueIndex("tournament_round_number_unique").on(t.tournamentId, t.number),
    uniqueIndex("tournament_round_of").on(t.id, t.tournamentId),
  ],
);

/**
 * A game of a round on a board, or the pairing-allocated bye (no Black, no result; in a round
 * robin the player sitting out). Its players and round are of its tournament (composite keys).
 */
export const tournamentGame = pgTable(
  "tournament_game",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tournamentId: bigint("tournament_id", { mode: "number" }).notNull(),
    roundId: bigint("round_id", { mode: "number" }).notNull(),
    board: smallint("board").notNull(),
    whiteId: bigint("white_id", { mode: "number" }).notNull(),
    blackId: bigint("black_id", { mode: "number" }),
    /** app/lib/tournament/results.ts GAME_RESULTS; null until entered. */
    result: text("result").$type<GameResult>(),
    /** The game's moves as uploaded (PGN, at most 20,000 characters); null: none. */
    pgn: text("pgn"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text("updated_by").notNull(),
  },
  (t) => [
    foreignKey({
      name: "tournament_game_round_fk",
      columns: [t.roundId, t.tournamentId],
      foreignColumns: [tournamentRound.id, tournamentRound.tournamentId],
    }).onDelete("cascade"),
    foreignKey({
      name: "tournament_game_white_fk",
      columns: [t.whiteId, t.tournamentId],
      foreignColumns: [tournamentPlayer.id, tournamentPlayer.tournamentId],
    }).onDelete("cascade"),
    foreignKey({
      name: "tournament_game_black_fk",
      columns: [t.blackId, t.tournamentId],
      foreignColumns: [tournamentPlayer.id, tournamentPlayer.tournamentId],
    }).onDelete("cascade"),
    check("tournament_game_board", sql`${t.board} >= 1`),
    check("tournament_game_players", sql`${t.blackId} is null or ${t.blackId} <> ${t.whiteId}`),
    check(
      "tournament_game_result",
      sql`${t.result} is null or (${t.blackId} is not null and ${t.result} in (${inList(GAME_RESULTS)}))`,
    ),
    check("tournament_game_pgn", sql`${t.pgn} is null or length(${t.pgn}) between 1 and 20000`),
    uniqueIndex("tournament_game_board_unique").on(t.roundId, t.board),
    index("tournament_game_tournament").on(t.tournamentId),
  ],
);

/** Every change of a game's result, kept: old and new (null: none), who and when. */
export const tournamentResultChange = pgTable(
  "tournament_result_change",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    gameId: bigint("game_id", { mode: "number" })
      .notNull()
      .references(() => tournamentGame.id, { onDelete: "cascade" }),
    oldResult: text("old_result").$type<GameResult>(),
    newResult: text("new_result").$type<GameResult>(),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
    changedBy: text("changed_by").notNull(),
  },
  (t) => [
    check(
      "tournament_result_change_results",
      sql`(${t.oldResult} is null or ${t.oldResult} in (${inList(GAME_RESULTS)})) and (${t.newResult} is null or ${t.newResult} in (${inList(GAME_RESULTS)}))`,
    ),
    index("tournament_result_change_game").on(t.gameId),
  ],
);
