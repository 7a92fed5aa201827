CREATE INDEX "coach_teams_roster" ON "coach_teams" USING btree ("roster_id");--> statement-breakpoint
CREATE INDEX "ladder_changes_match" ON "ladder_changes" USING btree ("match_id");