-- Tournaments, second part (docs/decisions/tournaments.md "Data"): an entry fee billed as a line of
-- the family's next invoice, a game's PGN, and a family's consent to show a student's full name in
-- published results (its wording and time). And a game goes with its players: with the players'
-- keys "no action", deleting a tournament's event failed, PostgreSQL checking a player's games
-- before the cascade through the rounds had deleted them.
ALTER TABLE "tournament" ADD COLUMN "entry_fee_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tournament" ADD CONSTRAINT "tournament_entry_fee" CHECK ("tournament"."entry_fee_paise" between 0 and 100000000);--> statement-breakpoint
ALTER TABLE "tournament_game" ADD COLUMN "pgn" text;--> statement-breakpoint
ALTER TABLE "tournament_game" ADD CONSTRAINT "tournament_game_pgn" CHECK ("tournament_game"."pgn" is null or length("tournament_game"."pgn") between 1 and 20000);--> statement-breakpoint
ALTER TABLE "student" ADD COLUMN "full_name_consent_text" text;--> statement-breakpoint
ALTER TABLE "student" ADD COLUMN "full_name_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "student" ADD CONSTRAINT "student_full_name_consent" CHECK (("student"."full_name_consent_text" is null) = ("student"."full_name_consent_at" is null));--> statement-breakpoint
ALTER TABLE "invoice_line" ADD COLUMN "tournament_player_id" bigint;--> statement-breakpoint
ALTER TABLE "invoice_line" ADD CONSTRAINT "invoice_line_tournament_player_id_tournament_player_id_fk" FOREIGN KEY ("tournament_player_id") REFERENCES "public"."tournament_player"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_line" DROP CONSTRAINT "invoice_line_kind";--> statement-breakpoint
ALTER TABLE "invoice_line" ADD CONSTRAINT "invoice_line_kind" CHECK ("invoice_line"."kind" in ('fee', 'discount', 'credit', 'registration', 'entry'));--> statement-breakpoint
ALTER TABLE "invoice_line" DROP CONSTRAINT "invoice_line_sign";--> statement-breakpoint
ALTER TABLE "invoice_line" ADD CONSTRAINT "invoice_line_sign" CHECK (("invoice_line"."kind" in ('fee', 'registration', 'entry')) = ("invoice_line"."amount_paise" >= 0));--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_line_one_entry" ON "invoice_line" USING btree ("tournament_player_id") WHERE "invoice_line"."kind" = 'entry';
--> statement-breakpoint
ALTER TABLE "tournament_game" DROP CONSTRAINT "tournament_game_white_fk";--> statement-breakpoint
ALTER TABLE "tournament_game" ADD CONSTRAINT "tournament_game_white_fk" FOREIGN KEY ("white_id","tournament_id") REFERENCES "public"."tournament_player"("id","tournament_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_game" DROP CONSTRAINT "tournament_game_black_fk";--> statement-breakpoint
ALTER TABLE "tournament_game" ADD CONSTRAINT "tournament_game_black_fk" FOREIGN KEY ("black_id","tournament_id") REFERENCES "public"."tournament_player"("id","tournament_id") ON DELETE cascade ON UPDATE no action;
