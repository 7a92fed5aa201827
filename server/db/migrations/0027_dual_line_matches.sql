ALTER TABLE "tennis_matches" ADD COLUMN "dual_id" integer;--> statement-breakpoint
UPDATE "tennis_matches" SET "dual_id" = "dual_lines"."dual_id" FROM "dual_lines" WHERE "tennis_matches"."id" IN ("dual_lines"."match_id", "dual_lines"."opponent_match_id");
