-- Tournaments, online (docs/decisions/tournaments.md "Online tournaments"): a round of an online
-- tournament may have a link to play it on Lichess, an https address on lichess.org
-- (app/lib/tournament/lichess-link.ts LICHESS_LINK_PATTERN); null: none.
ALTER TABLE "tournament_round" ADD COLUMN "online_link" text;--> statement-breakpoint
ALTER TABLE "tournament_round" ADD CONSTRAINT "tournament_round_online_link" CHECK ("tournament_round"."online_link" is null or "tournament_round"."online_link" ~ '^https://lichess\.org/[A-Za-z0-9/_-]{1,100}$');
