ALTER TABLE "coaches" ADD COLUMN "shortcuts" jsonb;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "shortcuts" jsonb;