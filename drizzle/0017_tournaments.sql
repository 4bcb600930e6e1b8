-- Tournaments (docs/decisions/tournaments.md "Data"): a tournament of an event, its categories,
-- players, rounds, games and the history of results. Adds only. The unique indexes come before the
-- foreign keys that reference them (a game's players and round are of its tournament).
CREATE TABLE "tournament" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_id" bigint NOT NULL,
	"system" text NOT NULL,
	"rounds" smallint,
	"time_control" text DEFAULT '' NOT NULL,
	"seeding" text NOT NULL,
	"registration_deadline" timestamp with time zone NOT NULL,
	"entry" text NOT NULL,
	"tie_breaks" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text NOT NULL,
	CONSTRAINT "tournament_event_id_unique" UNIQUE("event_id"),
	CONSTRAINT "tournament_system" CHECK ("tournament"."system" in ('round_robin', 'double_round_robin', 'swiss')),
	CONSTRAINT "tournament_rounds" CHECK (("tournament"."system" = 'swiss') = ("tournament"."rounds" is not null) and ("tournament"."rounds" is null or "tournament"."rounds" between 1 and 15)),
	CONSTRAINT "tournament_seeding" CHECK ("tournament"."seeding" in ('fide', 'lichess', 'academy')),
	CONSTRAINT "tournament_entry" CHECK ("tournament"."entry" in ('students_only', 'anyone')),
	CONSTRAINT "tournament_tie_breaks" CHECK ("tournament"."tie_breaks" <@ array['BH-C1', 'BH', 'SB', 'DE', 'WIN', 'WON']::text[])
);
--> statement-breakpoint
CREATE TABLE "tournament_category" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tournament_id" bigint NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "tournament_category_name" CHECK (length(trim("tournament_category"."name")) between 1 and 40)
);
--> statement-breakpoint
CREATE TABLE "tournament_game" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tournament_id" bigint NOT NULL,
	"round_id" bigint NOT NULL,
	"board" smallint NOT NULL,
	"white_id" bigint NOT NULL,
	"black_id" bigint,
	"result" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL,
	CONSTRAINT "tournament_game_board" CHECK ("tournament_game"."board" >= 1),
	CONSTRAINT "tournament_game_players" CHECK ("tournament_game"."black_id" is null or "tournament_game"."black_id" <> "tournament_game"."white_id"),
	CONSTRAINT "tournament_game_result" CHECK ("tournament_game"."result" is null or ("tournament_game"."black_id" is not null and "tournament_game"."result" in ('1-0', '1/2', '0-1', '+-', '-+', '--')))
);
--> statement-breakpoint
CREATE TABLE "tournament_player" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tournament_id" bigint NOT NULL,
	"category_id" bigint,
	"student_id" bigint,
	"name" text NOT NULL,
	"fide_id" text DEFAULT '' NOT NULL,
	"rating" integer,
	"seed" smallint,
	"withdrawn_at" timestamp with time zone,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"registered_by" text NOT NULL,
	CONSTRAINT "tournament_player_name" CHECK (length(trim("tournament_player"."name")) between 1 and 80),
	CONSTRAINT "tournament_player_fide_id" CHECK ("tournament_player"."fide_id" = '' or "tournament_player"."fide_id" ~ '^[0-9]{1,10}$'),
	CONSTRAINT "tournament_player_rating" CHECK ("tournament_player"."rating" is null or "tournament_player"."rating" between 0 and 4000),
	CONSTRAINT "tournament_player_seed" CHECK ("tournament_player"."seed" is null or "tournament_player"."seed" >= 1)
);
--> statement-breakpoint
CREATE TABLE "tournament_result_change" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"game_id" bigint NOT NULL,
	"old_result" text,
	"new_result" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changed_by" text NOT NULL,
	CONSTRAINT "tournament_result_change_results" CHECK (("tournament_result_change"."old_result" is null or "tournament_result_change"."old_result" in ('1-0', '1/2', '0-1', '+-', '-+', '--')) and ("tournament_result_change"."new_result" is null or "tournament_result_change"."new_result" in ('1-0', '1/2', '0-1', '+-', '-+', '--')))
);
--> statement-breakpoint
CREATE TABLE "tournament_round" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tournament_id" bigint NOT NULL,
	"number" smallint NOT NULL,
	"published_at" timestamp with time zone,
	"paired_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paired_by" text NOT NULL,
	CONSTRAINT "tournament_round_number" CHECK ("tournament_round"."number" >= 1)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_category_name_unique" ON "tournament_category" USING btree ("tournament_id",lower("name"));
--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_category_of" ON "tournament_category" USING btree ("id","tournament_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_game_board_unique" ON "tournament_game" USING btree ("round_id","board");
--> statement-breakpoint
CREATE INDEX "tournament_game_tournament" ON "tournament_game" USING btree ("tournament_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_player_student" ON "tournament_player" USING btree ("tournament_id","student_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_player_seed_unique" ON "tournament_player" USING btree ("tournament_id","seed");
--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_player_of" ON "tournament_player" USING btree ("id","tournament_id");
--> statement-breakpoint
CREATE INDEX "tournament_player_student_idx" ON "tournament_player" USING btree ("student_id");
--> statement-breakpoint
CREATE INDEX "tournament_result_change_game" ON "tournament_result_change" USING btree ("game_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_round_number_unique" ON "tournament_round" USING btree ("tournament_id","number");
--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_round_of" ON "tournament_round" USING btree ("id","tournament_id");
--> statement-breakpoint
ALTER TABLE "tournament" ADD CONSTRAINT "tournament_event_id_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."event"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "tournament_category" ADD CONSTRAINT "tournament_category_tournament_id_tournament_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournament"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "tournament_game" ADD CONSTRAINT "tournament_game_round_fk" FOREIGN KEY ("round_id","tournament_id") REFERENCES "public"."tournament_round"("id","tournament_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "tournament_game" ADD CONSTRAINT "tournament_game_white_fk" FOREIGN KEY ("white_id","tournament_id") REFERENCES "public"."tournament_player"("id","tournament_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "tournament_game" ADD CONSTRAINT "tournament_game_black_fk" FOREIGN KEY ("black_id","tournament_id") REFERENCES "public"."tournament_player"("id","tournament_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "tournament_player" ADD CONSTRAINT "tournament_player_tournament_id_tournament_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournament"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "tournament_player" ADD CONSTRAINT "tournament_player_student_id_student_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."student"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "tournament_player" ADD CONSTRAINT "tournament_player_category_fk" FOREIGN KEY ("category_id","tournament_id") REFERENCES "public"."tournament_category"("id","tournament_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "tournament_result_change" ADD CONSTRAINT "tournament_result_change_game_id_tournament_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."tournament_game"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "tournament_round" ADD CONSTRAINT "tournament_round_tournament_id_tournament_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournament"("id") ON DELETE cascade ON UPDATE no action;
