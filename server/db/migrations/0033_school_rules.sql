ALTER TABLE "schools" ADD COLUMN "lineup_rule" jsonb;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "match_format" text;