ALTER TABLE "dual_lines" ADD COLUMN "live_sets" jsonb;--> statement-breakpoint
ALTER TABLE "duals" ADD COLUMN "live_version" integer DEFAULT 0 NOT NULL;