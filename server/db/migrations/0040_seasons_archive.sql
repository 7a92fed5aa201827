ALTER TABLE "tournaments" ADD COLUMN "season_id" integer;--> statement-breakpoint
CREATE INDEX "tournaments_coach_season" ON "tournaments" USING btree ("coach_id","season_id");