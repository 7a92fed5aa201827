ALTER TABLE "team_rosters" ADD COLUMN "match_format" text;--> statement-breakpoint
ALTER TABLE "tournament_matches" ADD COLUMN "score" text;--> statement-breakpoint
ALTER TABLE "tournament_matches" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "tournament_matches" ADD COLUMN "format" text;--> statement-breakpoint
ALTER TABLE "tournament_matches" ADD COLUMN "sets_side1" smallint;--> statement-breakpoint
ALTER TABLE "tournament_matches" ADD COLUMN "sets_side2" smallint;--> statement-breakpoint
ALTER TABLE "tournament_matches" ADD COLUMN "games_side1" smallint;--> statement-breakpoint
ALTER TABLE "tournament_matches" ADD COLUMN "games_side2" smallint;--> statement-breakpoint
ALTER TABLE "tournament_matches" ADD COLUMN "tiebreaks_side1" smallint;--> statement-breakpoint
ALTER TABLE "tournament_matches" ADD COLUMN "tiebreaks_side2" smallint;--> statement-breakpoint
ALTER TABLE "tournament_matches" ADD COLUMN "score_sets" jsonb;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "match_format" text;--> statement-breakpoint
ALTER TABLE "tennis_matches" ADD COLUMN "format" text;--> statement-breakpoint
ALTER TABLE "tennis_matches" ADD COLUMN "sets_side1" smallint;--> statement-breakpoint
ALTER TABLE "tennis_matches" ADD COLUMN "sets_side2" smallint;--> statement-breakpoint
ALTER TABLE "tennis_matches" ADD COLUMN "games_side1" smallint;--> statement-breakpoint
ALTER TABLE "tennis_matches" ADD COLUMN "games_side2" smallint;--> statement-breakpoint
ALTER TABLE "tennis_matches" ADD COLUMN "tiebreaks_side1" smallint;--> statement-breakpoint
ALTER TABLE "tennis_matches" ADD COLUMN "tiebreaks_side2" smallint;--> statement-breakpoint
ALTER TABLE "tennis_matches" ADD COLUMN "score_sets" jsonb;--> statement-breakpoint
CREATE INDEX "tennis_matches_score_unfilled" ON "tennis_matches" USING btree ("id") WHERE "tennis_matches"."score" is not null and "tennis_matches"."sets_side1" is null;--> statement-breakpoint
ALTER TABLE "tournament_matches" ADD CONSTRAINT "tournament_matches_score_winner" CHECK (("tournament_matches"."score" is null or "tournament_matches"."winner" is not null));--> statement-breakpoint
ALTER TABLE "tournament_matches" ADD CONSTRAINT "tournament_matches_outcome" CHECK ("tournament_matches"."outcome" in ('completed', 'retired', 'walkover', 'default'));